"""Look-at / reveal steps and their follow-ups (docs/engine.md, the "look at / reveal follow-ups" bullet): a condition
on the one card looked at ("If it's a <X>", "if the card does not have [Trigger]"), "If you did not add it to your hand
/ place it to the Outside Area", the bottom of the deck ("Reveal 1 card from the bottom of your deck"), the opponent's
deck ("Your opponent reveals the top card of their deck"), a piece of the hand after a look ("If you added to your
hand, place a <X> or 1 card with required energy of 1 or less ..."), "it's top 5 instead", and the pilot's choice of
what stays on top and what goes (worth_keeping: a card it can use soon, its required energy met with one energy
more). Texts are written for Decklab (invented names, traits, numbers) in the real phrasing."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, effects_of, game, ids, on_top, to_main, unit_from_zones


def _holder(state, record):
    """One copy of `record` on seat 0's Front Line (taken from its zones: before the zones are counted)."""
    holder = unit_from_zones(state, record, 0)
    state.seats[0].front[:] = [holder]
    return holder


def _run(state, record, holder, timing="on_play"):
    effects = getattr(effects_of(state, record), timing)
    run_effects(state, 0, effects if timing == "on_play" else effects[:1], holder)
    check_invariants(state)


HOMUNCULUS = ("[On Play] Look at the top card of your deck. If it's a <Trait: Glass Pact> you may reveal it and add it "
              "to your hand. If you did not add it to your hand, place it on top of your deck or to the Outside Area.")


def test_a_looked_at_card_of_the_trait_is_added():
    """Card wording: "If it's a <Trait: X> you may reveal it and add it to your hand" (the condition said without its
    comma): the one card looked at, when it has the Trait, goes to the hand; nothing more is placed."""
    actions = compile_card_text(HOMUNCULUS).effects[0]["actions"]
    assert actions[1]["condition"] == {"kind": "revealed-matches", "filter": {"trait": "Glass Pact"}}
    assert actions[2] == {"do": "looked-to", "where": "top-or-outside", "if_not_done": True}
    seer, pact = card("L01", text=HOMUNCULUS), card("L02", traits=["Glass Pact"], required_energy=6)
    state = to_main(game([deck((seer, 4), (pact, 2)), deck()], seed=901))
    me = state.seats[0]
    holder = _holder(state, seer)
    on_top(state, me, pact)
    hand, outside, size = Counter(me.hand), len(me.outside), len(me.deck)
    _run(state, seer, holder)
    assert Counter(me.hand) - hand == Counter(ids(state, pact)[:1])
    assert len(me.outside) == outside and len(me.deck) == size - 1


def test_a_card_not_added_is_kept_on_top_when_usable_soon_and_milled_when_not():
    """"If you did not add it to your hand, place it on top of your deck or to the Outside Area": the pilot keeps a card
    it can use soon on top (required energy 1) and places one it cannot (required energy 6, no energy on its lines) to
    the Outside Area."""
    seer = card("L03", text=HOMUNCULUS)
    cheap, costly = card("L04", required_energy=1), card("L05", required_energy=6)
    for other, stays in ((cheap, True), (costly, False)):
        state = to_main(game([deck((seer, 4), (cheap, 2), (costly, 2)), deck()], seed=902))
        me = state.seats[0]
        me.energy[:] = []
        holder = _holder(state, seer)
        on_top(state, me, other)
        top, hand, outside = me.deck[-1], Counter(me.hand), len(me.outside)
        _run(state, seer, holder)
        assert Counter(me.hand) == hand
        if stays:
            assert me.deck[-1] == top and len(me.outside) == outside
        else:
            assert me.outside[-1] == top and me.deck[-1] != top


SIEVE = ("[Main] [1 Per Turn] Look at the top card of your deck, if the card does not have [Trigger], you may place it "
         "to the Outside Area. If you did not place it to the Outside Area, place that card to the top of your deck.")


def test_a_card_without_a_trigger_may_be_milled():
    """Card wording: "if the card does not have [Trigger], you may place it to the Outside Area. If you did not place it
    to the Outside Area, place that card to the top of your deck." A card with a trigger always stays on top; one
    without goes when the pilot would not use it soon."""
    actions = compile_card_text(SIEVE).effects[0]["actions"]
    assert actions[1:] == [{"do": "looked-to", "where": "outside", "optional": True,
                            "condition": {"kind": "revealed-matches", "filter": {"no_trigger": True}}},
                           {"do": "looked-to", "where": "top", "if_not_done": True}]
    sieve = card("L06", text=SIEVE)
    heavy, heavy_trigger, light = (card("L07", required_energy=6), card("L08", required_energy=6, trigger="draw"),
                                   card("L09", required_energy=1))
    for looked, milled in ((heavy, True), (heavy_trigger, False), (light, False)):
        state = to_main(game([deck((sieve, 4), (heavy, 2), (heavy_trigger, 2), (light, 2)), deck()], seed=903))
        me = state.seats[0]
        me.energy[:] = []
        holder = _holder(state, sieve)
        on_top(state, me, looked)
        top, outside, size = me.deck[-1], len(me.outside), len(me.deck)
        _run(state, sieve, holder, "activated")
        if milled:
            assert me.outside[outside:] == [top] and len(me.deck) == size - 1
        else:
            assert me.deck[-1] == top and len(me.outside) == outside and len(me.deck) == size


def test_a_card_revealed_from_the_bottom_goes_on_top_when_usable_soon():
    """Card wording: "Reveal 1 card from the bottom of your deck and place it on top or bottom of your deck." The bottom
    card comes up to the top when the pilot can use it soon, else it stays at the bottom."""
    text = ("[On Play] Reveal 1 card from the bottom of your deck and place it on top or bottom of your deck.")
    assert compile_card_text(text).effects[0]["actions"] == [
        {"do": "look-at-top", "amount": 1, "from": "bottom", "reveal": True}, {"do": "looked-to", "where": "top-or-bottom"}]
    diver = card("L10", text=text)
    cheap, costly = card("L11", required_energy=1), card("L12", required_energy=6)
    for bottom, comes_up in ((cheap, True), (costly, False)):
        state = to_main(game([deck((diver, 4), (cheap, 2), (costly, 2)), deck()], seed=904))
        me = state.seats[0]
        me.energy[:] = []
        holder = _holder(state, diver)
        card_id = ids(state, bottom)[0]
        me.deck.remove(card_id)
        me.deck.insert(0, card_id)
        size = len(me.deck)
        _run(state, diver, holder)
        assert len(me.deck) == size
        assert (me.deck[-1] == card_id) if comes_up else (me.deck[0] == card_id)


def test_the_opponents_revealed_card_is_milled_when_it_is_good_for_them():
    """Card wording: "Your opponent reveals the top card of their deck. You place the revealed card by this effect on
    top of your opponent's deck or to the Outside Area." The card stays in their deck: a card they can use soon goes to
    their Outside Area, one they cannot stays on top (their next draw)."""
    text = ("[On Play] Your opponent reveals the top card of their deck. You place the revealed card by this effect on "
            "top of your opponent's deck or to the Outside Area.")
    assert compile_card_text(text).effects[0]["actions"] == [
        {"do": "look-at-top", "amount": 1, "reveal": True, "side": "opponents"},
        {"do": "looked-to", "where": "top-or-outside"}]
    prober = card("L13", text=text)
    cheap, costly = card("L14", required_energy=1), card("L15", required_energy=6)
    for top_card, milled in ((cheap, True), (costly, False)):
        state = to_main(game([deck((prober, 4)), deck((cheap, 2), (costly, 2))], seed=905))
        me, them = state.seats
        them.energy[:] = []
        holder = _holder(state, prober)
        on_top(state, them, top_card)
        top, size, mine = them.deck[-1], len(them.deck), (len(me.deck), len(me.outside))
        _run(state, prober, holder)
        assert (len(me.deck), len(me.outside)) == mine
        if milled:
            assert them.outside[-1] == top and len(them.deck) == size - 1
        else:
            assert them.deck[-1] == top and len(them.deck) == size


def test_any_number_on_top_the_rest_to_the_outside_area():
    """Card wording: "Look at the top 3 cards of your deck, place any number of them on top of your deck in any order
    and the remaining to the Outside Area." The pilot keeps those it can use soon (the strongest on top) and places the
    others to the Outside Area."""
    text = ("[On Play] Look at the top 3 cards of your deck, place any number of them on top of your deck in any order "
            "and the remaining to the Outside Area.")
    sorter = card("L16", text=text)
    small, big, costly = card("L17", required_energy=1, bp=1000), card("L18", required_energy=1, bp=3000), \
        card("L19", required_energy=6)
    state = to_main(game([deck((sorter, 4), (small, 1), (big, 1), (costly, 1)), deck()], seed=906))
    me = state.seats[0]
    me.energy[:] = []
    holder = _holder(state, sorter)
    on_top(state, me, small, costly, big)
    outside, size = len(me.outside), len(me.deck)
    _run(state, sorter, holder)
    assert me.outside[outside:] == ids(state, costly)[:1]
    assert me.deck[-2:] == ids(state, small)[:1] + ids(state, big)[:1] and len(me.deck) == size - 1


def test_a_named_card_or_a_cheap_card_placed_after_adding():
    """Card wording: "If you added to your hand, place a <X> or 1 card with required energy of 1 or less from your
    hand to the Outside Area": one card of the hand that is either, only when a card was added."""
    text = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 <Tarn Wisp> among them and add it to your "
            "hand. Place the remaining at the bottom of your deck in any order. If you added to your hand, place a <Tarn "
            "Wisp> or 1 card with required energy of 1 or less from your hand to the Outside Area.")
    assert compile_card_text(text).effects[0]["actions"][-1] == {
        "do": "discard-chosen", "if_done": True,
        "target": {"up_to": 1, "exactly": True, "any_of": [{"name": "Tarn Wisp"}, {"energy_max": 1}], "side": "yours",
                   "zone": "hand"}}
    seeker = card("L20", text=text, required_energy=2)
    wisp, heavy = card("L21", name="Tarn Wisp", required_energy=3), card("L22", required_energy=4)
    for found in (True, False):
        state = to_main(game([deck((seeker, 4), (wisp, 2), (heavy, 44)), deck()], seed=907))
        me = state.seats[0]
        holder = _holder(state, seeker)
        heavy_id, wisp_id = ids(state, heavy)[0], ids(state, wisp)[0]
        for held in list(me.hand):  # a hand of two heavy cards only
            me.hand.remove(held)
            me.deck.insert(0, held)
        for _ in range(2):
            me.deck.remove(heavy_id)
            me.hand.append(heavy_id)
        while wisp_id in me.deck[-4:]:  # no Wisp among the top 4 unless put there
            me.deck.remove(wisp_id)
            me.deck.insert(0, wisp_id)
        if found:
            on_top(state, me, wisp)
        hand, outside = Counter(me.hand), len(me.outside)
        _run(state, seeker, holder)
        if found:  # the Wisp added, then a Wisp (the only card of the hand that is either) placed
            assert Counter(me.hand) == hand and me.outside[outside:] == ids(state, wisp)[:1]
        else:
            assert Counter(me.hand) == hand and len(me.outside) == outside


def test_the_look_grows_when_the_condition_holds():
    """Card wording: "Look at the top 2 cards of your deck. Place 1 card among them at the top of your deck and place
    the remaining at the bottom of your deck in any order. If there is a <X> on your area, it's top 5 instead." """
    text = ("[On Play] Look at the top 2 cards of your deck. Place 1 card among them at the top of your deck and place the "
            "remaining at the bottom of your deck in any order. If there is a <Nell Corvin> on your area, it's top 5 "
            "instead.")
    actions = compile_card_text(text).effects[0]["actions"]
    assert actions[0]["instead"]["amount"] == 5 and actions[1] == {"do": "looked-to", "where": "top-or-bottom",
                                                                   "top_at_most": 1}
    scout, nell, star = card("L23", text=text), card("L24", name="Nell Corvin"), card("L25", bp=6000)
    for present in (False, True):
        state = to_main(game([deck((scout, 4), (nell, 2), (star, 1)), deck()], seed=908))
        me = state.seats[0]
        holder = unit_from_zones(state, scout, 0)
        me.front[:] = ([unit_from_zones(state, nell, 0)] if present else []) + [holder]
        star_id = ids(state, star)[0]
        if star_id in me.hand:
            me.hand.remove(star_id)
        else:
            me.deck.remove(star_id)
        me.deck.insert(len(me.deck) - 4, star_id)  # fifth from the top (the end of the list)
        size = len(me.deck)
        run_effects(state, 0, effects_of(state, scout).on_play, holder)
        check_invariants(state)
        assert len(me.deck) == size and (me.deck[-1] == star_id) == present


def test_milling_for_a_gain_only_gives_up_a_card_not_worth_keeping():
    """Card wording: "If that card does not have [Trigger], you may place it to the Outside Area. If you did, this
    character gets +1000 BP during this turn." A card the pilot would not use soon is milled for the BP; one it would use
    (worth more than the BP) stays in the deck (where is not said: a card still looked at stays on top, unlook)."""
    text = ("[Main] [1 Per Turn] Look at the top card of your deck. If that card does not have [Trigger], you may place it "
            "to the Outside Area. If you did, this character gets +1000 BP during this turn.")
    grinder = card("L26", text=text, bp=3000)
    cheap, costly = card("L27", required_energy=1), card("L28", required_energy=6)
    for looked, milled in ((cheap, False), (costly, True)):
        state = to_main(game([deck((grinder, 4), (cheap, 2), (costly, 2)), deck()], seed=909))
        me = state.seats[0]
        me.energy[:] = []
        holder = _holder(state, grinder)
        on_top(state, me, looked)
        top, bp, size, outside = me.deck[-1], state._bp(holder), len(me.deck), len(me.outside)
        _run(state, grinder, holder, "activated")
        assert me.outside[outside:] == ([top] if milled else []) and len(me.deck) == size - milled
        assert state._bp(holder) == bp + (1000 if milled else 0)
