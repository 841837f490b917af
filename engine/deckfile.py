"""Deck files for the command line: deck text (engine.decklist) + a canonical card file -> DeckList."""
from __future__ import annotations

import json
from pathlib import Path

from engine.cardindex import CardIndex
from engine.cards import parse_card_row
from engine.core import DeckList
from engine.decklist import DeckEntry, parse_deck_text, resolved
from engine.spec import spec_for

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples"


class DeckFileError(ValueError):
    pass


def load_card_index(game: str, path: str | Path | None = None) -> CardIndex:
    path = Path(path) if path else SAMPLES / f"{game}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = data["cards"] if isinstance(data, dict) else data
    return CardIndex([parse_card_row(game, row) for row in rows], game)


def deck_from_entries(game: str, entries: list[DeckEntry], index: CardIndex, name: str = "") -> DeckList:
    """The DeckList a game plays: its spec's pile section is `main`, the other sections `extra`; a
    spec's `complete_deck` fills in what a short list implies (a Universal Arena list that names only
    the team, docs/deck-rules.md)."""
    spec = spec_for(game)
    main, extra = [], []
    for record, count, section in resolved(entries, index):
        (main if section == spec.pile_section else extra).append((record, count))
    deck = DeckList(main=tuple(main), extra=tuple(extra), name=name)
    if spec.complete_deck is not None:
        deck = spec.complete_deck(deck, index.records)
    return deck


def load_deck(game: str, path: str | Path, index: CardIndex) -> DeckList:
    path = Path(path)
    parsed = parse_deck_text(game, path.read_text(encoding="utf-8"), index)
    if parsed.errors:
        raise DeckFileError("\n".join(f"{path}: {error.message}" for error in parsed.errors))
    return deck_from_entries(game, parsed.entries, index, path.stem)
