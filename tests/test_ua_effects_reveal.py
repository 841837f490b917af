"""Revealing and looking at the top (bottom) of the deck, and where those cards go (docs/engine.md, the "revealed
cards stay where they lie" bullet). Texts are written for Decklab (invented names, traits, numbers) in the real
phrasing of the card sets."""
from collections import Counter

from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    on_top,
    to_main,
    unit_from_zones,
)


def _holder(state, record):
    """One copy of `record` on seat 0's Front Line (taken from its zones: before the zones are counted)."""
    holder = unit_from_zones(state, record, 0)
    state.seats[0].front[:] = [holder]
    return holder


def _run(state, record, holder):
    run_effects(state, 0, effects_of(state, record).on_play, holder)
    check_invariants(state)


SCRYER = "[On Play] Reveal the top card of your deck. If it is a <Trait: Lantern Guild> card, draw 1 card."


def test_the_revealed_card_is_the_card_drawn():
    """Card wording: "Reveal the top card of your deck. If it is a <Trait: X> card, draw 1 card." Revealing does not
    move the card: it is still the top card, so "draw 1 card" draws that very card (not the one under it), and nothing
    goes to the bottom of the deck."""
    compiled_effects(SCRYER)
    scryer, lantern = card("R01", text=SCRYER), card("R02", traits=["Lantern Guild"], required_energy=6)
    state = to_main(game([deck((scryer, 4), (lantern, 2)), deck()], seed=931))
    me = state.seats[0]
    holder = _holder(state, scryer)
    on_top(state, me, lantern)
    second, bottom, hand, size = me.deck[-2], me.deck[0], Counter(me.hand), len(me.deck)
    _run(state, scryer, holder)
    assert Counter(me.hand) - hand == Counter(ids(state, lantern)[:1])
    assert len(me.deck) == size - 1 and me.deck[-1] == second and me.deck[0] == bottom


def test_a_revealed_card_that_does_not_match_stays_on_top():
    """Card wording: "Reveal the top card of your deck. If it is a <Trait: X> card, draw 1 card." When the revealed
    card is not <Trait: X>, nothing is drawn and no sentence moves the card: it stays on top of the deck."""
    scryer, other = card("R03", text=SCRYER), card("R04", traits=["Dusk"])
    state = to_main(game([deck((scryer, 4), (other, 2)), deck()], seed=932))
    me = state.seats[0]
    holder = _holder(state, scryer)
    on_top(state, me, other)
    deck_before, hand = list(me.deck), Counter(me.hand)
    _run(state, scryer, holder)
    assert Counter(me.hand) == hand and me.deck == deck_before
