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
from dataclasses import dataclass, field, fields
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


DEFAULT_TURN_CAP = 40  # the one default: GameOptions, the job API and `python -m engine simulate`


@dataclass(frozen=True, slots=True)
class GameOptions:
    goldfish: bool = False  # one deck; the opponent never acts, its life is only taken by attacks
    turn_cap: int = DEFAULT_TURN_CAP  # a game still running after this many turns (both players' turns count) is capped
    first_player: int | None = None  # seat that goes first; None = decided by the game's own rule
    extra: dict = field(default_factory=dict)  # game-specific options

    @property
    def log_events(self) -> bool:
        """Whether the game keeps its event log (`extra["events"]`, on unless turned off)."""
        return self.extra.get("events", True)


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

    def result(self) -> GameResult: ...  # GameResult below: what engine.aggregate reads

    def clone(self) -> GameState: ...

    def determinize(self, seat: int, rng: random.Random) -> GameState: ...


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a `GameResult`: the identities it drew and played (sorted), whether it re-drew
    (mulliganed), its own turns with no play, its own turns, and how many distinct cards of its deck
    are simulated incompletely."""

    drawn: tuple[str, ...]
    played: tuple[str, ...]
    redrew: bool
    turns_without_play: int
    turns: int
    incomplete_cards: int

    def as_dict(self) -> dict:
        return {"drawn": list(self.drawn), "played": list(self.played), "redrew": self.redrew,
                "turns_without_play": self.turns_without_play, "turns": self.turns,
                "incomplete_cards": self.incomplete_cards}


@dataclass(frozen=True, slots=True)
class GameResult:
    """`GameState.result()`: what engine.aggregate reads, both seats even in goldfish.

    `kill_turn` is written here once for every game and mode: when seat 0 (deck A) won, the number
    of its own turns it had begun when the game ended (its turn 3 is 3 whoever went first; a win
    during the opponent's turn counts seat 0's turns so far); None when seat 0 did not win
    (a loss, a draw, a capped game)."""

    winner: int | None
    first_player: int
    turns: int
    capped: bool
    seats: tuple[SeatResult, SeatResult]

    @property
    def kill_turn(self) -> int | None:
        return self.seats[0].turns if self.winner == 0 else None

    def as_dict(self) -> dict:
        """The plain shape stored in job results (unchanged since results were dicts)."""
        return {"winner": self.winner, "first_player": self.first_player, "turns": self.turns,
                "capped": self.capped, "kill_turn": self.kill_turn, "seats": [seat.as_dict() for seat in self.seats]}


# Every game builds its result here, once per game. A frozen dataclass's __init__ sets each field with an
# object.__setattr__ call that looks the setter up again (about half of a short goldfish game's result
# cost); these set the same slots through their descriptors. (Unpacking checks the field count.)
_new = object.__new__
_SET_DRAWN, _SET_PLAYED, _SET_REDREW, _SET_IDLE, _SET_SEAT_TURNS, _SET_INCOMPLETE = (
    SeatResult.__dict__[f.name].__set__ for f in fields(SeatResult))
_SET_WINNER, _SET_FIRST, _SET_TURNS, _SET_CAPPED, _SET_SEATS = (
    GameResult.__dict__[f.name].__set__ for f in fields(GameResult))


def seat_result(drawn, played, redrew: bool, turns_without_play: int, turns: int, incomplete_cards: int) -> SeatResult:
    """A `SeatResult` from any iterables of drawn and played identities."""
    result = _new(SeatResult)
    _SET_DRAWN(result, tuple(sorted(drawn)))
    _SET_PLAYED(result, tuple(sorted(played)))
    _SET_REDREW(result, bool(redrew))
    _SET_IDLE(result, turns_without_play)
    _SET_SEAT_TURNS(result, turns)
    _SET_INCOMPLETE(result, incomplete_cards)
    return result


def game_result(winner: int | None, first_player: int, turns: int, capped: bool, seats) -> GameResult:
    result = _new(GameResult)
    _SET_WINNER(result, winner)
    _SET_FIRST(result, first_player)
    _SET_TURNS(result, turns)
    _SET_CAPPED(result, capped)
    _SET_SEATS(result, tuple(seats))
    return result


SOLO_SEATS, BOTH_SEATS = (0,), (0, 1)  # playing_seats (module constants: see docs/engine.md, "The compiled build")


class BaseState:
    """The state-API code every game shares (Arcana, Unien and Universal Arena adopt it).

    A game's state calls `_start(...)` first in its `__init__` (before it draws anything from `rng`),
    sets `phase` to its class attribute `OVER` when the game ends, and writes what differs: its own
    slots, `legal_actions`, `apply`, `current_player`, `determinize`, `_seat_result(index)` (one seat of
    the result) and, for mutable values other than flat lists, `_copy_into(other)` for `clone`.
    """

    __slots__ = ("table", "seed", "rng", "goldfish", "turn_cap", "logging", "turn", "first", "phase",
                 "winner_seat", "capped", "actions", "events")
    OVER: int = -1  # the phase of a finished game

    def _start(self, table, seed: int, goldfish: bool, turn_cap: int, logging: bool) -> None:
        self.table = table
        self.seed = seed
        self.rng = random.Random(seed)
        self.goldfish = goldfish
        self.turn_cap = turn_cap
        self.logging = logging  # the event log; the runner turns it off for games it keeps no sample of
        self.turn = 0
        self.first = 0
        self.winner_seat: int | None = None
        self.capped = False
        self.actions: list = []
        self.events: list = []

    def playing_seats(self) -> tuple[int, ...]:
        """The seats with cards: seat 0 alone in goldfish."""
        return SOLO_SEATS if self.goldfish else BOTH_SEATS

    def is_terminal(self) -> bool:
        return self.phase == self.OVER

    def winner(self) -> int | None:
        return self.winner_seat

    def result(self) -> GameResult:
        return game_result(self.winner_seat, self.first, self.turn, self.capped,
                           (self._seat_result(0), self._seat_result(1)))

    def _seat_result(self, index: int) -> SeatResult:
        raise NotImplementedError

    def incomplete_cards(self, index: int) -> int:
        """Distinct cards of seat `index`'s deck simulated incompletely (0 for the goldfish opponent)."""
        counts = self.table.deck_incomplete
        return counts[index] if index < len(counts) else 0

    def clone(self):
        cls = type(self)
        other = cls.__new__(cls)  # (not object.__new__: the compiled build makes BaseState an extension type)
        for slot in _all_slots(type(self)):
            setattr(other, slot, getattr(self, slot))
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.actions, other.events = self.actions[:], self.events[:]
        self._copy_into(other)
        return other

    def _copy_into(self, other) -> None:
        """Give `other` (a shallow copy of every slot) its own copies of this game's mutable values."""


_SLOTS: dict[type, tuple[str, ...]] = {}


def _all_slots(cls: type) -> tuple[str, ...]:
    slots = _SLOTS.get(cls)
    if slots is None:
        slots = _SLOTS[cls] = tuple(name for klass in reversed(cls.__mro__) for name in getattr(klass, "__slots__", ()))
    return slots


def seated_decks(decks: Sequence[DeckList], options: GameOptions, title: str) -> list[DeckList]:
    """The decks a new game seats: the first alone in goldfish, exactly two head-to-head."""
    if options.goldfish:
        return list(decks[:1])
    if len(decks) != 2:
        raise ValueError(f"a head-to-head {title} game needs two decks, got {len(decks)}")
    return list(decks)


class Pilot(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


GameFactory = Callable[[Sequence[DeckList], int, GameOptions], GameState]
PilotFactory = Callable[[str, int, dict], Pilot]  # (game name, seat, options) -> pilot

GAMES: dict[str, GameFactory] = {}
PILOTS: dict[str, PilotFactory] = {}
PILOT_DESCRIPTIONS: dict[str, str] = {}  # name -> one line on what the pilot does and costs


def register_game(name: str, factory: GameFactory) -> None:
    GAMES[name] = factory


def register_pilot(name: str, factory: PilotFactory, description: str) -> None:
    """Register a pilot with one line on what it does and what it costs; the job form, the API and
    `python -m engine simulate` offer the pilots from here."""
    if not description:
        raise ValueError(f"pilot {name!r}: give one line on what it does and costs")
    PILOTS[name] = factory
    PILOT_DESCRIPTIONS[name] = description


def pilot_descriptions() -> dict[str, str]:
    """Every registered pilot's name and one-line description, in registration order."""
    _load_builtins()
    return dict(PILOT_DESCRIPTIONS)


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
