"""Tiers and counts over what an effect handled, and the Remove Area (docs/engine.md, family remove_tiers): "Activate
all the following effects based on the total BP of the characters rested by this effect", "If you placed 3 or more
cards to the Outside Area with this effect", tiers over the cards in your Remove Area, and cards placed from the Remove
Area back to the Outside Area -- compiled from card texts written for Decklab (invented names and numbers in the real
phrasings).

Each scenario builds its position through the engine's API and quotes the card wording it follows; where the pilot
chooses (how many characters to rest, how many cards to place), a test shows the greedy pilot's choice."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, effects_of, game, ids, pull, to_main, unit_from_zones

REST_TIERS = ("[On Play] You may rest any number of your characters. Activate all the following effects based on the "
              "total BP of the characters rested by this effect.\n• 6000 or more: Draw 1 card.\n• 9000 or more: Choose "
              "up to 1 character on your opponent's Front Line with BP 4000 or less and retire it.")


def _rest_tiers_position(*bps, seed=91):
    """Seat 0 has the REST_TIERS card on its Front Line (rested: it cannot be rested again) and active characters of
    `bps`; seat 1 a 4000 BP character on its Front Line."""
    caller = card("771", text=REST_TIERS, bp=1000)
    mine = [card(f"77{2 + n}", bp=bp) for n, bp in enumerate(bps)]
    foe = card("779", bp=4000)
    state = to_main(game([deck((caller, 4), *((m, 2) for m in mine)), deck((foe, 4))], seed=seed))
    me, them = state.seats
    holder = unit_from_zones(state, caller, 0, rested=True)
    units = [unit_from_zones(state, m, 0) for m in mine]
    me.front[:] = [holder, *units[:3]]
    me.energy[:] = units[3:]
    them.front[:] = [unit_from_zones(state, foe, 1)]
    return state, caller, holder, units


def test_rest_tiers_compile_to_one_effect_whose_steps_need_the_rested_bp():
    """Card wording: "You may rest any number of your characters. Activate all the following effects based on the total
    BP of the characters rested by this effect. • 6000 or more: ... • 9000 or more: ...": the rest first, then each
    bullet's step with the total BP of the characters that rest took."""
    effect, = compile_card_text(REST_TIERS).effects
    rest, draw, retire = effect["actions"]
    assert rest == {"do": "rest", "target": {"up_to": 99, "card_type": "character", "side": "yours", "zone": "any"},
                    "optional": True}
    assert draw["condition"] == {"kind": "handled-by-this-effect", "verb": "rest", "measure": "bp", "at_least": 6000}
    assert retire["condition"]["at_least"] == 9000


def test_the_pilot_rests_only_what_reaches_the_highest_tier():
    """With 5000, 4000 and 2000 BP characters active, 9000 (the top tier) is reached by the 5000 and the 4000: those two
    rest, the 2000 stays active; both tiers' steps happen (a card drawn, the 4000 BP opposing character retired)."""
    state, caller, holder, (big, mid, small) = _rest_tiers_position(5000, 4000, 2000)
    me, them = state.seats
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    assert big.rested and mid.rested and not small.rested
    assert len(me.hand) == hand + 1 and them.front == []
    check_invariants(state)


def test_a_tier_out_of_reach_is_not_paid_for():
    """With 7000 and 1000 BP characters active on the Energy Line (resting them costs no attack), 9000 is out of reach
    (8000 in all): the pilot goes for 6000, which the 7000 alone reaches -- it rests, the 1000 does not; a card is
    drawn and nothing is retired. With the 7000 on the Front Line before the attacks, resting it would cost its attack
    for one card: nothing is rested."""
    for on_energy in (True, False):
        state, caller, holder, (big, small) = _rest_tiers_position(7000, 1000, seed=92)
        me, them = state.seats
        if on_energy:
            me.front[:], me.energy[:] = [holder], [big, small]
        hand = len(me.hand)
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        assert big.rested == on_energy and not small.rested
        assert len(me.hand) == hand + (1 if on_energy else 0) and len(them.front) == 1
        check_invariants(state)


def test_a_total_that_cannot_be_reached_rests_nothing():
    """Card wording: "You may rest any number of your characters. If the total BP of the characters rested by this
    effect is 10000 or higher, draw 1 card." With 8000 BP in all, nothing is rested and nothing drawn."""
    text = ("[On Play] You may rest any number of your characters. If the total BP of the characters rested by this "
            "effect is 10000 or higher, draw 1 card.")
    caller = card("781", text=text, bp=1000)
    a, b = card("782", bp=5000), card("783", bp=3000)
    state = to_main(game([deck((caller, 4), (a, 2), (b, 2)), deck()], seed=93))
    me = state.seats[0]
    holder = unit_from_zones(state, caller, 0, rested=True)
    units = [unit_from_zones(state, a, 0), unit_from_zones(state, b, 0)]
    me.front[:] = [holder, *units]
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    assert not any(u.rested for u in units) and len(me.hand) == hand
    check_invariants(state)


def test_cards_from_the_remove_area_back_to_the_outside_area_then_a_count():
    """Card wording: "[On Retire] Place any number of cards from your Remove Area to the Outside Area. If you placed 3
    or more cards to the Outside Area with this effect, play this card to your area rested." With 4 cards in the Remove
    Area, 3 go (the count the next step asks for) and the retired card comes back rested; with 2, none go."""
    text = ("[On Retire] Place any number of cards from your Remove Area to the Outside Area. If you placed 3 or more "
            "cards to the Outside Area with this effect, play this card to your area rested.")
    phoenix = card("785", text=text, bp=3000)
    for kept, back in ((4, True), (2, False)):
        state = to_main(game([deck((phoenix, 4)), deck()], seed=94))
        me = state.seats[0]
        removed = [me.deck.pop() for _ in range(kept)]
        me.remove[:] = removed
        me.outside.append(me.deck.pop(me.deck.index(ids(state, phoenix)[0])))
        outside = len(me.outside)
        run_effects(state, 0, effects_of(state, phoenix).on_retire, None, card=ids(state, phoenix)[0])
        if back:
            assert len(me.remove) == 1 and len(me.outside) == outside - 1 + 3
            assert [u.card for u in me.front + me.energy] == [ids(state, phoenix)[0]]
            assert (me.front + me.energy)[0].rested
        else:
            assert Counter(me.remove) == Counter(removed) and len(me.outside) == outside
            assert me.front + me.energy == []
        check_invariants(state)


def test_a_named_card_from_the_remove_area_to_the_outside_area():
    """Card wording: "[On Play] You may place 1 <Ankh> from your Remove Area to your Outside Area. If you did, set 1 of
    your AP cards to active." The <Ankh> moves (another card in the Remove Area stays) and a rested AP card is set
    active; with no <Ankh> there, nothing happens."""
    text = ("[On Play] You may place 1 <Quill Spark> from your Remove Area to your Outside Area. If you did, set 1 of "
            "your AP cards to active.")
    caller = card("786", text=text)
    spark = card("787", name="Quill Spark")
    other = card("788")
    for present in (True, False):
        state = to_main(game([deck((caller, 4), (spark, 2), (other, 2)), deck()], seed=95))
        me = state.seats[0]
        me.remove[:] = [pull(me, ids(state, other)[0])] + ([pull(me, ids(state, spark)[0])] if present else [])
        me.ap[:] = [False, False, True]
        holder = unit_from_zones(state, caller, 0)
        me.front[:] = [holder]
        run_effects(state, 0, effects_of(state, caller).on_play, holder)
        assert me.remove == [ids(state, other)[0]]
        assert (ids(state, spark)[0] in me.outside) == present
        assert me.ap.count(True) == (2 if present else 1)
        check_invariants(state)


def test_tiers_over_the_cards_placed_to_the_remove_area_place_only_what_the_top_tier_needs():
    """Card wording: "[Main] [1 Per Turn] Place any number of cards from your Outside Area to the Remove Area. Activate
    all the following effects based on the number of cards placed to the Remove Area by this effect. • 2 or more: Draw
    1 card. • 4 or more: This character gets +2000 BP during this turn." With 6 cards in the Outside Area, 4 are placed
    (not 6): a card drawn and +2000 BP."""
    text = ("[Main] [1 Per Turn] Place any number of cards from your Outside Area to the Remove Area. Activate all the "
            "following effects based on the number of cards placed to the Remove Area by this effect.\n• 2 or more: Draw "
            "1 card.\n• 4 or more: This character gets +2000 BP during this turn.")
    keeper = card("789", text=text, bp=2000)
    state = to_main(game([deck((keeper, 4)), deck()], seed=96))
    me = state.seats[0]
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    me.outside[:] = [me.deck.pop() for _ in range(6)]
    me.remove[:] = []
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, keeper).activated[:1], holder)
    assert len(me.remove) == 4 and len(me.outside) == 2
    assert len(me.hand) == hand + 1 and state._bp(holder) == 4000
    check_invariants(state)


def test_tiers_over_the_cards_in_your_remove_area():
    """Card wording: "This character gains all the following effects based on the number of cards in your Remove Area.
    • 3 or more: +1000 BP. • 6 or more: [Impact 1]": with 2 cards there the character is as printed, with 3 it has
    +1000 BP, with 6 [Impact 1] too."""
    text = ("This character gains all the following effects based on the number of cards in your Remove Area.\n• 3 or "
            "more: +1000 BP.\n• 6 or more: [Impact 1]")
    keeper = card("790", text=text, bp=3000)
    state = to_main(game([deck((keeper, 4)), deck()], seed=97))
    me = state.seats[0]
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    for count, bp in ((2, 3000), (3, 4000), (6, 4000)):
        me.deck.extend(me.remove)
        me.remove[:] = [me.deck.pop() for _ in range(count)]
        assert state._bp(holder) == bp
    check_invariants(state)


def test_near_misses_stay_unread():
    """"Activate all the following effects based on the total BP of the characters rested by this effect" with no rest
    before it counts nothing: unread; "the total BP of the cards rested" (a rest takes characters) is not read either."""
    assert not compile_card_text("[On Play] Activate all the following effects based on the total BP of the characters "
                                 "rested by this effect.\n• 8000 or more: Draw 1 card.").complete
    assert not compile_card_text("[On Play] Draw 1 card. If the total BP of the characters rested by this effect is 8000 "
                                 "or higher, draw 1 card.").complete


def test_a_bp_limit_of_the_total_bp_of_the_cards_placed_to_the_remove_area():
    """Card wording: "Place up to 2 <Trait: X> cards from your hand to the Remove Area. Choose up to 1 character on your
    opponent's Front Line with BP equal or less than the total BP of the cards placed to the Remove Area by this effect
    and retire it." With 3000 and 2000 BP <Trait: X> cards in the hand and a 3000 and a 6000 BP opposing character, the
    3000 alone reaches the 3000 (5000 in all reaches no more): it is placed, the 2000 stays in the hand, the 3000 BP
    character is retired."""
    text = ("[On Play] Place up to 2 <Trait: Hollow Choir> cards from your hand to the Remove Area. Choose up to 1 "
            "character on your opponent's Front Line with BP equal or less than the total BP of the cards placed to the "
            "Remove Area by this effect and retire it.")
    caller = card("791", text=text)
    big, small = card("792", traits=["Hollow Choir"], bp=3000), card("793", traits=["Hollow Choir"], bp=2000)
    weak, strong = card("794", bp=3000), card("795", bp=6000)
    state = to_main(game([deck((caller, 4), (big, 2), (small, 2)), deck((weak, 2), (strong, 2))], seed=98))
    me, them = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, big)[0]), pull(me, ids(state, small)[0])]
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    them.front[:] = [unit_from_zones(state, weak, 1), unit_from_zones(state, strong, 1)]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    assert me.remove == [ids(state, big)[0]] and me.hand == [ids(state, small)[0]]
    assert [u.card for u in them.front] == [ids(state, strong)[0]]
    check_invariants(state)


def test_a_card_placed_to_the_remove_area_by_your_effect_plays_itself_from_there():
    """Card wording: "[Your Turn] When this card is placed to the Remove Area by your effect, you may play this card to
    your area rested." Another card of yours places it from the Outside Area to the Remove Area in your turn: it is
    played from the Remove Area, rested (counted as played from the Remove Area)."""
    wisp_text = "[Your Turn] When this card is placed to the Remove Area by your effect, you may play this card to your area rested."
    effect, = compile_card_text(wisp_text).effects
    assert effect["timing"] == "when-removed" and effect["condition"] == {"kind": "your-turn"}
    wisp = card("796", name="Ember Wisp", text=wisp_text, bp=3000)
    caller = card("797", text="[On Play] Place up to 1 <Ember Wisp> from your Outside Area to the Remove Area.")
    state = to_main(game([deck((caller, 4), (wisp, 2)), deck()], seed=99))
    me = state.seats[0]
    me.outside.append(pull(me, ids(state, wisp)[0]))
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    played = [u for u in me.front + me.energy if u.card == ids(state, wisp)[0]]
    assert len(played) == 1 and played[0].rested and played[0].played_by[2] == "remove"
    assert ids(state, wisp)[0] not in me.remove + me.outside
    check_invariants(state)
