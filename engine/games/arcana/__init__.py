"""Arcana TCG (seed 004) for the engine: `new_game` builds a state from DeckLists (the deck is `main`)."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions, register_game
from engine.games.arcana.cards import CardTable, has_unsimulated_text
from engine.games.arcana.state import ArcanaState

NAME = "arcana"
__all__ = ["NAME", "new_game", "card_table", "has_unsimulated_text", "ArcanaState"]
_tables: dict[tuple[int, ...], tuple[tuple, CardTable, list[list[int]]]] = {}


def card_table(decks: Sequence[DeckList]) -> tuple[CardTable, list[list[int]]]:
    """One CardTable per pair of decks, built once and reused by every game of a batch."""
    key = tuple(id(deck) for deck in decks)
    cached = _tables.get(key)
    if cached is not None and all(a is b for a, b in zip(cached[0], decks, strict=True)):
        return cached[1], cached[2]
    table = CardTable()
    lists = []
    for deck in decks:
        ids = []
        for record, count in deck.main:
            card = table.add(record)
            ids.extend([card] * count)
        lists.append(ids)
    table.deck_incomplete = [len({table.identity[c] for c in set(ids) if table.incomplete[c]}) for ids in lists]
    if len(_tables) > 64:
        _tables.clear()
    _tables[key] = (tuple(decks), table, lists)
    return table, lists


def new_game(decks: Sequence[DeckList], seed: int, options: GameOptions) -> ArcanaState:
    if options.goldfish:
        decks = list(decks[:1])
    elif len(decks) != 2:
        raise ValueError("a head-to-head Arcana game needs two decks")
    table, lists = card_table(decks)
    if options.goldfish:
        lists = [lists[0], []]
    return ArcanaState(table, [list(cards) for cards in lists], seed, options.goldfish, options.turn_cap,
                       options.first_player, logging=options.extra.get("events", True))


register_game(NAME, new_game)
