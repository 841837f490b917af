"""Every game's deck rules as named checks (one module per game).

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
from engine.decklist import DeckEntry, ParsedDeck, parse_deck_text, resolved
from engine.deckrules import arcana, unien, union_arena, universal_arena  # noqa: F401 - registers rules
from engine.deckrules.base import RULES, DeckCards, DeckOptions, Violation

__all__ = ["DeckOptions", "DeckValidation", "Violation", "check_deck", "rule_codes", "validate_deck_text"]


def check_deck(game: str, entries: list[DeckEntry], index: CardIndex, options: DeckOptions | None = None) -> list[Violation]:
    deck = DeckCards(tuple(resolved(entries, index)))
    options = options or DeckOptions()
    violations: list[Violation] = []
    for _, check in RULES[game]:
        violations += check(deck, options)
    return violations


def rule_codes(game: str) -> list[str]:
    return [code for code, _ in RULES[game]]


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
            "parse_errors": [{"line": e.line, "code": e.code, "message": e.message, "token": e.token}
                             for e in self.parsed.errors],
            "entries": [{"number": e.number, "count": e.count, "section": e.section} for e in self.parsed.entries],
            "counts": {section: self.parsed.section_count(section)
                       for section in dict.fromkeys(e.section for e in self.parsed.entries)},
        }


def validate_deck_text(game: str, text: str, index: CardIndex, options: DeckOptions | None = None,
                       other_game_of: Callable[[str], str | None] | None = None) -> DeckValidation:
    parsed = parse_deck_text(game, text, index, other_game_of)
    violations = [Violation(error.code, error.message, (error.token,) if error.token else ())
                  for error in parsed.errors if error.code in ("unknown-card", "wrong-game", "too-large")]
    violations += check_deck(game, parsed.entries, index, options)
    return DeckValidation(parsed, violations)
