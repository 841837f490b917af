"""Union Arena (seed 000) for the engine: `new_game` builds a state from DeckLists."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions
from engine.games.batch import incomplete_per_deck, main_piles, per_decks
from engine.games.union_arena.cards import CardTable
from engine.games.union_arena.state import UnionArenaState

NAME = "union-arena"
def _build_card_table(decks: Sequence[DeckList]) -> tuple[CardTable, list[list[int]]]:
    """One CardTable per pair of decks, built once and reused by every game of a batch."""
    table = CardTable()
    lists = main_piles(table, decks)
    table.deck_incomplete = incomplete_per_deck(table, lists)
    return table, lists


card_table = per_decks(_build_card_table)


def new_game(decks: Sequence[DeckList], seed: int, options: GameOptions) -> UnionArenaState:
    if options.goldfish:
        decks = list(decks[:1])
    elif len(decks) != 2:
        raise ValueError("a head-to-head Union Arena game needs two decks")
    table, lists = card_table(decks)
    return UnionArenaState(table, [list(cards) for cards in lists], seed, options.goldfish, options.turn_cap,
                           options.first_player, logging=options.extra.get("events", True))

