"""What every game's deck rules share: violations, the deck a rule sees, and how a game's rule module
collects its checks (engine/games/<game>/deckrules.py; its list is the GameSpec's `rules`)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from engine.cards import CardRecord
from engine.messages import as_data

if TYPE_CHECKING:
    from engine.games.union_arena.restrictions import Restriction


@dataclass(frozen=True, slots=True)
class Violation:
    code: str  # stable, e.g. "deck-size"
    message: str  # what a player reads
    cards: tuple[str, ...] = ()  # the card numbers involved

    def as_dict(self) -> dict:
        """`message` in English; `i18n`, its template and values (engine.messages), for a web layer to
        say it in another language (and to keep in stored decks and jobs)."""
        return {"code": self.code, "message": str(self.message), "cards": list(self.cards),
                "i18n": as_data(self.message)}


@dataclass(frozen=True, slots=True)
class DeckCards:
    """A resolved deck: (record, count, section) triples; sections as the GameSpec's `sections`."""

    entries: tuple[tuple[CardRecord, int, str], ...]
    unknown: int = 0  # copies of cards the list names but Decklab does not know; counted in the deck size

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


def collector(rules: list[tuple[str, Rule]]):
    """A decorator factory that appends named checks to `rules` in definition order:

        RULES = []
        rule = collector(RULES)

        @rule("deck-size")
        def deck_size(deck, options): ...
    """

    def rule(code: str):
        def register(function: Rule) -> Rule:
            rules.append((code, function))
            return function

        return register

    return rule


def numbers(records) -> tuple[str, ...]:
    return tuple(dict.fromkeys(record.number for record in records))
