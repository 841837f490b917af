"""Union Arena: "(During your Main Phase,) when this active character gets rested by your card effect, ..." — an effect
of yours switching it from active to rest (seed 000, Active Mode and Rest Mode), not a cost and not an attack —
compiled from card texts written for Decklab and played through the engine's API (docs/engine.md, the bullet "Rested
by your effect")."""
from engine.games.union_arena.constants import ACTIVATE
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, setup_battle, to_main, unit_from_zones

WATCHER = ("[Your Turn] [1 Per Turn] During your Main Phase, when this active character gets rested by your card effect, "
           "you may draw 1 card.")
RESTER = "Choose 1 active character on your area and rest it."


def test_an_effect_of_yours_resting_it_draws_once_a_turn():
    """Rested by an effect in the Main Phase: a card drawn; rested again the same turn (after being set active): no
    second card ([1 Per Turn])."""
    effect = compiled_effects(WATCHER)[0]
    assert effect["timing"] == "when-rested-by-your-effect" and effect["once_per_turn"]
    watcher = card("631", text=WATCHER)
    state = to_main(game([deck((watcher, 4)), deck()], seed=41))
    me = state.seats[0]
    guard = unit_from_zones(state, watcher, 0)
    me.front[:] = [guard]
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(RESTER), None)
    assert guard.rested and len(me.hand) == hand + 1
    guard.rested = False
    run_effects(state, 0, compiled_effects(RESTER), None)
    assert guard.rested and len(me.hand) == hand + 1
    check_invariants(state)


def test_a_cost_is_not_an_effect():
    """"[Rest this card]" pays a cost: it does not draw."""
    text = WATCHER + "\n[Main] [Rest this card] This character gets +1000 BP during this turn."
    watcher = card("632", text=text)
    state = to_main(game([deck((watcher, 4)), deck()], seed=42))
    me = state.seats[0]
    guard = unit_from_zones(state, watcher, 0)
    me.front[:] = [guard]
    hand = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert guard.rested and len(me.hand) == hand
    check_invariants(state)


def test_outside_the_main_phase_said_it_does_not_draw():
    """"During your Main Phase": rested by an effect in the Attack Phase, it does not draw."""
    watcher = card("633", text=WATCHER)
    state = to_main(game([deck((watcher, 4)), deck()], seed=43))
    me = state.seats[0]
    guard = unit_from_zones(state, watcher, 0)
    setup_battle(state, [guard], [])
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(RESTER), None)
    assert guard.rested and len(me.hand) == hand
    check_invariants(state)
