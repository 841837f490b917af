"""Arcana engine: random-play invariants, what determinize keeps (face-up cards), pilots, goldfish
(determinism, replay and clone: tests/test_engine_contract.py)."""
from pathlib import Path
from random import Random

import pytest

from engine.core import GameOptions, new_game
from engine.deckfile import load_card_index, load_deck
from engine.games.arcana.greedy import GreedyPilot
from engine.games.arcana.state import check_invariants
from engine.runner import run_games

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "arcana"


@pytest.fixture(scope="module")
def decks():
    index = load_card_index("arcana")
    return [load_deck("arcana", SAMPLES / name, index) for name in ("heroic-beasts.txt", "fallen-arcana.txt")]


def play(state, pilots, check=False):
    while not state.is_terminal():
        actions = state.legal_actions()
        action = pilots[state.current_player()].choose(state)
        assert action in actions
        state.apply(action)
        if check:
            check_invariants(state)
    return state


class RandomChooser:
    def __init__(self, seed):
        self.rng = Random(seed)

    def choose(self, state):
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]


@pytest.mark.parametrize("seed", range(40))
def test_random_play_keeps_invariants(decks, seed):
    """Seed 004 as a whole: zones (5 creatures, 5 runes, hand 7), one zone per card, HP bounds,
    stats ≥ 0, never stuck — over random play."""
    state = new_game("arcana", decks, seed, GameOptions(turn_cap=40))
    check_invariants(state)
    play(state, [RandomChooser(seed), RandomChooser(seed + 100)], check=True)
    assert state.result().seats[0].turns + state.result().seats[1].turns == min(state.turn, 40)


@pytest.mark.parametrize("seed", range(10))
def test_greedy_vs_random_keeps_invariants(decks, seed):
    """Seed 004 as a whole: the greedy pilot only plays legal actions and the invariants hold."""
    state = new_game("arcana", decks, seed, GameOptions(turn_cap=60))
    play(state, [GreedyPilot(0), RandomChooser(seed)], check=True)


def test_clone_is_independent_and_determinize_is_playable(decks):
    """Engine contract: clone() copies; determinize() re-deals only hidden cards and stays legal."""
    state = new_game("arcana", decks, 11, GameOptions())
    pilots = [RandomChooser(1), RandomChooser(2)]
    for _ in range(60):
        state.apply(pilots[state.current_player()].choose(state))
    copy = state.clone()
    snapshot = (list(state.actions), [list(h) for h in state.hand], list(state.hp))
    play(copy, pilots)
    assert (state.actions, state.hand, state.hp) == snapshot
    seat = state.current_player()
    world = state.determinize(seat, Random(3))
    check_invariants(world)
    assert world.hand[seat] == state.hand[seat] and [world.cid[u] for u in world.hand[seat]] == \
        [state.cid[u] for u in state.hand[seat]]
    hidden = world.hand[1 - seat] + world.deck[1 - seat]
    assert sorted(world.cid[u] for u in hidden) == sorted(state.cid[u] for u in hidden) or any(
        not state.face_up[u] for u in state.field[1 - seat]) or state.runes[1 - seat]
    for uid in state.field[1 - seat]:
        if state.face_up[uid]:
            assert world.cid[uid] == state.cid[uid]
    play(world, [GreedyPilot(0), GreedyPilot(1)], check=True)


def test_no_event_log_when_disabled(decks):
    """Engine contract: options.extra['events'] False skips the log."""
    state = play(new_game("arcana", decks, 2, GameOptions(extra={"events": False})), [GreedyPilot(0), GreedyPilot(1)])
    assert state.events == [] and state.is_terminal()


def test_goldfish_counts_turns_to_win(decks):
    """Goldfish: one deck against an opponent with 10 HP and no cards; kill_turn is seat 0's own turn."""
    state = new_game("arcana", decks, 4, GameOptions(goldfish=True, first_player=0))
    assert state.hand[1] == [] and state.deck[1] == []
    play(state, [GreedyPilot(0)], check=True)
    result = state.result().as_dict()
    assert result["winner"] == 0 and result["kill_turn"] == result["seats"][0]["turns"] and state.hp[1] == 0
    assert set(result) == {"winner", "first_player", "turns", "capped", "kill_turn", "seats"}
    assert set(result["seats"][1]) == {"drawn", "played", "redrew", "turns_without_play", "turns",
                                       "incomplete_cards"}


def test_runner_head_to_head_and_goldfish(decks):
    """The greedy pilot through engine.runner: head-to-head finishes games, goldfish wins them."""
    h2h = run_games("arcana", decks, ["greedy", "greedy"], 0, 40, 7, GameOptions(turn_cap=60))
    assert h2h.errors == 0 and h2h.games == 40 and h2h.capped < 10
    fish = run_games("arcana", decks, ["greedy", "greedy"], 0, 20, 7, GameOptions(goldfish=True, turn_cap=60))
    assert fish.errors == 0 and fish.wins == 20


def test_greedy_beats_random(decks):
    """The greedy pilot is a real heuristic: it wins most games against random play."""
    wins = 0
    for seed in range(20):
        state = play(new_game("arcana", decks, seed, GameOptions(turn_cap=60, first_player=seed % 2)),
                     [GreedyPilot(0), RandomChooser(seed)])
        wins += state.winner() == 0
    assert wins >= 15
