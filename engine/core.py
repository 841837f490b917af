"""The one small state API every game implements, and the registries of games and pilots.

A game is registered by name and makes a new `GameState` from decks and a seed. Every game's
state answers the same questions, so the runner, the pilots and the job system never need to
know which game they are playing (the OpenSpiel shape):

    state = new_game("union-arena", decks=[deck_a, deck_b], seed=1234, options=GameOptions())
    while not state.is_terminal():
        seat = state.current_player()
        action = pilots[seat].choose(state)
        state.apply(action)
    state.winner()   # seat index, or None for a draw / capped game

Rules of the contract:
- All randomness comes from the state's own `random.Random(seed)`; never the module-level `random`.
- `legal_actions()` lists what the player to act may do now. Actions are small immutable values
  (ints or tuples of ints) so they are cheap to compare, hash and log.
- `apply(action)` must only be given one of `legal_actions()`; it advances the game until the next
  decision (automatic steps such as draws and untaps happen inside it).
- `actions` (the list of applied actions) plus the seed and the decks replay the game exactly:
  `replay(game, decks, seed, options, actions)` gives an identical state and event log.
- `events` is a compact, human-readable event log (tuples: (turn, seat, kind, *details)).
- `clone()` returns an independent copy (search pilots explore on clones); `determinize(seat, rng)`
  returns a clone in which what `seat` cannot see (opponent hand, deck orders, face-down cards) is
  re-dealt at random consistently with what `seat` knows.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.cards import CardRecord

Action = Any  # an int or a tuple of ints; game-specific meaning


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck as the engine plays it: card records with counts, plus game-specific sections.

    `main` is the draw pile (Union Arena: the 50 cards; Arcana: the deck; Universal Arena: the
    characters' cards; Unien: the play and energy cards). `extra` holds cards kept apart from the
    draw pile (Union Arena AP cards, Unien leaders, Universal Arena characters and Ultimates).
    """

    main: tuple[tuple[CardRecord, int], ...]
    extra: tuple[tuple[CardRecord, int], ...] = ()
    name: str = ""


@dataclass(frozen=True, slots=True)
class GameOptions:
    goldfish: bool = False  # one deck; the opponent never acts, its life is only taken by attacks
    turn_cap: int = 30  # a game still running after this many turns (both players' turns count) is capped
    first_player: int | None = None  # seat that goes first; None = decided by the game's own rule
    extra: dict = field(default_factory=dict)  # game-specific options


class GameState(Protocol):
    seed: int
    turn: int  # turns started so far (1-based once the first turn begins)
    actions: list  # every action applied, in order
    events: list  # compact event log

    def current_player(self) -> int: ...  # seat to act; -1 when terminal

    def legal_actions(self) -> list: ...

    def apply(self, action: Action) -> None: ...

    def is_terminal(self) -> bool: ...

    def winner(self) -> int | None: ...  # seat that won; None for a draw or while running

    def result(self) -> dict: ...  # game_result(...) below: the shape engine.aggregate reads

    def clone(self) -> GameState: ...

    def determinize(self, seat: int, rng: random.Random) -> GameState: ...


def seat_result(drawn, played, redrew: bool, turns_without_play: int, turns: int, incomplete_cards: int) -> dict:
    """One seat of `GameState.result()`: the identities it drew and played, whether it re-drew (mulliganed),
    its own turns with no play, its own turns, and how many distinct cards of its deck are simulated
    incompletely."""
    return {"drawn": sorted(drawn), "played": sorted(played), "redrew": bool(redrew),
            "turns_without_play": turns_without_play, "turns": turns, "incomplete_cards": incomplete_cards}


def game_result(winner: int | None, first_player: int, turns: int, capped: bool, kill_turn: int | None,
                seats: list[dict]) -> dict:
    """`GameState.result()`, the shape engine.aggregate reads (both seats, even in goldfish); `kill_turn`:
    seat 0's own turn on which it won, else None."""
    return {"winner": winner, "first_player": first_player, "turns": turns, "capped": capped, "kill_turn": kill_turn,
            "seats": seats}


class Pilot(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


GameFactory = Callable[[Sequence[DeckList], int, GameOptions], GameState]
PilotFactory = Callable[[str, int, dict], Pilot]  # (game name, seat, options) -> pilot

GAMES: dict[str, GameFactory] = {}
PILOTS: dict[str, PilotFactory] = {}


def register_game(name: str, factory: GameFactory) -> None:
    GAMES[name] = factory


def register_pilot(name: str, factory: PilotFactory) -> None:
    PILOTS[name] = factory


def _load_builtins() -> None:
    # Importing the packages registers their games and pilots.
    import engine.games  # noqa: F401
    import engine.pilots  # noqa: F401


def new_game(name: str, decks: Sequence[DeckList], seed: int, options: GameOptions | None = None) -> GameState:
    _load_builtins()
    try:
        factory = GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; registered: {sorted(GAMES)}") from None
    return factory(decks, seed, options or GameOptions())


def make_pilot(name: str, game: str, seat: int, options: dict | None = None) -> Pilot:
    _load_builtins()
    try:
        factory = PILOTS[name]
    except KeyError:
        raise KeyError(f"unknown pilot {name!r}; registered: {sorted(PILOTS)}") from None
    return factory(game, seat, options or {})


def replay(name: str, decks: Sequence[DeckList], seed: int, options: GameOptions | None, actions: Sequence) -> GameState:
    state = new_game(name, decks, seed, options)
    for action in actions:
        state.apply(action)
    return state
