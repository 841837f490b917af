"""The state API every registered game implements (engine/core.py, docs/engine.md "The state API"),
checked once over every game of `engine.core.GAMES` with its bench decks:

- the same seed and choices give the same game, event log and result; replaying the actions too;
- `clone()` is independent of the original;
- `determinize(seat, rng)` keeps what `seat` sees and re-deals what it cannot (the opponent's hand and
  deck keep their sizes; another rng gives other contents);
- after every action the game's own invariants hold (every card in exactly one zone, bounds), a running
  game has a legal action and a player to act, a finished one has none;
- the result has one shape, and `kill_turn` one meaning in every game and mode (GameResult).
"""
import random
from dataclasses import replace

import pytest

import engine.games  # noqa: F401 - registers every game
import engine.pilots  # noqa: F401 - and their pilots
from engine.commands.bench import SAMPLE_DECKS, bench_decks
from engine.core import GAMES, GameOptions, GameResult, SeatResult, make_pilot, new_game, replay
from engine.deckfile import load_card_index, load_deck
from engine.games.arcana.state import check_invariants as arcana_invariants
from engine.games.unien.state import check_invariants as unien_invariants
from engine.games.union_arena.state import check_invariants as union_arena_invariants
from engine.games.universal_arena.state import check_invariants as universal_arena_invariants

GAME_NAMES = sorted(GAMES)
TURN_CAP = 40


def _identities(state, cards):
    """Card identities of instance ids (Arcana and Unien map an instance to its card row)."""
    table = state.table
    if hasattr(state, "cid"):
        return [table.identity[state.cid[c]] for c in cards]
    if hasattr(state, "kind"):
        return [table.identity[state.kind[c]] for c in cards]
    return [table.identity[c] for c in cards]


def _hand_and_deck(state, seat):
    """What a seat holds in hand and in its draw pile, as card identities."""
    if hasattr(state, "hand"):  # Arcana: per-seat lists on the state
        return _identities(state, state.hand[seat]), _identities(state, state.deck[seat])
    held = state.seats[seat]
    pile = held.pile if hasattr(held, "pile") else held.deck
    return _identities(state, held.hand), _identities(state, pile)


# Each game's own invariants (every card in exactly one zone, counters within bounds).
INVARIANTS = {"arcana": arcana_invariants, "unien": unien_invariants, "union-arena": union_arena_invariants,
              "universal-arena": universal_arena_invariants}


def test_every_registered_game_has_bench_decks_and_invariants():
    assert GAME_NAMES and all(name in bench_decks() and name in INVARIANTS for name in GAME_NAMES)


@pytest.fixture(scope="module", params=GAME_NAMES)
def game(request):
    name = request.param
    index = load_card_index(name)
    return name, [load_deck(name, SAMPLE_DECKS / name / deck, index) for deck in bench_decks()[name]]


def _pilots(name, kinds, seed):
    return [make_pilot(kind, name, seat, {"seed": seed + seat}) for seat, kind in enumerate(kinds)]


def _play(state, pilots, check=None, limit=None):
    steps = 0
    while not state.is_terminal() and (limit is None or steps < limit):
        action = pilots[state.current_player()].choose(state)
        state.apply(action)
        steps += 1
        if check:
            check(state)
    return state


def _check_contract(name):
    own = INVARIANTS[name]

    def check(state):
        own(state)
        if state.is_terminal():
            assert state.current_player() == -1 and state.legal_actions() == []
        else:
            assert state.current_player() in (0, 1) and state.legal_actions()
            assert state.winner() is None
    return check


@pytest.mark.parametrize("kinds", [("random", "random"), ("greedy", "random")])
def test_invariants_hold_after_every_action(game, kinds):
    name, decks = game
    for seed in range(4):
        state = new_game(name, decks, seed, GameOptions(turn_cap=TURN_CAP))
        _check_contract(name)(state)
        _play(state, _pilots(name, kinds, seed), check=_check_contract(name))
        assert state.is_terminal() and state.actions


def test_goldfish_invariants_hold_after_every_action(game):
    name, decks = game
    for seed in range(3):
        state = new_game(name, decks[:1], seed, GameOptions(goldfish=True, turn_cap=TURN_CAP))
        _play(state, _pilots(name, ("random", "random"), seed), check=_check_contract(name))
        assert state.is_terminal()


def test_same_seed_same_game_and_log_and_replay(game):
    name, decks = game
    options = GameOptions(turn_cap=TURN_CAP)
    for seed in range(3):
        one = _play(new_game(name, decks, seed, options), _pilots(name, ("greedy", "random"), seed))
        two = _play(new_game(name, decks, seed, options), _pilots(name, ("greedy", "random"), seed))
        assert one.actions == two.actions and one.events == two.events and one.result() == two.result()
        again = replay(name, decks, seed, options, one.actions)
        assert again.is_terminal() and again.events == one.events and again.result() == one.result()
    other = _play(new_game(name, decks, 99, options), _pilots(name, ("greedy", "random"), 99))
    assert other.events != one.events


def _mid_game(name, decks, seed=5, steps=12):
    state = new_game(name, decks, seed, GameOptions(turn_cap=TURN_CAP))
    _play(state, _pilots(name, ("greedy", "greedy"), seed), limit=steps)
    assert not state.is_terminal()
    return state


def test_clone_is_independent(game):
    name, decks = game
    state = _mid_game(name, decks)
    before = (list(state.actions), list(state.events), _hand_and_deck(state, 0), _hand_and_deck(state, 1))
    copy = state.clone()
    assert copy.actions == state.actions and copy.legal_actions() == state.legal_actions()
    _play(copy, _pilots(name, ("random", "random"), 1), check=_check_contract(name))
    assert copy.is_terminal() and not state.is_terminal()
    assert (state.actions, state.events, _hand_and_deck(state, 0), _hand_and_deck(state, 1)) == before
    # the original plays on exactly as a fresh replay of its actions does
    fresh = replay(name, decks, 5, GameOptions(turn_cap=TURN_CAP), state.actions)
    pilots = _pilots(name, ("greedy", "greedy"), 5)
    _play(state, pilots)
    _play(fresh, _pilots(name, ("greedy", "greedy"), 5))
    assert state.events == fresh.events and state.result() == fresh.result()


def test_determinize_hides_only_what_the_seat_cannot_see(game):
    name, decks = game
    state = _mid_game(name, decks)
    seat = state.current_player()
    hand, deck = _hand_and_deck(state, seat)
    their_hand, their_deck = _hand_and_deck(state, 1 - seat)
    assert their_hand and their_deck
    worlds = [state.determinize(seat, random.Random(n)) for n in range(6)]
    seen = set()
    for world in worlds:
        INVARIANTS[name](world)
        my_hand, my_deck = _hand_and_deck(world, seat)
        assert my_hand == hand and len(my_deck) == len(deck)  # its own hand kept; its deck re-dealt (with
        # what it cannot see either: Union Arena life cards)
        other_hand, other_deck = _hand_and_deck(world, 1 - seat)
        assert len(other_hand) == len(their_hand) and len(other_deck) == len(their_deck)
        seen.add(tuple(sorted(other_hand)))
        assert world.legal_actions() == state.legal_actions() or world.current_player() == seat
    assert len(seen) > 1, "another rng deals the opponent another hand"
    assert _hand_and_deck(state, 1 - seat) == (their_hand, their_deck)  # the original is untouched


@pytest.mark.parametrize("goldfish", [True, False], ids=["goldfish", "head-to-head"])
def test_result_shape_and_the_one_kill_turn_rule(game, goldfish):
    """kill_turn (docs/engine.md "Results"): seat 0's own turns when seat 0 won, in every game and mode;
    None otherwise."""
    name, decks = game
    wins = 0
    for seed in range(6):
        state = new_game(name, decks[:1] if goldfish else decks, seed, GameOptions(goldfish=goldfish, turn_cap=TURN_CAP))
        _play(state, _pilots(name, ("greedy", "greedy"), seed))
        result = state.result()
        assert isinstance(result, GameResult) and all(isinstance(seat, SeatResult) for seat in result.seats)
        assert result.winner == state.winner() and result.turns == state.turn and len(result.seats) == 2
        assert (result.winner is None) or not result.capped
        if result.winner == 0:
            wins += 1
            assert 1 <= result.kill_turn == result.seats[0].turns <= result.turns
        else:
            assert result.kill_turn is None
        data = result.as_dict()
        assert set(data) == {"winner", "first_player", "turns", "capped", "kill_turn", "seats"}
        assert all(set(seat) == {"drawn", "played", "redrew", "turns_without_play", "turns", "incomplete_cards"}
                   for seat in data["seats"])
        assert data["kill_turn"] == result.kill_turn and data["seats"][0]["drawn"] == sorted(result.seats[0].drawn)
        assert replace(result, winner=None, capped=True).kill_turn is None  # a game the runner caps
    assert wins, "greedy seat 0 wins some games"
