"""Universal Arena team rules (seed 003 "Preparation").

- team-size: the team has the configured number of characters (default 3).
- unique-character: no two characters with the same Name and Version.
- draw-pile: the draw pile is exactly the chosen characters' cards, five each, one copy of each;
  a list that names only the team is complete (the pile is built from it).
- ultimates: Ultimates listed must belong to the team; they stay outside the draw pile.
"""
from __future__ import annotations

from collections import Counter

from engine.deckrules.base import DeckCards, DeckOptions, Rule, Violation, collector, numbers
from engine.messages import _, say

RULES: list[tuple[str, Rule]] = []  # (code, check) in order: the GameSpec's `rules`
rule = collector(RULES)

CARDS_PER_CHARACTER = 5


@rule("team-size")
def team_size(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    total = deck.count("team")
    if total == options.team_size:
        return []
    return [Violation("team-size", say(_("The team has {total} characters; it must have {size}."),
                                           total=total, size=options.team_size))]


@rule("unique-character")
def unique_character(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    keys = Counter()
    for record, count in deck.section("team"):
        keys[record.get("character")] += count
    doubled = [key for key, count in keys.items() if count > 1]
    if not doubled:
        return []
    records = [record for record, _ in deck.section("team") if record.get("character") in doubled]
    names = ", ".join(key.replace("|", " / ") for key in doubled)
    return [Violation("unique-character", say(_("A team cannot have the same character (Name and Version) twice: "
                                                "{names}."), names=names), numbers(records))]


@rule("draw-pile")
def draw_pile(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    listed = deck.section("cards")
    if not listed:
        return []
    team = {record.get("character") for record, _ in deck.section("team")}
    violations = []
    strangers = [record for record, _ in listed if record.set_code not in team]
    if strangers:
        violations.append(Violation("draw-pile", say(_("The draw pile may hold only the team's own cards.")), numbers(strangers)))
    extra = [record for record, count in listed if count > 1]
    if extra:
        violations.append(Violation("draw-pile", say(_("Each of a character's five cards goes in the pile once.")), numbers(extra)))
    per_character = Counter(record.set_code for record, _ in listed if record.set_code in team)
    short = [key for key in team if per_character.get(key, 0) != CARDS_PER_CHARACTER]
    if short:
        names = ", ".join(sorted(k.replace("|", " / ") for k in short))
        violations.append(Violation("draw-pile", say(_("The draw pile must hold all five cards of each team "
                                                       "character ({names} incomplete)."), names=names)))
    return violations


@rule("ultimates")
def ultimates(deck: DeckCards, options: DeckOptions) -> list[Violation]:
    team = {record.get("character") for record, _ in deck.section("team")}
    strangers = [record for record, _ in deck.section("ultimates") if record.set_code not in team]
    if not strangers:
        return []
    return [Violation("ultimates", say(_("An Ultimate belongs to its character; these are not on the team.")),
                      numbers(strangers))]
