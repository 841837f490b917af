"""Union Arena: random play over many seeds keeps every invariant (determinism, replay, clone and
determinize: tests/test_engine_contract.py)."""

import pytest

from engine.games.union_arena.state import check_invariants
from tests.engine_play_helpers import play_checked, sample_decks


@pytest.fixture(scope="module")
def decks():
    return sample_decks("union-arena", "dawnblade-aggro", "skyward-tempo")


def play(decks, seed, pilots=("random", "random"), goldfish=False, check=True):
    return play_checked("union-arena", decks, seed, invariants=check_invariants if check else None, pilots=pilots,
                        goldfish=goldfish)


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

