"""Arcana TCG deck rules (seed 004 "Deck Construction").

- deck-size: at least 30 and at most 60 cards.
- copies: up to 3 copies of the same card.
- three-star: only 1 copy of the same three-star card.
- relic: only 1 copy of the same Relic card.
"""
from __future__ import annotations

from collections import defaultdict

from engine.decklist import cards_phrase
from engine.deckrules.base import DeckCards, DeckOptions, Rule, Violation, collector, numbers

RULES: list[tuple[str, Rule]] = []  # (code, check) in order: the GameSpec's `rules`
rule = collector(RULES)

MIN_CARDS, MAX_CARDS, COPIES = 30, 60, 3


@rule("deck-size")
def deck_size(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("main") + deck.unknown
    if MIN_CARDS <= total <= MAX_CARDS:
        return []
    return [Violation("deck-size", f"The deck has {cards_phrase(total, deck.unknown)}; it must have {MIN_CARDS} to {MAX_CARDS}.")]


def _by_card(deck: DeckCards):
    grouped = defaultdict(list)
    for record, count in deck.section("main"):
        grouped[record.identity].append((record, count))
    return grouped.values()


@rule("copies")
def copies(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    violations = []
    for printings in _by_card(deck):
        record, total = printings[0][0], sum(count for _, count in printings)
        limit = 1 if record.get("relic") or record.get("stars") == 3 else COPIES
        if total > COPIES:
            violations.append(Violation("copies", f"{total} copies of {record.name}; the most is {COPIES}.",
                                        numbers(r for r, _ in printings)))
        elif total > limit:
            code = "relic" if record.get("relic") else "three-star"
            what = "Relic" if record.get("relic") else "three-star"
            violations.append(Violation(code, f"{total} copies of the {what} card {record.name}; only 1 is allowed.",
                                        numbers(r for r, _ in printings)))
    return violations
