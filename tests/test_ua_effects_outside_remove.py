"""The Outside Area and the Remove Area: cards placed there, taken or played back from there, and the spellings of
the two areas, compiled from card texts written for Decklab (invented names, traits and numbers in the real
phrasing).

Each scenario builds its position through the engine's API and quotes the card wording (and the seed 000 section
where a rule is involved)."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, effects_of, game, ids, on_top, to_main, unit_from_zones


def _to_outside(state, seat, *records):
    """Move one copy of each record from the seat's deck, hand or Life Area to its Outside Area."""
    for record in records:
        card_id = ids(state, record)[0]
        next(place for place in (seat.deck, seat.hand, seat.life) if card_id in place).remove(card_id)
        seat.outside.append(card_id)


def test_a_card_from_your_outside_area_on_top_of_your_deck():
    """Card wording: "Place up to 1 blue <Trait: X> card from your Outside Area on top of your deck." The card goes
    to the top of the deck (drawn next): of the matching cards, the strongest; a card of another colour stays."""
    text = "[On Play] Place up to 1 blue <Trait: Lanternfolk> card from your Outside Area on top of your deck."
    assert compile_card_text(text).effects[0]["actions"][0]["where"] == "top"
    keeper = card("951", text=text)
    weak = card("952", color="blue", traits=["Lanternfolk"], bp=1000)
    strong = card("953", color="blue", traits=["Lanternfolk"], bp=4000)
    red = card("954", color="red", traits=["Lanternfolk"], bp=6000)
    state = to_main(game([deck((keeper, 4), (weak, 1), (strong, 1), (red, 1)), deck()], seed=81))
    me = state.seats[0]
    _to_outside(state, me, weak, strong, red)
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    deck_size = len(me.deck)
    run_effects(state, 0, effects_of(state, keeper).on_play, holder)
    assert me.deck[-1] == ids(state, strong)[0] and len(me.deck) == deck_size + 1
    assert ids(state, weak)[0] in me.outside and ids(state, red)[0] in me.outside
    check_invariants(state)


def test_spellings_of_the_outside_and_remove_areas_read_the_same():
    """Card wordings: "Add 1 card from the Outside area to your hand" (your own Outside Area), "Place 2 cards from the
    top of your deck into your Outside Area", "Place 1 card on your Life Area to the Outside Area", "Place up to 2
    cards from your Outside Area to Remove Area"; each reads as its usual wording."""
    pairs = [
        ("Add up to 1 Event Card from the Outside area to your hand.",
         "Add up to 1 Event Card from your Outside Area to your hand."),
        ("Place 2 cards from the top of your deck into your Outside Area.",
         "Place 2 cards from the top of your deck to the Outside Area."),
        ("Place 1 card on your Life Area to the Outside Area.", "Place 1 card from your Life Area to the Outside Area."),
        ("Place up to 3 cards from your Outside Area to Remove Area.",
         "Place up to 3 cards from your Outside Area to the Remove Area."),
        ("Place up to 1 card from the top of your deck into your Remove Area.",
         "Place up to 1 card from the top of your deck to the Remove Area."),
        ("Add 1 Event Card from Outside Area to your hand.", "Add 1 Event Card from your Outside Area to your hand."),
        ("Add up to 1 <Pell> on your Outside Area to the hand.", "Add up to 1 <Pell> from your Outside Area to your hand."),
        ("If you have 1 or more <Pell> at your outside area, this character gets +500 BP.",
         "If you have 1 or more <Pell> in your Outside Area, this character gets +500 BP."),
    ]
    for variant, usual in pairs:
        assert compile_card_text(variant).complete, variant
        assert compile_card_text(variant).effects == compile_card_text(usual).effects, variant
    # the opponent's own Outside Area is not read as yours
    assert not compile_card_text("Your opponent adds 1 card from the Outside Area to their hand.").complete


def test_play_from_your_hand_or_outside_area():
    """Card wording: "Play up to 1 <X> from your hand or Outside Area to your area rested." Either zone may give the
    card; with a copy in both, the Outside Area's is played (the hand keeps its copy) and counts as played from the
    Outside Area; with a copy only in the hand, that one is played."""
    text = "[On Play] Play up to 1 <Frost Warden> from your hand or Outside Area to your area rested."
    action = compile_card_text(text).effects[0]["actions"][0]
    assert action["do"] == "play-from" and action["zone"] == "hand|outside" and action["active"] is False
    caller = card("955", text=text)
    warden = card("956", name="Frost Warden", bp=3000)
    for in_outside in (True, False):
        state = to_main(game([deck((caller, 4), (warden, 2)), deck()], seed=82))
        me = state.seats[0]
        warden_id = ids(state, warden)[0]
        for place in (me.hand, me.outside, me.deck, me.life):
            while warden_id in place:
                place.remove(warden_id)
        me.hand.append(warden_id)
        (me.outside if in_outside else me.deck).append(warden_id)
        holder = unit_from_zones(state, caller, 0)
        me.front[:] = [holder]
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        played = [u for u in me.front + me.energy if u.card == warden_id]
        assert len(played) == 1 and played[0].rested
        assert (warden_id in me.hand) == in_outside and warden_id not in me.outside
        assert (warden_id in me.revived_now) == in_outside
        check_invariants(state)


def test_if_you_added_a_card_other_than_a_name_place_one_card_from_your_hand():
    """Card wording: "Reveal up to 1 Character Card among them and add it to your hand. ... If you added a card other
    than <X> to your hand, place 1 card from your hand to the Outside Area." The condition reads the card this effect
    added: the named card costs nothing; another card costs a card from the hand."""
    text = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 Character Card among them and add it to your "
            "hand. Place the remaining at the bottom of your deck in any order. If you added a card other than <Nell "
            "Brook> to your hand, place 1 card from your hand to the Outside Area.")
    discard = compile_card_text(text).effects[0]["actions"][-1]
    assert discard["condition"] == {"kind": "added-matches", "filter": {"not_name": "Nell Brook"}}
    seer = card("957", text=text)
    nell = card("958", name="Nell Brook", bp=5000)
    other = card("959", name="Osric Vane", bp=5000)
    for found, discarded in ((nell, 0), (other, 1)):
        state = to_main(game([deck((seer, 4), (nell, 1), (other, 1)), deck()], seed=83))
        me = state.seats[0]
        on_top(state, me, found)
        holder = unit_from_zones(state, seer, 0)
        me.front[:] = [holder]
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, effects_of(state, seer).on_play, holder)
        assert ids(state, found)[0] in me.hand
        assert len(me.hand) == hand + 1 - discarded and len(me.outside) == outside + discarded
        check_invariants(state)


def test_if_you_added_two_cards_to_your_hand_and_from_the_outside_area():
    """Card wordings: "If you added 2 cards to your hand by this effect, ..." (at least two added) and "Add up to 1
    <X> from your Outside Area to your hand. If you added a <X> to your hand, draw 1 card" (a card added from a zone
    counts too)."""
    for said in ("to your hand by this effect", "with this effect"):
        two = compile_card_text("[On Play] Add up to 2 Event Cards from your Outside Area to your hand. If you added 2 "
                                f"cards {said}, place 1 card from your hand to the Outside Area.").effects
        assert two[0]["actions"][1]["condition"] == {"kind": "added-matches", "at_least": 2}
    text = ("[On Play] Add up to 1 Character Card from your Outside Area to your hand. If you added a <Trait: Ember> card "
            "to your hand, draw 1 card.")
    assert compile_card_text(text).effects[0]["actions"][1]["condition"] == {"kind": "added-matches",
                                                                              "filter": {"trait": "Ember"}}
    finder = card("960", text=text)
    ember = card("961", traits=["Ember"], bp=1000)
    plain = card("962", bp=1000)
    for taken, drawn in ((ember, 1), (plain, 0)):
        state = to_main(game([deck((finder, 4), (ember, 1), (plain, 1)), deck()], seed=84))
        me = state.seats[0]
        _to_outside(state, me, taken)
        holder = unit_from_zones(state, finder, 0)
        me.front[:] = [holder]
        hand = len(me.hand)
        run_effects(state, 0, effects_of(state, finder).on_play, holder)
        assert ids(state, taken)[0] in me.hand and len(me.hand) == hand + 1 + drawn
        check_invariants(state)


def test_if_there_is_a_name_on_your_area_or_in_your_outside_area():
    """Card wording: "If there is a <X> on your area or in your Outside Area, ..." One such card in either place is
    enough; with none in both, nothing happens. A count over both places is not read."""
    text = "[On Play] If there is a <Moss Herald> on your area or in your Outside Area, draw 1 card."
    condition = compile_card_text(text).effects[0]["condition"]
    assert condition["kind"] == "any" and [c["zone"] for c in condition["conditions"]] == ["any", "outside"]
    assert not compile_card_text("[On Play] If there are 2 or more <Moss Herald> on your area or in your Outside Area, "
                                 "draw 1 card.").complete
    caller = card("963", text=text)
    herald = card("964", name="Moss Herald")
    for where, drawn in (("outside", 1), ("front", 1), (None, 0)):
        state = to_main(game([deck((caller, 4), (herald, 1)), deck()], seed=85))
        me = state.seats[0]
        holder = unit_from_zones(state, caller, 0)
        me.front[:] = [holder]
        herald_id = ids(state, herald)[0]
        place = next(p for p in (me.deck, me.hand, me.life) if herald_id in p)
        if where == "outside":
            place.remove(herald_id)
            me.outside.append(herald_id)
        elif where == "front":
            me.front.append(unit_from_zones(state, herald, 0))
        hand = len(me.hand)
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        assert len(me.hand) == hand + drawn
        check_invariants(state)


def test_on_retire_place_a_card_from_your_hand_then_play_this_card_again():
    """Card wording: "[On Retire] You may place 1 card from your hand to the Outside Area. If you did, play this card
    to your Front Line rested." Seed 000, Removing cards from the field: a retired character goes to the Outside Area
    and its [On Retire] activates; the card is played again from there, rested, on the Front Line (its [On Play]
    activates: 登場時 "also activates when the card is played by a card effect"). With no card in the hand, nothing
    is placed and the card stays in the Outside Area."""
    text = ("[On Play] Draw 1 card.@[On Retire] You may place 1 card from your hand to the Outside Area. If you did, play "
            "this card to your Front Line rested.")
    effects = compile_card_text(text).effects
    assert effects[1]["actions"][1] == {"do": "play-from", "target": {"self": True}, "active": False, "line": "front",
                                        "if_done": True}
    phoenix = card("965", text=text, bp=3000)
    for hand_size in (3, 0):
        state = to_main(game([deck((phoenix, 4)), deck()], seed=86))
        me = state.seats[0]
        while len(me.hand) > hand_size:
            me.deck.append(me.hand.pop())
        holder = unit_from_zones(state, phoenix, 0)
        me.front[:] = [holder]
        phoenix_id = ids(state, phoenix)[0]
        outside, deck_size = len(me.outside), len(me.deck)
        state._remove_from_field(me, holder, "opponent-effect")
        back = [u for u in me.front if u.card == phoenix_id]
        if hand_size:
            assert len(back) == 1 and back[0].rested and back[0] is not holder
            assert len(me.outside) == outside + 1 and len(me.deck) == deck_size - 1  # a card placed; [On Play] drew
            assert len(me.hand) == hand_size - 1 + 1
        else:
            assert not back and me.outside[-1] == phoenix_id and len(me.outside) == outside + 1
        check_invariants(state)


def test_a_card_with_one_of_several_words_in_its_name_from_your_outside_area():
    """Card wordings: "Add up to 1 Character Card with "A" or "B" in its name from your Outside Area to your hand",
    "with "A", "B" or "C" in its name", "with <A> included in its name": a card whose name holds any one of the words;
    a card with none of them stays."""
    listed = compile_card_text('[On Play] Add up to 1 card with "Vale", "Oren" or "Tusk" in its name from your Outside '
                               'Area to your hand.').effects[0]["actions"][0]["target"]
    assert listed["name_has"] == "Vale|Oren|Tusk"
    assert compile_card_text("[On Play] Add up to 1 card with <Vale> included in its name on your Outside Area to the "
                             "hand.").effects[0]["actions"][0]["target"]["name_has"] == "Vale"
    text = '[On Play] Add up to 1 Character Card with "Vale" or "Oren" in its name from your Outside Area to your hand.'
    finder = card("966", text=text)
    oren = card("967", name="Captain Oren", bp=1000)
    other = card("968", name="Captain Marlo", bp=6000)
    state = to_main(game([deck((finder, 4), (oren, 1), (other, 1)), deck()], seed=87))
    me = state.seats[0]
    _to_outside(state, me, oren, other)
    holder = unit_from_zones(state, finder, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, finder).on_play, holder)
    assert ids(state, oren)[0] in me.hand and ids(state, other)[0] in me.outside
    check_invariants(state)


def test_draw_the_same_number_of_cards_as_placed_to_the_outside_area():
    """Card wordings: "You may place up to 2 cards from your hand to the Outside Area. If you did, draw the same number
    of cards as the number of cards you placed to the Outside Area with this effect" and "Place up to 2 cards from your
    hand to the Outside Area. Draw the same number of cards as placed to the Outside Area by this effect": the draw
    counts the cards that step placed (none placed: none drawn). Said with nothing placed before, it stays unread."""
    optional = ("[On Play] You may place up to 2 cards from your hand to the Outside Area. If you did, draw the same "
                "number of cards as the number of cards you placed to the Outside Area with this effect.")
    plain = ("[On Play] Place up to 2 cards from your hand to the Outside Area. Draw the same number of cards as placed to "
             "the Outside Area by this effect.")
    assert compile_card_text(optional).effects[0]["actions"][1] == {"do": "draw", "amount": 1,
                                                                     "per": "placed-by-this-effect", "if_done": True}
    assert not compile_card_text("[On Play] Draw 1 card. Draw the same number of cards as placed to the Outside Area by "
                                 "this effect.").complete
    for text, hand_size, placed in ((optional, 5, 2), (optional, 1, 0), (plain, 1, 1), (plain, 4, 2)):
        cycler = card("969", text=text)
        state = to_main(game([deck((cycler, 4)), deck()], seed=88))
        me = state.seats[0]
        holder = unit_from_zones(state, cycler, 0)
        me.front[:] = [holder]
        while len(me.hand) > hand_size:
            me.deck.append(me.hand.pop())
        while len(me.hand) < hand_size:
            me.hand.append(me.deck.pop())
        outside, deck_size = len(me.outside), len(me.deck)
        run_effects(state, 0, effects_of(state, cycler).on_play, holder)
        assert len(me.outside) == outside + placed and len(me.deck) == deck_size - placed, (text, hand_size)
        assert len(me.hand) == hand_size
        check_invariants(state)


def test_if_the_card_placed_by_this_effect_is_an_event_card_draw_more_instead():
    """Card wording: "You may place 1 card from your hand to the Outside Area. If you did, draw 1 card. If the card
    placed by this effect was an Event Card, draw 3 cards instead." The condition reads the card that step placed;
    said with no card placed before ("Draw 1 card. If the card placed by this effect is ..."), it stays unread."""
    text = ("[On Play] You may place 1 card from your hand to the Outside Area. If you did, draw 1 card. If the card placed "
            "by this effect was an Event Card, draw 3 cards instead.")
    draw = compile_card_text(text).effects[0]["actions"][1]
    assert draw["instead"] == {"condition": {"kind": "placed-card-matches", "filter": {"card_type": "event"}}, "amount": 3}
    assert not compile_card_text("[On Play] Draw 1 card. If the card placed by this effect is an Event Card, draw 1 "
                                 "card.").complete
    cycler = card("971", text=text)
    spell = card("972", type="event", required_energy=0, ap_cost=0)  # the cheapest card: the one placed
    for only, drawn in ((spell, 3), (cycler, 1)):
        state = to_main(game([deck((cycler, 4), (spell, 4)), deck()], seed=89))
        me = state.seats[0]
        holder = unit_from_zones(state, cycler, 0)
        me.front[:] = [holder]
        while me.hand:
            me.deck.insert(0, me.hand.pop())
        only_id = ids(state, only)[0]
        me.deck.remove(only_id)
        me.hand.append(only_id)
        run_effects(state, 0, effects_of(state, cycler).on_play, holder)
        assert me.outside[-1] == only_id and len(me.hand) == drawn
        check_invariants(state)


def test_you_cannot_place_cards_from_your_life_area_to_the_outside_area_during_this_turn():
    """Card wording: "During this turn, you cannot place cards from your Life Area to the Outside Area by your card
    effect." After it, your effects' "Place 1 card from your Life Area to the Outside Area" does nothing until the
    turn ends; said without "during this turn" it stays unread (for how long is not said)."""
    from engine.games.union_arena.constants import MAIN, PASS

    text = "[On Play] During this turn, you cannot place cards from your Life Area to the Outside Area by your card effect."
    assert compile_card_text(text).effects[0]["actions"] == [{"do": "life-stays", "duration": "this-turn"}]
    assert not compile_card_text("[On Play] You cannot place cards from your Life Area to the Outside Area by your card "
                                 "effect.").complete
    keeper = card("973", text=text)
    burner = card("974", text="[On Play] Place 1 card from your Life Area to the Outside Area.")
    state = to_main(game([deck((keeper, 4), (burner, 4)), deck()], seed=90))
    me = state.seats[0]
    holder = unit_from_zones(state, keeper, 0)
    other = unit_from_zones(state, burner, 0)
    me.front[:] = [holder, other]
    life = len(me.life)
    run_effects(state, 0, effects_of(state, keeper).on_play, holder)
    run_effects(state, 0, effects_of(state, burner).on_play, other)
    assert len(me.life) == life
    check_invariants(state)
    while state.player == 0 or state.phase != MAIN:  # to the opponent's turn: the restriction has ended
        state.apply(PASS)
    assert not me.life_stays_now
    run_effects(state, 0, effects_of(state, burner).on_play, other)
    assert len(me.life) == life - 1
