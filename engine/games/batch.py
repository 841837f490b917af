"""What a batch of games shares: the card table of its decks, built once and reused by every game.

    card_table = per_decks(build)      # build(decks) -> anything; card_table(decks) returns it, cached

The cache is keyed by the identity of the DeckList objects (the runner passes the same ones to every
game of a batch) and holds the decks themselves, so a key is never reused by other decks."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import DeckList

LIMIT = 64  # batches remembered per game (per process); the oldest are dropped all at once


def per_decks(build: Callable[[Sequence[DeckList]], Any]) -> Callable[[Sequence[DeckList]], Any]:
    entries: dict[tuple[int, ...], tuple[tuple, Any]] = {}

    def cached(decks: Sequence[DeckList]) -> Any:
        key = tuple(id(deck) for deck in decks)
        hit = entries.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], decks, strict=True)):
            return hit[1]
        value = build(decks)
        if len(entries) >= LIMIT:
            entries.clear()
        entries[key] = (tuple(decks), value)
        return value

    cached.__doc__ = build.__doc__
    return cached


def main_piles(table, decks: Sequence[DeckList]) -> list[list[int]]:
    """Each deck's `main` as card ids of `table` (a record added once per copy count)."""
    piles = []
    for deck in decks:
        pile = []
        for record, count in deck.main:
            pile.extend([table.add(record)] * count)
        piles.append(pile)
    return piles


def incomplete_per_deck(table, piles) -> list[int]:
    """How many distinct cards (copy identities) of each pile the engine simulates incompletely."""
    return [len({table.identity[card] for card in set(pile) if table.incomplete[card]}) for pile in piles]
