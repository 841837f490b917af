"""Union Arena deck rules (seed 000 "Decks"; seed 002 「牌組」).

- deck-size: exactly 50 Character, Field and Event cards.
- ap-cards: exactly 3 AP cards (kept apart from the 50).
- series: every one of the 50 has the same series code (the letters after "/" in the number).
- copies: at most 4 copies of one card number — parallels and reprints share the number (copy
  identity) and count together — unless the card's own text sets another limit (`deck_limit`).
- trigger-limit: at most 4 cards with the SPECIAL trigger, at most 4 with COLOR and at most 4 with
  FINAL, each counted on its own; Draw, Get, Active and Raid are unlimited.
- restricted / pair-ban: the restricted list in force for the chosen region on the chosen date.
"""
from __future__ import annotations

from collections import Counter, defaultdict

from engine.decklist import cards_phrase
from engine.deckrules.base import DeckCards, DeckOptions, Rule, Violation, collector, numbers
from engine.games.union_arena.restrictions import LIMIT, PAIR_BAN
from engine.messages import _, say

RULES: list[tuple[str, Rule]] = []  # (code, check) in order: the GameSpec's `rules`
rule = collector(RULES)

DECK_SIZE = 50
AP_CARDS = 3
COPIES = 4
RESTRICTED_TRIGGERS = {"special": "SPECIAL", "color": "COLOR", "final": "FINAL"}
TRIGGER_LIMIT = 4


@rule("deck-size")
def deck_size(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("main") + deck.unknown
    if total == DECK_SIZE:
        return []
    return [Violation("deck-size", say(_("The deck has {cards}; it must have exactly {size} "
                                         "(Character, Field and Event cards, AP cards not counted)."),
                                       cards=cards_phrase(total, deck.unknown), size=DECK_SIZE))]


@rule("ap-cards")
def ap_cards(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("ap")
    if total == AP_CARDS:
        return []
    return [Violation("ap-cards", say(_("The deck has {total} AP cards; it must have exactly {size}."),
                                          total=total, size=AP_CARDS),
                      numbers(record for record, _ in deck.section("ap")))]


@rule("series")
def series(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    by_series: Counter = Counter()
    for record, count in deck.section("main"):
        by_series[record.set_code] += count
    if len(by_series) <= 1:
        return []
    main_series = by_series.most_common(1)[0][0]
    others = [record for record, _ in deck.section("main") if record.set_code != main_series]
    listed = ", ".join(sorted(code or "(none)" for code in by_series if code != main_series))
    return [Violation("series", say(_("Every card must share one series code; this deck is mostly {main} "
                                      "but also has {others}."), main=main_series, others=listed), numbers(others))]


@rule("copies")
def copies(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    by_identity: dict[str, list] = defaultdict(list)
    for record, count in deck.section("main"):
        by_identity[record.identity].append((record, count))
    violations = []
    for identity, printings in by_identity.items():
        total = sum(count for _, count in printings)
        limits = [record.deck_limit for record, _ in printings if record.deck_limit is not None]
        limit = min(limits) if limits else COPIES
        if total > limit:
            what = (_("{total} copies of {identity} {name}; the most allowed is {limit} "
                      "(parallels and reprints count together).") if len(printings) > 1
                    else _("{total} copies of {identity} {name}; the most allowed is {limit}."))
            violations.append(Violation("copies", say(what, total=total, identity=identity, name=printings[0][0].name,
                                                      limit=limit),
                                        numbers(record for record, _ in printings)))
    return violations


@rule("trigger-limit")
def trigger_limit(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    violations = []
    for trigger, label in RESTRICTED_TRIGGERS.items():
        cards = [(record, count) for record, count in deck.section("main") if record.get("trigger") == trigger]
        total = sum(count for _, count in cards)
        if total > TRIGGER_LIMIT:
            violations.append(Violation("trigger-limit", say(_("{total} cards with the {trigger} trigger; the most "
                                                               "allowed is {limit}."),
                                                             total=total, trigger=label, limit=TRIGGER_LIMIT),
                                        numbers(r for r, _ in cards)))
    return violations


@rule("restricted")
def restricted(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    if not options.region or not options.as_of:
        return []
    by_identity: dict[str, list] = defaultdict(list)
    for record, count, _section in deck.entries:
        by_identity[record.identity].append((record, count))
    violations = []
    for entry in options.restrictions:
        if not entry.in_force(options.region, options.as_of):
            continue
        if entry.kind == LIMIT:
            identity = entry.identities[0]
            total = sum(count for _, count in by_identity.get(identity, ()))
            if total > (entry.limit or 0):
                what = (_("{identity} is banned in {region} from {start}; the deck has {total}.") if not entry.limit
                        else _("{identity} is limited to {limit} (parallels included) in {region} from {start}; "
                               "the deck has {total}."))
                violations.append(Violation("restricted", say(what, identity=identity, limit=entry.limit or 0,
                                                              region=entry.region, start=entry.starts.isoformat(),
                                                              total=total),
                                            numbers(r for r, _ in by_identity[identity])))
        elif entry.kind == PAIR_BAN:
            if all(identity in by_identity for identity in entry.identities):
                involved = [r for identity in entry.identities for r, _ in by_identity[identity]]
                violations.append(Violation("pair-ban", say(_("{first} and {second} may not be in the same deck "
                                                              "in {region} from {start}."),
                                                            first=entry.identities[0],
                                                            second=" and ".join(entry.identities[1:]),
                                                            region=entry.region, start=entry.starts.isoformat()),
                                            numbers(involved)))
    return violations
