"""What every game's deck rules share: violations, the deck a rule sees, and the registry."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date

from engine.cards import CardRecord
from engine.restrictions import Restriction


@dataclass(frozen=True, slots=True)
class Violation:
    code: str  # stable, e.g. "deck-size"
    message: str  # what a player reads
    cards: tuple[str, ...] = ()  # the card numbers involved

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class DeckCards:
    """A resolved deck: (record, count, section) triples; sections as engine.decklist.SECTION_ORDER."""

    entries: tuple[tuple[CardRecord, int, str], ...]

    def section(self, name: str) -> list[tuple[CardRecord, int]]:
        return [(record, count) for record, count, section in self.entries if section == name]

    def count(self, name: str) -> int:
        return sum(count for _, count, section in self.entries if section == name)


@dataclass(frozen=True, slots=True)
class DeckOptions:
    region: str | None = None  # Union Arena restricted list region (JP, EN, ASIA)
    as_of: date | None = None  # ... and the date it is checked for
    restrictions: Sequence[Restriction] = ()  # the entries to consider (filtered by region/date here)
    team_size: int = 3  # Universal Arena
    extra: dict = field(default_factory=dict)


Rule = Callable[[DeckCards, DeckOptions], list[Violation]]
RULES: dict[str, list[tuple[str, Rule]]] = {}


def rule(game: str, code: str):
    """Register a named rule check for a game (in definition order)."""

    def register(function: Rule) -> Rule:
        RULES.setdefault(game, []).append((code, function))
        return function

    return register


def numbers(records) -> tuple[str, ...]:
    return tuple(dict.fromkeys(record.number for record in records))
