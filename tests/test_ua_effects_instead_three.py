"""Union Arena effects of the "instead, third round" family: any condition the grammar reads composing with any part an
"instead" replaces — "If you did, it's <value> instead" after an offer ("If it's your turn, you may rest this
character"; the offer is made first, it decides how the step before it resolves), the draw's bracketed amount ("Draw
[1 card], ... you may [2 cards] instead"), another keyword ("it gains [Damage +1] ... you may give it [Sniper]
instead"), a bracketed sentence of actions and the actions said in brackets instead of it, and a quoted unit replaced
by actions said of the cards looked at. Compiled from card texts written for Decklab and played through the engine's
API (docs/engine.md, the last bullet)."""
from engine.effects.describe import describe
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    on_top,
    play_from_hand,
    to_main,
    unit_from_zones,
)

OFFER = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it. If it's "
         "your turn, you may rest this character. If you did, it's BP 5000 or less instead.")


def test_if_you_did_after_an_offer_changes_the_limit_of_the_step_before():
    """Card wording: "[On Play] Choose up to 1 character ... with BP 3000 or less and retire it. If it's your turn, you
    may rest this character. If you did, it's BP 5000 or less instead." The offer is made first: the greedy pilot rests
    the character only when the wider limit reaches a character the narrow one does not (a 4000 BP one), and not for a
    2000 BP one (retired either way)."""
    effects = compiled_effects(OFFER)
    rest, retire = effects[0]["actions"]
    assert rest == {"do": "rest", "target": {"self": True}, "condition": {"kind": "your-turn"}, "optional": True}
    assert retire["do"] == "retire" and retire["instead"] == {"condition": {"kind": "done"}, "bp_max": 5000}
    assert "if it is your turn, you may rest this character" in describe(effects).lower()
    for foe_bp, rested in ((4000, True), (2000, False)):
        caster, foe = card("J01", text=OFFER, bp=3000), card("J02", bp=foe_bp)
        state = to_main(game([deck((caster, 4)), deck((foe, 4))], seed=811))
        me, other = state.seats[0], state.seats[1]
        source = unit_from_zones(state, caster, 0)
        me.front[:] = [source]
        other.front[:] = [unit_from_zones(state, foe, 1)]
        outside = len(other.outside)
        run_effects(state, 0, effects, source)
        assert other.front == [] and len(other.outside) == outside + 1
        assert source.rested is rested
        check_invariants(state)


def test_if_you_did_after_an_offer_of_a_card_changes_the_verb():
    """Card wording: '[On Play] Choose 1 character on your opponent's Front Line with BP 4000 or less and "rest it". You
    may place 1 card from your hand to the Outside Area. If you did, it's "retire it" instead.' Run with the offer taken
    The offer is made first; the greedy pilot gives up a card to retire a 4000 BP character rather than rest it."""
    text = ("[On Play] Choose 1 character on your opponent's Front Line with BP 4000 or less and \"rest it\". You may place "
            "1 card from your hand to the Outside Area. If you did, it's \"retire it\" instead.")
    effects = compiled_effects(text)
    assert [a["do"] for a in effects[0]["actions"]] == ["discard", "rest"]
    assert effects[0]["actions"][1]["instead"] == {"condition": {"kind": "done"}, "do": "retire"}
    caster, foe = card("J03", text=text), card("J04", bp=4000)
    state = to_main(game([deck((caster, 4)), deck((foe, 4))], seed=812))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, foe, 1)]
    in_hand(state, caster)
    hand = len(me.hand) - 1  # (the card played leaves the hand)
    play_from_hand(state, caster)
    assert not other.front and ids(state, foe)[0] in other.outside  # (a 4000 BP blocker: worth a card)
    assert len(me.hand) == hand - 1
    check_invariants(state)


def test_the_bracketed_draw_amount_is_the_one_replaced():
    """Card wording: "[On Play] Draw [1 card], place 1 card from your hand to the Outside Area. If there is a <Corin
    Vale> on your area, you may [2 cards] instead." The brackets say the draw's amount is replaced (not the placed
    card's): with a <Corin Vale> 2 cards are drawn and 1 placed, without one 1 and 1."""
    text = ("[On Play] Draw [1 card], place 1 card from your hand to the Outside Area. If there is a <Corin Vale> on your "
            "area, you may [2 cards] instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"] == [
        {"do": "draw", "amount": 1, "instead": {"condition": {"kind": "card-on-your-area", "name": "Corin Vale"},
                                                "amount": 2, "optional": True}},
        {"do": "discard", "amount": 1}]
    corin = card("J05", name="Corin Vale")
    for present, gained in ((False, 0), (True, 1)):
        state = to_main(game([deck((corin, 4)), deck()], seed=813))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, corin, 0)] if present else []
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, effects, None)
        assert len(me.hand) == hand + gained and len(me.outside) == outside + 1
        check_invariants(state)


def test_another_keyword_given_instead():
    """Card wording: "[When Attacking] Choose up to 1 <Trait: Gale Riders> card on your area, it gains [Impact 1] during
    this turn. If you have 3 or less Life, give it [Double Attack] instead." With more Life the chosen character gains
    [Impact 1]; with 3 or less, [Double Attack] (and no Impact)."""
    text = ("[When Attacking] Choose up to 1 <Trait: Gale Riders> card on your area, it gains [Impact 1] during this "
            "turn. If you have 3 or less Life, give it [Double Attack] instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"] == {"condition": {"kind": "life-at-most", "amount": 3},
                                                   "keyword": "double-attack"}
    assert "give it [Double Attack] instead" in describe(effects)
    rider = card("J06", traits=["Gale Riders"])
    for low in (False, True):
        state = to_main(game([deck((rider, 4)), deck()], seed=814))
        me = state.seats[0]
        ally = unit_from_zones(state, rider, 0)
        me.front[:] = [ally]
        if low:
            me.outside.extend(me.life[3:])
            del me.life[3:]
        run_effects(state, 0, effects, None)
        assert bool(state._keyword(ally, "double-attack")) is low
        assert bool(state._keyword(ally, "impact")) is not low
        check_invariants(state)


def test_a_bracketed_sentence_and_the_actions_said_instead_of_it():
    """Card wording: "[On Play] [Draw 1 card, place 1 card from your hand to the Outside Area]. If there are 3 or more
    <Trait: Moon Court> cards on your area, it's [Draw 1 card] instead." The brackets are the unit and what stands in
    for it: with 3 such cards no card is placed; with 2, one is."""
    text = ("[On Play] [Draw 1 card, place 1 card from your hand to the Outside Area]. If there are 3 or more <Trait: Moon "
            "Court> cards on your area, it's [Draw 1 card] instead.")
    effects = compiled_effects(text)
    court = card("J07", traits=["Moon Court"])
    for count, placed in ((2, 1), (3, 0)):
        state = to_main(game([deck((court, 8)), deck()], seed=815))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, court, 0) for _ in range(count)]
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, effects, None)
        assert len(me.hand) == hand + 1 - placed and len(me.outside) == outside + placed
        check_invariants(state)


def test_a_quoted_unit_replaced_by_steps_said_of_the_cards_looked_at():
    """Card wording: '[On Play] Look at the top 3 cards of your deck. "Place those cards to the top of your deck in any
    order". If there is a character with <Vesper> in its name on your area, it's "Place any number of cards among them
    to the top of your deck in any order, place the remaining to the Outside Area" instead.' Without such a character
    the three cards stay on top; with one, some may go to the Outside Area (the rest on top)."""
    text = ('[On Play] Look at the top 3 cards of your deck. "Place those cards to the top of your deck in any order". If '
            'there is a character with <Vesper> in its name on your area, it\'s "Place any number of cards among them to '
            'the top of your deck in any order, place the remaining to the Outside Area" instead.')
    effects = compiled_effects(text)
    unit_step = effects[0]["actions"][1]
    assert unit_step["do"] == "all-of" and unit_step["actions"] == [{"do": "looked-to", "where": "top"}]
    assert unit_step["instead"]["actions"] == [{"do": "looked-to", "where": "top-or-outside"}]
    vesper, junk = card("J08", name="Vesper Lane"), card("J09", bp=1000)
    for present in (False, True):
        state = to_main(game([deck((vesper, 4), (junk, 6)), deck()], seed=816))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, vesper, 0)] if present else []
        on_top(state, me, junk, junk, junk)
        size, outside, top = len(me.deck), len(me.outside), sorted(me.deck[-3:])
        run_effects(state, 0, effects, None)
        moved = len(me.outside) - outside
        assert len(me.deck) == size - moved
        if not present:
            assert moved == 0 and sorted(me.deck[-3:]) == top
        check_invariants(state)


def test_a_count_said_again_alone_is_of_the_same_cards():
    """Card wording: "[On Play] If there are 3 or more <Trait: Glass Choir> cards with different names on your area,
    choose up to 1 other character on your area, it gets +1000 BP during this turn, if there are 5 or more, it's +2000
    BP instead." "5 or more" is of the same cards (Glass Choir with different names): +1000 BP with 3 of them, +2000
    BP with 5."""
    text = ("[On Play] If there are 3 or more <Trait: Glass Choir> cards with different names on your area, choose up to 1 "
            "other character on your area, it gets +1000 BP during this turn, if there are 5 or more, it's +2000 BP "
            "instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"] == {
        "condition": {"kind": "card-on-your-area", "count": 5, "trait": "Glass Choir", "different_names": True},
        "amount": 2000}
    choir = [card(f"J2{n}", name=f"Choir {n}", traits=["Glass Choir"]) for n in range(5)]
    for count, bonus in ((3, 1000), (5, 2000)):
        state = to_main(game([deck(*((c, 4) for c in choir)), deck()], seed=817))
        me = state.seats[0]
        units = [unit_from_zones(state, c, 0) for c in choir[:count]]
        me.front[:], me.energy[:] = units[:3], units[3:]
        run_effects(state, 0, effects, units[0])
        assert sum(state._bp(u) - 2000 for u in units[1:]) == bonus
        check_invariants(state)
