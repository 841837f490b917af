"""Universal Arena greedy pilot: scenario checks that it plays seed 003 sensibly (defends to survive,
starts the round it must start)."""
from __future__ import annotations

from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import END_TURN, PASS, PLAY, ROUND_START
from tests.universal_arena_engine_helpers import NORMAL, SPARE, card, deck, filler, game, give, play


def duel(cards0, cards1, **options):
    return game(deck([*cards0, SPARE, *filler("a")], (("Ayla", 20),)),
                deck([*cards1, SPARE, *filler("b")], (("Bram", 20),)), **options)


def chosen_card(state, action):
    return state.table.records[state.seats[state.actor].hand[action[1]]].number


def test_greedy_defends_against_a_lethal_hit_even_for_a_small_shield():
    """Seed 003 Win Conditions and How To Clash 2: at 3 HP against a 3-damage attack, a shield of 1
    keeps the team alive, so the pilot plays it (it skips 1-point shields otherwise)."""
    state = duel([card("A", damage=3)], [card("D", kind="defense", shield=1)])
    give(state, 0, "A")
    give(state, 1, "D")
    state.seats[1].hp = 3
    play(state, "A", NORMAL)
    action = GreedyPilot(1).choose(state)
    assert action[0] == PLAY and chosen_card(state, action) == "D"
    state.seats[1].hp = 20  # not lethal: a 1-point shield is not worth the card
    assert GreedyPilot(1).choose(state) == PASS


def test_greedy_starts_the_first_round_with_its_best_shield_when_it_has_no_attack():
    """Seed 003 How To Play 3 (rule "combat-start"): the turn's first round must be started; with no
    attack the pilot leads with its biggest shield, and ends the turn after that round."""
    state = duel([card("D1", kind="defense", speed="fast", shield=1), card("D3", kind="defense", shield=3)], [])
    give(state, 0, "D1", "D3")
    pilot = GreedyPilot(0)
    action = pilot.choose(state)
    assert action in state.legal_actions() and chosen_card(state, action) == "D3"
    state.apply(action)
    while state.phase != ROUND_START:
        state.apply(PASS)
    assert pilot.choose(state) == END_TURN
