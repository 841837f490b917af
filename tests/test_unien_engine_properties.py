"""Unien engine: random play over many seeds keeps every invariant; the same seed gives the same game
and log; replaying the actions rebuilds the game; greedy pilots reach their leaders' win conditions."""
import random
from pathlib import Path

import pytest

import engine.games.unien  # noqa: F401 - registers the game
from engine.core import GameOptions, make_pilot, new_game, replay
from engine.deckfile import load_card_index, load_deck
from engine.games.unien.greedy import GreedyPilot
from engine.games.unien.state import check_invariants
from engine.pilots import register_greedy
from engine.runner import run_games

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "unien"
DECKS = ["volca-atra", "wiz-hades", "inori-cosmo", "labora-owl", "atra-aqua"]
register_greedy("unien", GreedyPilot)


@pytest.fixture(scope="module")
def decks():
    index = load_card_index("unien")
    return {name: load_deck("unien", SAMPLES / f"{name}.txt", index) for name in DECKS}


def play(pair, seed, pilots=("random", "random"), goldfish=False, check=True, turn_cap=60):
    state = new_game("unien", pair[:1] if goldfish else pair, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap))
    players = [make_pilot(name, "unien", seat, {"seed": seed + seat}) for seat, name in enumerate(pilots)]
    while not state.is_terminal():
        action = players[state.current_player()].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        if check:
            check_invariants(state)
    return state


@pytest.mark.parametrize("seed", range(40))
def test_random_play_never_breaks_an_invariant(decks, seed):
    """Engine contract: every card in exactly one zone, energy counts within bounds, the game ends."""
    a, b = DECKS[seed % 5], DECKS[(seed + 1 + seed // 5) % 5]
    state = play([decks[a], decks[b]], seed)
    assert state.is_terminal() and (state.capped or state.end_reason)
    result = state.result()
    assert result["turns"] == state.turn and len(result["seats"]) == 2


@pytest.mark.parametrize("name", DECKS)
def test_goldfish_random_and_greedy_keep_invariants(decks, name):
    for seed in range(3):
        assert play([decks[name]], seed, ("random",), goldfish=True).is_terminal()
        state = play([decks[name]], seed, ("greedy",), goldfish=True)
        assert state.winner() == 0 and state.result()["kill_turn"] == state.seats[0].own_turns


def test_sample_decks_have_forty_cards_and_two_leaders_apart(decks):
    """Seed 001 デッキの構築: leaders in `extra`, the 40-card pile (play cards + energies) in `main`."""
    for deck in decks.values():
        assert sum(count for _, count in deck.main) == 40
        assert [record.type for record, _ in deck.extra] == ["leader", "leader"]


def test_same_seed_same_game_and_log(decks):
    pair = [decks["volca-atra"], decks["wiz-hades"]]
    one, two = play(pair, 42, ("greedy", "random")), play(pair, 42, ("greedy", "random"))
    assert one.actions == two.actions and one.events == two.events and one.result() == two.result()
    assert play(pair, 43, ("greedy", "random")).events != one.events


def test_replay_from_actions_is_exact(decks):
    pair = [decks["inori-cosmo"], decks["labora-owl"]]
    for pilots in (("greedy", "greedy"), ("random", "random")):
        original = play(pair, 7, pilots)
        again = replay("unien", pair, 7, GameOptions(turn_cap=60), original.actions)
        assert again.events == original.events and again.winner() == original.winner()


def test_clone_and_determinize_do_not_touch_the_original(decks):
    pair = [decks["labora-owl"], decks["atra-aqua"]]
    state = new_game("unien", pair, 3, GameOptions(turn_cap=60))
    pilots = [GreedyPilot(0), GreedyPilot(1)]
    for _ in range(30):  # mid-game (the greedy game of this seed ends after 51 actions)
        state.apply(pilots[state.current_player()].choose(state))
    assert not state.is_terminal()
    before = (state.result(), [s.hand[:] for s in state.seats], [s.deck[:] for s in state.seats], state.events[:])
    copy = state.clone()
    world = state.determinize(0, random.Random(1))
    assert world.seats[0].hand == state.seats[0].hand and len(world.seats[1].hand) == len(state.seats[1].hand)
    assert sorted(world.seats[1].hand + world.seats[1].deck) == sorted(state.seats[1].hand + state.seats[1].deck) \
        or any(world.category[c] == 6 for c in world.seats[1].energy)
    for other in (copy, world):
        check_invariants(other)
        while not other.is_terminal():
            other.apply(pilots[other.current_player()].choose(other))
    assert before == (state.result(), [s.hand[:] for s in state.seats], [s.deck[:] for s in state.seats],
                      state.events)


def test_greedy_goldfish_reaches_each_leaders_condition(decks):
    """The greedy pilot works toward its leaders' win conditions: each sample deck wins goldfish games."""
    reasons = set()
    for name in DECKS:
        for seed in range(6):
            state = play([decks[name]], seed, ("greedy",), goldfish=True, check=False)
            assert state.winner() == 0, (name, seed)
            reasons.add(state.end_reason)
    assert reasons >= {"volca", "wiz", "inori", "labora", "atra", "aqua"}


def test_run_games_head_to_head_and_goldfish(decks):
    pair = [decks["volca-atra"], decks["wiz-hades"]]
    aggregate = run_games("unien", pair, ["greedy", "greedy"], 0, 40, 5, GameOptions(turn_cap=60))
    assert aggregate.errors == 0 and aggregate.games == 40
    goldfish = run_games("unien", pair, ["greedy"], 0, 20, 5, GameOptions(goldfish=True, turn_cap=60))
    assert goldfish.errors == 0 and goldfish.capped == 0
