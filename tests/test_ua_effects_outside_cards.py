"""Cards chosen in or played from the Outside Area (docs/engine.md, the "Outside Area cards" bullet): a card's own
"Reduce the required energy of this card in your Outside Area by N", "If you played from your hand" after a play from
the hand or the Outside Area, "place 1 card each from both your hand and Life to the Outside Area", and community
spellings of plays and adds from the Outside Area. Texts are written for Decklab (invented names and numbers in the
real phrasing); each scenario runs through the engine's API."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, effects_of, game, ids, to_main, unit_from_zones


def _only_in(state, seat, record, place):
    """Every copy of `record` back to the seat's deck, then one copy from there into `place`."""
    card_id = ids(state, record)[0]
    for zone in (seat.hand, seat.outside, seat.life):
        while card_id in zone:
            zone.remove(card_id)
            seat.deck.append(card_id)
    seat.deck.remove(card_id)
    place.append(card_id)
    return card_id


def test_required_energy_lowered_in_the_outside_area_only():
    """Card wording: "Reduce the required energy of this card in your Outside Area by 2." While the card waits in
    its Outside Area an effect reading its required energy sees 2 less: "Play up to 1 Character Card with required
    energy of 1 or less ... from your Outside Area" plays a card printed with 3. In the hand the card costs its
    printed energy (the text says where it applies)."""
    text = "Reduce the required energy of this card in your Outside Area by 2."
    assert compile_card_text(text).effects == [
        {"timing": "static", "actions": [{"do": "cost-reduction", "what": "energy", "amount": 2, "zone": "outside"}]}]
    caller_text = ("[On Play] Play up to 1 Character Card with required energy of 1 or less and AP cost of 1 from your "
                   "Outside Area to your area rested.")
    caller = card("601", text=caller_text)
    comeback = card("602", name="Ashen Courier", required_energy=3, bp=4000, text=text)
    plain_three = card("603", name="Idle Porter", required_energy=3, bp=5000)
    state = to_main(game([deck((caller, 4), (comeback, 2), (plain_three, 1)), deck()], seed=601))
    me = state.seats[0]
    comeback_id = _only_in(state, me, comeback, me.outside)
    _only_in(state, me, plain_three, me.outside)
    assert state._needs(0, comeback_id)[0] == 3  # (the hand's reading: printed)
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    played = [u.card for u in me.front + me.energy if u is not holder]
    assert played == [comeback_id]  # the 5000 BP card printed with 3 stays: its energy is not lowered
    assert ids(state, plain_three)[0] in me.outside
    check_invariants(state)


def test_outside_area_reduction_under_a_condition():
    """Card wording: "[When in Outside Area] If <X> is on your area, reduce the required energy of this card in your
    Outside Area by 1." The tag says where again; the reduction holds only while <X> is on its owner's area."""
    text = ("[When in Outside Area] If <Quiet Gate> is on your area, reduce the required energy of this card in your "
            "Outside Area by 1.")
    effect = compile_card_text(text).effects[0]
    assert effect["condition"] == {"kind": "card-on-your-area", "name": "Quiet Gate"}
    assert effect["actions"] == [{"do": "cost-reduction", "what": "energy", "amount": 1, "zone": "outside"}]
    assert "while this card is in your Outside Area, its required energy is 1 lower" in describe([effect])
    caller = card("604", text="[On Play] Play up to 1 Character Card with required energy of 2 or less and AP cost of 1 "
                              "from your Outside Area to your area rested.")
    late = card("605", name="Late Pilgrim", required_energy=3, bp=3000, text=text)
    gate = card("606", name="Quiet Gate", bp=1000)
    for gate_there in (False, True):
        state = to_main(game([deck((caller, 4), (late, 1), (gate, 1)), deck()], seed=602))
        me = state.seats[0]
        late_id = _only_in(state, me, late, me.outside)
        holder = unit_from_zones(state, caller, 0)
        me.front[:] = [holder] + ([unit_from_zones(state, gate, 0)] if gate_there else [])
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        assert (late_id in me.outside) != gate_there
        check_invariants(state)


def test_if_you_played_from_your_hand_draw():
    """Card wording: "Play up to 1 <X> ... from your hand or Outside Area to your area rested. If you played from your
    hand, draw 1 card." With a copy in the Outside Area the pilot plays that one (the Outside Area's card is otherwise
    idle, and the hand keeps its copy): no card is drawn. With a copy only in the hand, it is played and 1 card is
    drawn."""
    text = ("[On Play] Play up to 1 yellow Character Card with required energy of 1 or less and AP cost of 1 from your "
            "hand or Outside Area to your area rested. If you played from your hand, draw 1 card.")
    actions = compile_card_text(text).effects[0]["actions"]
    assert actions[1] == {"do": "draw", "amount": 1, "condition": {"kind": "played-from", "zone": "hand"}}
    caller = card("607", text=text)
    scout = card("608", name="Amber Scout", color="yellow", required_energy=1, bp=3000)
    for in_outside in (True, False):
        state = to_main(game([deck((caller, 4), (scout, 2)), deck()], seed=603))
        me = state.seats[0]
        scout_id = _only_in(state, me, scout, me.hand)
        if in_outside:
            _only_in(state, me, scout, me.outside)
            me.deck.remove(scout_id)  # (the second copy to the hand)
            me.hand.append(scout_id)
        holder = unit_from_zones(state, caller, 0)
        me.front[:] = [holder]
        hand = Counter(me.hand)
        deck_size = len(me.deck)
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        assert [u.card for u in me.front + me.energy if u is not holder] == [scout_id]
        drawn = deck_size - len(me.deck)
        assert drawn == (0 if in_outside else 1)
        if in_outside:
            assert Counter(me.hand) == hand and scout_id not in me.outside
        check_invariants(state)


def test_played_from_hand_needs_a_play_from_hand_or_outside_before():
    """"If you played from your hand" is read only right after a play from the hand or the Outside Area; after a
    play from the Outside Area alone (never from the hand) or after a draw it stays unplayed."""
    def played(text):
        compiled = compile_card_text(text)
        return compiled.complete and all(plays(effect, False) for effect in compiled.effects)
    assert played("[On Play] Play up to 1 <Rook> from your hand or Outside Area to your area rested. If you played from "
                  "your hand, draw 1 card.")
    assert not played("[On Play] Play up to 1 <Rook> from your Outside Area to your area rested. If you played from your "
                      "hand, draw 1 card.")
    assert not played("[On Play] Draw 1 card. If you played from your hand, draw 1 card.")


def test_one_card_each_from_both_your_hand_and_life():
    """Card wording: "You may place 1 card each from both your hand and Life to the Outside Area. If you did, draw 2
    cards and set this character to active." One card from each zone (both, or the "If you did" is not met): the
    hand and the Life Area each lose a card to the Outside Area, then 2 cards are drawn and this character stands."""
    text = ("[On Play] You may place 1 card each from both your hand and life pile to the Outside Area. If you did, draw "
            "2 cards and set this character to active.")
    said_apart = ("[On Play] You may place 1 card from your hand to the Outside Area and place 1 card from your Life "
                  "Area to the Outside Area. If you did, draw 2 cards and set this character to active.")
    assert compile_card_text(text).effects == compile_card_text(said_apart).effects
    assert compile_card_text(text).effects[0]["actions"][1] == {"do": "life-to-outside", "amount": 1, "in_unit": True}
    runner = card("609", text=text)
    state = to_main(game([deck((runner, 4)), deck()], seed=604))
    me = state.seats[0]
    holder = unit_from_zones(state, runner, 0, rested=True)
    me.front[:] = [holder]
    hand, life, outside = len(me.hand), len(me.life), len(me.outside)
    run_effects(state, 0, effects_of(state, runner).on_play, holder)
    assert len(me.life) == life - 1 and len(me.outside) == outside + 2
    assert len(me.hand) == hand - 1 + 2 and not holder.rested
    check_invariants(state)


def test_community_spellings_of_outside_area_plays_and_adds():
    """Community wordings: "Add 1 card other than <X> to your hand from your Outside area" (the source after the
    destination), "Play 1 character with 3 or less required energy and 1 AP consumption from your Outside area
    rested" (its AP cost; to your area), "If the character played is <X>, set it to active" (the played card)."""
    pairs = [
        ("[On Play] Add 1 card other than <Brin> to your hand from your Outside area.",
         "[On Play] Add 1 card other than <Brin> from your Outside Area to your hand."),
        ("Play 1 character with 2 or less required energy and 1 AP consumption from your Outside area rested.",
         "Play 1 character with required energy of 2 or less and AP cost of 1 from your Outside Area to your area rested."),
        ("Play 1 green Character Card with required energy of 2 or less from your Outside Area to your area rested. If "
         "the character played is <Orla>, set it to active.",
         "Play 1 green Character Card with required energy of 2 or less from your Outside Area to your area rested. If "
         "the played character is <Orla>, set it to active."),
    ]
    for variant, usual in pairs:
        assert compile_card_text(variant).complete, variant
        assert compile_card_text(variant).effects == compile_card_text(usual).effects, variant


def test_added_from_the_outside_area_by_the_community_spelling():
    """Card wording: "Add 1 card other than <X> to your hand from your Outside area": one card of the Outside Area,
    not the named one, goes to the hand."""
    text = "[On Play] Add 1 card other than <Brin Tallow> to your hand from your Outside area."
    keeper = card("610", text=text)
    brin = card("611", name="Brin Tallow", bp=6000)
    other = card("612", name="Cass Wick", bp=2000)
    state = to_main(game([deck((keeper, 4), (brin, 1), (other, 1)), deck()], seed=605))
    me = state.seats[0]
    brin_id = _only_in(state, me, brin, me.outside)
    other_id = _only_in(state, me, other, me.outside)
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, keeper).on_play, holder)
    assert other_id in me.hand and brin_id in me.outside and other_id not in me.outside
    check_invariants(state)


def test_chosen_outside_area_cards_to_the_bottom_of_the_deck():
    """Card wording: "Choose 2 <Trait: X> cards from your Outside Area. If you did, this character gets [Impact 1]
    during this turn, then put the chosen cards at the bottom of your deck in any order." Both cards chosen (with one
    such card only, "If you did" is not met: nothing moves and no Impact); they go to the bottom of the deck. A step
    between that reads the Outside Area itself keeps the text unread (the chosen cards are still there then)."""
    text = ("[Main] Choose 2 <Trait: Reedmarsh> cards from your Outside Area. If you did, this character gets [Impact 1] "
            "during this turn, then put the chosen cards at the bottom of your deck in any order.")
    actions = compile_card_text(text).effects[0]["actions"]
    assert actions[0] == {"do": "to-deck", "target": {"up_to": 2, "exactly": True, "trait": "Reedmarsh", "side": "yours",
                                                      "zone": "outside"}, "where": "bottom"}
    assert actions[1]["do"] == "gain-keyword" and actions[1]["if_done"] is True
    assert not compile_card_text("[On Play] You may choose 2 <Trait: Reedmarsh> cards from your Outside Area. If you did, "
                                 "add up to 1 Event Card from your Outside Area to your hand, then put the chosen cards "
                                 "at the bottom of your deck in any order.").complete
    keeper = card("613", text=text)
    reed = card("614", name="Reed Wisp", traits=["Reedmarsh"], bp=1000)
    for copies in (1, 3):
        state = to_main(game([deck((keeper, 4), (reed, 3)), deck()], seed=606))
        me = state.seats[0]
        reed_id = ids(state, reed)[0]
        _only_in(state, me, reed, me.outside)
        for _ in range(copies - 1):
            me.deck.remove(reed_id)
            me.outside.append(reed_id)
        holder = unit_from_zones(state, keeper, 0)
        me.front[:] = [holder]
        run_effects(state, 0, effects_of(state, keeper).activated, holder)
        moved = copies >= 2
        assert me.outside.count(reed_id) == (copies - 2 if moved else copies)
        if moved:
            assert me.deck[:2] == [reed_id, reed_id]  # (the deck's bottom: its first cards)
        assert any(g == ("impact", 1) for g in (holder.granted or ())) == moved
        check_invariants(state)
