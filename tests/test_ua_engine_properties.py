"""Random play over many seeds keeps every invariant; the same seed gives the same game and log;
replaying the actions rebuilds the game exactly."""
from pathlib import Path

import pytest

from engine.core import GameOptions, make_pilot, new_game, replay
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
    assert all(len(seat.life) >= 0 for seat in state.seats)


@pytest.mark.parametrize("seed", range(10))
def test_goldfish_invariants(decks, seed):
    assert play(decks, seed, ("random",), goldfish=True).is_terminal()


def test_same_seed_same_game_and_log(decks):
    one, two = play(decks, 42, ("greedy", "random")), play(decks, 42, ("greedy", "random"))
    assert one.actions == two.actions and one.events == two.events and one.result() == two.result()
    assert play(decks, 43, ("greedy", "random")).events != one.events


def test_replay_from_actions_is_exact(decks):
    original = play(decks, 7, ("greedy", "greedy"))
    again = replay("union-arena", decks, 7, GameOptions(turn_cap=80), original.actions)
    assert again.events == original.events and again.winner() == original.winner()


def test_clone_and_determinize_do_not_touch_the_original(decks):
    import random

    state = new_game("union-arena", decks, 5, GameOptions(turn_cap=80))
    state.apply(state.legal_actions()[0])
    before = (list(state.seats[1].hand), list(state.seats[1].deck), list(state.events))
    world = state.determinize(0, random.Random(1))
    assert sorted(world.seats[1].hand + world.seats[1].deck + world.seats[1].life) == sorted(
        state.seats[1].hand + state.seats[1].deck + state.seats[1].life)
    world.apply(world.legal_actions()[0])
    assert (state.seats[1].hand, state.seats[1].deck, state.events) == before
    assert world.seats[0].hand == state.seats[0].hand  # what seat 0 sees is kept
