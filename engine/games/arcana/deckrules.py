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
from engine.messages import _, say

RULES: list[tuple[str, Rule]] = []  # (code, check) in order: the GameSpec's `rules`
rule = collector(RULES)

MIN_CARDS, MAX_CARDS, COPIES = 30, 60, 3


@rule("deck-size")
def deck_size(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("main") + deck.unknown
    if MIN_CARDS <= total <= MAX_CARDS:
        return []
    return [Violation("deck-size", say(_("The deck has {cards}; it must have {least} to {most}."),
                                       cards=cards_phrase(total, deck.unknown), least=MIN_CARDS, most=MAX_CARDS))]


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
        if total <= limit:
            continue
        if limit == 1:  # the card's own limit first: a fourth copy of a three-star card is not "the most is 3"
            code = "relic" if record.get("relic") else "three-star"
            what = (_("{total} copies of the Relic card {name}; only 1 is allowed.") if record.get("relic")
                    else _("{total} copies of the three-star card {name}; only 1 is allowed."))
            violations.append(Violation(code, say(what, total=total, name=record.name),
                                        numbers(r for r, _count in printings)))
        else:
            violations.append(Violation("copies", say(_("{total} copies of {name}; the most is {limit}."),
                                                      total=total, name=record.name, limit=COPIES),
                                        numbers(r for r, _count in printings)))
    return violations
