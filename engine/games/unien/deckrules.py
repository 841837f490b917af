"""Unien deck rules (seed 001 デッキの構築).

The seed says both "20枚のカードセット×2と、任意枚数のエネルギーカードから計40枚のデッキ" and
"プレイカード20枚×2の40枚と、任意の枚数のエネルギーカードから計40枚のデッキを作ります": the play
cards come from two 20-card sets (40 available) and energies in any number, and the deck is
"計40枚" — 40 in all. Decklab reads it as a player would: **the deck is exactly 40 cards, play
cards and energies together**; play cards only from the two chosen leaders' card sets, each at
most as many copies as its set holds; energies in any number within the 40; the two leader
cards are chosen apart and are not part of the 40 (rule `unien-deck-size`). See docs/deck-rules.md.
"""
from __future__ import annotations

from collections import defaultdict

from engine.decklist import cards_phrase
from engine.deckrules.base import DeckCards, DeckOptions, Rule, Violation, collector, numbers
from engine.messages import _, say

RULES: list[tuple[str, Rule]] = []  # (code, check) in order: the GameSpec's `rules`
rule = collector(RULES)

DECK_SIZE = 40
PLAY_TYPES = ("character", "ability")


@rule("unien-leaders")
def leaders(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    chosen = deck.section("leaders")
    keys = [record.get("leader") for record, count in chosen for _ in range(count)]
    if len(keys) == 2 and keys[0] != keys[1]:
        return []
    if len(keys) == 2:
        return [Violation("unien-leaders", say(_("Choose two different leaders; this deck names the same leader twice.")),
                          numbers(r for r, _ in chosen))]
    return [Violation("unien-leaders", say(_("Choose exactly two leaders; this deck has {count}."), count=len(keys)),
                      numbers(r for r, _ in chosen))]


def _leader_sets(deck: DeckCards) -> set[str]:
    return {record.get("leader") for record, _ in deck.section("leaders")}


@rule("unien-card-sets")
def card_sets(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    allowed = _leader_sets(deck)
    outside = [record for record, _ in deck.section("main")
               if record.type in PLAY_TYPES and record.set_code not in allowed]
    if not outside:
        return []
    sets = ", ".join(sorted(allowed)) if allowed else say(_("none chosen"))
    return [Violation("unien-card-sets", say(_("Play cards must come from the chosen leaders' card sets ({sets}); "
                                               "{count} kind(s) do not."), sets=sets, count=len(outside)),
                      numbers(outside))]


@rule("unien-copies")
def copies(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    totals: dict[str, list] = defaultdict(list)
    for record, count in deck.section("main"):
        if record.type in PLAY_TYPES:
            totals[record.identity].append((record, count))
    violations = []
    for printings in totals.values():
        record = printings[0][0]
        total = sum(count for _, count in printings)
        limit = record.get("copies_in_set") or 0
        if total > limit:
            violations.append(Violation("unien-copies", say(_("{total} copies of {name}; its card set holds {limit}."),
                                                             total=total, name=record.name, limit=limit),
                                        numbers(r for r, _ in printings)))
    return violations


@rule("unien-deck-size")
def deck_size(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("main") + deck.unknown
    if total == DECK_SIZE:
        return []
    return [Violation("unien-deck-size", say(_("The deck has {cards}; it must have exactly {size} "
                                               "(play cards and energies together, leaders apart)."),
                                             cards=cards_phrase(total, deck.unknown), size=DECK_SIZE))]
