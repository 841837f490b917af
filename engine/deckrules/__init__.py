"""Every game's deck rules as named checks (one module per game, engine/games/<game>/deckrules.py,
whose list is the game's GameSpec `rules`).

    validate_deck_text(game, text, index, options) -> DeckValidation(legal, violations, parsed)
    check_deck(game, entries, index, options) -> list[Violation]

Codes are stable; docs/deck-rules.md lists them with the seed section each one checks.
Unknown cards and cards of another game found while parsing are violations too
(`unknown-card`, `wrong-game`), so one call answers "is this list legal, and why not".
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.cardindex import CardIndex
from engine.decklist import DeckEntry, ParsedDeck, cards_phrase, parse_deck_text, resolved
from engine.deckrules.base import DeckCards, DeckOptions, Violation
from engine.messages import as_data
from engine.spec import spec_for

__all__ = ["DeckOptions", "DeckValidation", "Violation", "check_deck", "rule_codes", "validate_deck_text"]


def check_deck(game: str, entries: list[DeckEntry], index: CardIndex, options: DeckOptions | None = None,
               unknown: int = 0) -> list[Violation]:
    """`unknown`: copies on lines naming no known card; the size rules count them (and say so)."""
    deck = DeckCards(tuple(resolved(entries, index)), unknown)
    options = options or DeckOptions()
    violations: list[Violation] = []
    for _, check in spec_for(game).rules:
        violations += check(deck, options)
    return violations


def rule_codes(game: str) -> list[str]:
    return [code for code, _ in spec_for(game).rules]


@dataclass
class DeckValidation:
    parsed: ParsedDeck
    violations: list[Violation]

    @property
    def legal(self) -> bool:
        return not self.violations

    def as_dict(self) -> dict:
        return {
            "legal": self.legal,
            "violations": [v.as_dict() for v in self.violations],
            "parse_errors": [{"line": e.line, "code": e.code, "message": str(e.message), "token": e.token,
                              "i18n": as_data(e.message)} for e in self.parsed.errors],
            "entries": [{"number": e.number, "count": e.count, "section": e.section} for e in self.parsed.entries],
            "counts": {section: self.parsed.section_count(section)
                       for section in dict.fromkeys(e.section for e in self.parsed.entries)},
            "unknown_cards": self.parsed.unknown,
            "size": cards_phrase(self.parsed.total + self.parsed.unknown, self.parsed.unknown),  # a Message
        }


def validate_deck_text(game: str, text: str, index: CardIndex, options: DeckOptions | None = None,
                       other_game_of: Callable[[str], str | None] | None = None) -> DeckValidation:
    parsed = parse_deck_text(game, text, index, other_game_of)
    violations = [Violation(error.code, error.message, (error.token,) if error.token else ())
                  for error in parsed.errors if error.code in ("unknown-card", "wrong-game", "too-large")]
    violations += check_deck(game, parsed.entries, index, options, parsed.unknown)
    return DeckValidation(parsed, violations)
