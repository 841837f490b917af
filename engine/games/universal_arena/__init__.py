"""Universal Arena (seed 003) for the engine: `new_game` builds a state from DeckLists.

A DeckList's `main` is the draw pile (the team characters' cards); `extra` holds the characters
(their order is the team row, left to right; their HP adds up to the team's HP) and the
Ultimates, which stay outside the pile."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions, seated_decks
from engine.games.batch import incomplete_per_deck, per_decks
from engine.games.universal_arena.cards import CardTable
from engine.games.universal_arena.effects import has_unsimulated_text
from engine.games.universal_arena.seed003 import Seed003State
from engine.games.universal_arena.state import (
    CURRENT,
    DEFAULT_HP,
    SEED_003,
    ULTIMATE_METER,
    UniversalArenaState,
)

NAME = "universal-arena"
GOLDFISH_TEAM = ["opponent"]  # the goldfish opponent is one row position with HP only
STATE_BY_RULESET = {CURRENT: UniversalArenaState, SEED_003: Seed003State}  # GameOptions.extra["ruleset"]

__all__ = ["NAME", "new_game", "has_unsimulated_text", "team_of", "with_forms", "with_team_cards"]



def character_hps(deck: DeckList) -> list[int]:
    """Each team character's own HP, in row order (0: not given; the current rules' default applies)."""
    return [record.get("hp") or 0 for record, count in deck.extra if record.type == "character" for _ in range(count)]


def team_of(deck: DeckList) -> tuple[list[str], int]:
    """The team row (character keys, left to right) and the team's HP."""
    characters = [(record, count) for record, count in deck.extra if record.type == "character"]
    keys = [record.get("character") or f"{record.name}|{record.get('version')}"
            for record, count in characters for _ in range(count)]
    return keys, sum((record.get("hp") or 0) * count for record, count in characters)


def with_team_cards(deck: DeckList, records) -> DeckList:
    """A team-only list made playable: when `main` is empty, the pile becomes every `card` of the
    team's characters found in `records` (e.g. a CardIndex's records), and their Ultimates join
    `extra` unless it already lists some (docs/deck-rules.md: a list naming only the team is complete)."""
    if not deck.main:
        team = set(team_of(deck)[0])
        pile = tuple((r, 1) for r in records if r.type == "card" and r.set_code in team)
        extra = deck.extra
        if not any(r.type == "ultimate" for r, _ in extra):
            extra = extra + tuple((r, 1) for r in records if r.type == "ultimate" and r.set_code in team)
        deck = DeckList(main=pile, extra=extra, name=deck.name)
    return with_forms(deck, records)


def with_forms(deck: DeckList, records) -> DeckList:
    """The deck with the form records (type "form": what a card transforms into) and the created cards
    (type "created": what a card's create_card makes) of its cards' characters in `extra`, where the card
    table finds them (CardTable.link_forms, link_created); never drawn."""
    characters = {r.set_code for r, _ in deck.main + deck.extra if r.type in ("card", "ultimate")}
    listed = {r.number for r, _ in deck.extra}
    forms = tuple((r, 1) for r in records
                  if r.type in ("form", "created") and r.set_code in characters and r.number not in listed)
    return DeckList(main=deck.main, extra=deck.extra + forms, name=deck.name) if forms else deck


def _build_card_table(decks: Sequence[DeckList]) -> tuple[CardTable, list]:
    """One CardTable per pair of decks, built once and reused by every game of a batch."""
    table = CardTable()
    table.know_characters([record for deck in decks for record, _ in deck.extra if record.type == "character"])
    seats = []
    for deck in decks:
        if not deck.main:
            raise ValueError(f"deck {deck.name or '?'}: the draw pile is empty; list the team characters' cards")
        owned, ultimates = [], []
        for record, count in deck.main:
            card = table.add(record)
            owned.extend([card] * count)
        for record, count in deck.extra:
            if record.type == "ultimate":
                card = table.add(record)
                owned.extend([card] * count)
                ultimates.extend([card] * count)
        team, hp = team_of(deck)
        if not team or hp <= 0:
            raise ValueError(f"deck {deck.name or '?'}: the team has no characters with HP")
        seats.append((owned, ultimates, team, hp, character_hps(deck)))
    table.link_forms({(record.set_code, record.get("slot")): record
                      for deck in decks for record, _ in deck.extra if record.type == "form"})
    table.link_created([record for deck in decks for record, _ in deck.extra if record.type == "created"])
    table.link_weapons()
    table.deck_incomplete = incomplete_per_deck(table, [seat[0] for seat in seats])
    return table, seats


card_table = per_decks(_build_card_table)


def new_game(decks: Sequence[DeckList], seed: int, options: GameOptions) -> UniversalArenaState:
    table, seats = card_table(seated_decks(decks, options, "Universal Arena"))
    owned = [list(s[0]) for s in seats]
    ultimates = [list(s[1]) for s in seats]
    teams = [s[2] for s in seats]
    hps = [s[3] for s in seats]
    each = [list(s[4]) for s in seats]
    ruleset = options.extra.get("ruleset", CURRENT)
    if ruleset not in STATE_BY_RULESET:
        raise ValueError(f"ruleset {ruleset!r} is not one of {', '.join(STATE_BY_RULESET)}")
    if options.goldfish:
        teams.append(GOLDFISH_TEAM)
        # the goldfish has the team's HP (current rules: the team's HP with the 100 default per character)
        team_hp = sum(hp or DEFAULT_HP for hp in each[0]) if ruleset == CURRENT else hps[0]
        hps.append(options.extra.get("goldfish_hp") or team_hp)
        each.append([hps[-1]])
        owned.append([])
        ultimates.append([])
    return STATE_BY_RULESET[ruleset](table, owned, ultimates, teams, hps, seed, options.goldfish, options.turn_cap,
                                     options.first_player, logging=options.log_events,
                                     ultimate_meter=options.extra.get("ultimate_meter", ULTIMATE_METER),
                                     character_hps=each)

