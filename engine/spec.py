"""One `GameSpec` per game: everything the rest of Decklab needs to know about a game, in one value.

Each game package under engine/games/ builds its spec in its own `spec.py` and registers it once
with `register_spec`; the card parser, deck text, deck rules, statistics, pilots, the card database
and the pages ask `spec_for(game)` instead of comparing game names:

    spec = spec_for("union-arena")
    spec.display_name        # "Union Arena"
    spec.hand_size           # 7
    spec.greedy(seat)        # the game's own heuristic pilot

`spec_for` and `all_specs` import engine.games on first use, so importing this module costs nothing
and the game packages may import it freely.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

# (row, number, name) -> (card type, copy identity, set code, game-specific data); raises CardFieldError.
RowParser = Callable[[Any, str, str], tuple[str, str, str, dict]]


def _no_problems(effects: list) -> list[str]:
    return []


def _never(record) -> bool:
    return False


def _no_cost(record):
    return None


def _main_section(record) -> str:
    return "main"


@dataclass(frozen=True, slots=True)
class GameSpec:
    name: str  # the slug used everywhere ("union-arena")
    display_name: str  # what a player reads ("Union Arena")
    new_game: Callable  # (decks, seed, GameOptions) -> GameState
    parse_row: RowParser  # the game's part of a canonical card row (engine.cards.parse_card_row)
    # --- deck shape -------------------------------------------------------------------------
    sections: tuple[str, ...] = ("main",)  # deck sections in export order
    section_titles: dict = field(default_factory=dict)  # export titles other than "Deck" / the name titled
    pile_section: str = "main"  # the section that is the draw pile
    section_for: Callable[[Any], str] = _main_section  # a record's section (by its type)
    hand_size: int = 5
    # Cards drawn by turn N (after the opening hand): (turn, going_first) -> count.
    draws_by_turn: Callable[[int, bool], int] = lambda turn, first: turn - 1 if first else turn
    redraw_from_rest: bool = False  # the re-draw comes from the rest of the deck before the hand goes back
    # --- cards ------------------------------------------------------------------------------
    card_types: tuple[str, ...] = ()  # the game's card type slugs (CardRecord.type)
    card_fields: frozenset[str] = frozenset()  # the canonical format's game-specific fields
    row_extras: Callable[[Any, dict, dict], None] | None = None  # (record, row, data): card_row's game part
    card_table: Callable | None = None  # (decks) -> the game's card table, built once per pair of decks
    resolve_identity: Callable[[str], str] | None = None  # a typed token -> copy identity (None: by name)
    index_names: Callable[[Any], Sequence[str]] = lambda record: ()  # more names a card index finds it by
    # A deck-text line -> ((count, token) pairs, error); None: engine.decklist.count_and_name_tokens.
    deck_line_tokens: Callable[[str], tuple[list[tuple[int, str]], str | None]] | None = None
    export_names: bool = True  # deck text export adds `// Name` after each number
    complete_deck: Callable | None = None  # (DeckList, records) -> DeckList: fill what a short list implies
    # --- deck rules -------------------------------------------------------------------------
    rules: Sequence[tuple[str, Callable]] = ()  # (code, check(DeckCards, DeckOptions)) in order
    has_restricted_list: bool = False  # dated per-region restricted lists (Union Arena)
    # --- statistics and the card database's columns -----------------------------------------
    cost: Callable[[Any], Any] = _no_cost
    power: Callable[[Any], Any] = _no_cost
    colors: Callable[[Any], str] = lambda record: ""
    playable_turn_one: Callable[[Any], bool] = _never
    # --- effects ----------------------------------------------------------------------------
    effect_vocabulary: frozenset[str] = frozenset()  # the `do`/action names stored effects may use
    validate_effects: Callable[[list], list[str]] = _no_problems
    has_unsimulated_text: Callable[[Any], bool] = _never  # "simulated incompletely"
    # --- pilots, benchmarks, pages ----------------------------------------------------------
    greedy: type | None = None  # the game's heuristic pilot class: greedy(seat)
    bench_decks: tuple[str, ...] = ()  # two sample deck files (cardsdb/samples/decks/<game>/)
    # The search pilot's playouts per decision as a multiple of its strength's (fast 16, normal 32, strong 128):
    # a game whose play-outs are cheap affords more, one whose are dear fewer (docs/engine.md, "Pilots")
    search_budget: float = 1.0
    # How the search pilot spends them (docs/engine.md, "Pilots"): `search_tree` False plays greedy rollouts
    # straight after each root action (flat Monte Carlo: greedy's choice and each alternative are then
    # compared on the same worlds with the same continuation), instead of a UCT tree below it;
    # `search_full_width` offers every legal root action in every round instead of widening progressively.
    search_tree: bool = True
    search_full_width: bool = False
    labels: dict = field(default_factory=dict)  # the pages' words for the card columns (see `label`)
    board: Callable[[Any], dict] | None = None  # (state) -> the board as plain JSON (engine.replay)

    def __post_init__(self):
        if not self.name or not self.display_name:
            raise ValueError("a GameSpec needs a name and a display name")
        if self.pile_section not in self.sections:
            raise ValueError(f"{self.name}: the pile section {self.pile_section!r} is not one of its sections "
                             f"{', '.join(self.sections)}")
        unknown = set(self.labels) - set(DEFAULT_LABELS)
        if unknown:
            raise ValueError(f"{self.name}: unknown label {sorted(unknown)[0]!r} (use {', '.join(DEFAULT_LABELS)})")

    def section_title(self, section: str) -> str:
        """The `//` title of a section in exported deck text ("main" is the Deck)."""
        return self.section_titles.get(section) or ("Deck" if section == "main" else section.title())

    def label(self, column: str) -> str:
        """What the pages call a card column of this game: set, colors, cost or power."""
        return self.labels.get(column, DEFAULT_LABELS[column])


DEFAULT_LABELS = {"set": "Series / set", "colors": "Colour / attribute", "cost": "Cost", "power": "Power"}


_SPECS: dict[str, GameSpec] = {}


def register_spec(spec: GameSpec) -> GameSpec:
    """Register a game's spec (and its game with engine.core); a game package calls this once."""
    from engine.core import register_game

    _SPECS[spec.name] = spec
    register_game(spec.name, spec.new_game)
    return spec


def register_package(package, *, board: Callable[[Any], dict], **fields) -> GameSpec:
    """Register a game package's spec: what every package provides the same way (NAME, new_game,
    card_table, and its `records` and `deckrules` modules) is read from it; `fields` give the rest."""
    from importlib import import_module

    from engine.cards import GAME_NAMES

    records = import_module(f"{package.__name__}.records")
    deckrules = import_module(f"{package.__name__}.deckrules")
    return register_spec(GameSpec(
        name=package.NAME, display_name=GAME_NAMES[package.NAME], new_game=package.new_game,
        card_table=package.card_table, card_types=records.TYPES, card_fields=records.FIELDS,
        parse_row=records.parse_row, row_extras=getattr(records, "row_extras", None),
        rules=tuple(deckrules.RULES), board=board, **fields))


def _load() -> None:
    import engine.games  # noqa: F401 - each game package registers its spec


def spec_for(name: str) -> GameSpec:
    _load()
    try:
        return _SPECS[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; registered: {sorted(_SPECS)}") from None


def all_specs() -> list[GameSpec]:
    _load()
    return list(_SPECS.values())
