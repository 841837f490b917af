"""Union Arena: random play over many seeds keeps every invariant (determinism, replay, clone and
determinize: tests/test_engine_contract.py)."""
from pathlib import Path

import pytest

from engine.core import GameOptions, make_pilot, new_game
from engine.deckfile import load_card_index, load_deck
from engine.games.union_arena.state import check_invariants

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "union-arena"


@pytest.fixture(scope="module")
def decks():
    index = load_card_index("union-arena")
    return [load_deck("union-arena", SAMPLES / "dawnblade-aggro.txt", index),
            load_deck("union-arena", SAMPLES / "skyward-tempo.txt", index)]


def play(decks, seed, pilots=("random", "random"), goldfish=False, check=True):
    options = GameOptions(goldfish=goldfish, turn_cap=80)
    state = new_game("union-arena", decks[:1] if goldfish else decks, seed, options)
    players = [make_pilot(name, "union-arena", seat, {"seed": seed + seat}) for seat, name in enumerate(pilots)]
    while not state.is_terminal():
        action = players[state.current_player()].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        if check:
            check_invariants(state)
    return state


@pytest.mark.parametrize("seed", range(60))
def test_random_play_never_breaks_an_invariant(decks, seed):
    state = play(decks, seed)
    assert state.is_terminal()
    if state.capped:
        assert state.winner() is None
    else:  # seed 000: a player loses when a hit finds no life card left, or when it cannot draw
        loser = state.seats[1 - state.winner()]
        assert not loser.life or not loser.deck


@pytest.mark.parametrize("seed", range(10))
def test_goldfish_invariants(decks, seed):
    assert play(decks, seed, ("random",), goldfish=True).is_terminal()

