"""Deck files for the command line: deck text (engine.decklist) + a canonical card file -> DeckList."""
from __future__ import annotations

import json
from pathlib import Path

from engine.cardindex import CardIndex
from engine.cards import parse_card_row
from engine.core import DeckList
from engine.decklist import DeckEntry, parse_deck_text, resolved

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples"


class DeckFileError(ValueError):
    pass


def load_card_index(game: str, path: str | Path | None = None) -> CardIndex:
    path = Path(path) if path else SAMPLES / f"{game}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = data["cards"] if isinstance(data, dict) else data
    return CardIndex([parse_card_row(game, row) for row in rows], game)


def deck_from_entries(game: str, entries: list[DeckEntry], index: CardIndex, name: str = "") -> DeckList:
    main, extra = [], []
    pile = "cards" if game == "universal-arena" else "main"
    for record, count, section in resolved(entries, index):
        (main if section == pile else extra).append((record, count))
    deck = DeckList(main=tuple(main), extra=tuple(extra), name=name)
    if game == "universal-arena" and not main:
        # A Universal Arena list that names only the team is complete (docs/deck-rules.md): the pile is
        # the characters' cards and their Ultimates.
        from engine.games.universal_arena import with_team_cards

        deck = with_team_cards(deck, index.records)
    return deck


def load_deck(game: str, path: str | Path, index: CardIndex) -> DeckList:
    path = Path(path)
    parsed = parse_deck_text(game, path.read_text(encoding="utf-8"), index)
    if parsed.errors:
        raise DeckFileError("\n".join(f"{path}: {error.message}" for error in parsed.errors))
    return deck_from_entries(game, parsed.entries, index, path.stem)
