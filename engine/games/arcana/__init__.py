"""Arcana TCG (seed 004) for the engine: `new_game` builds a state from DeckLists (the deck is `main`)."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions, seated_decks
from engine.games.arcana.cards import CardTable, has_unsimulated_text
from engine.games.arcana.state import ArcanaState
from engine.games.batch import incomplete_per_deck, main_piles, per_decks

NAME = "arcana"
__all__ = ["NAME", "new_game", "card_table", "has_unsimulated_text", "ArcanaState"]


def _build_card_table(decks: Sequence[DeckList]) -> tuple[CardTable, list[list[int]]]:
    """One CardTable per pair of decks, built once and reused by every game of a batch."""
    table = CardTable()
    lists = main_piles(table, decks)
    table.deck_incomplete = incomplete_per_deck(table, lists)
    return table, lists


card_table = per_decks(_build_card_table)


def new_game(decks: Sequence[DeckList], seed: int, options: GameOptions) -> ArcanaState:
    table, lists = card_table(seated_decks(decks, options, "Arcana"))
    if options.goldfish:
        lists = [lists[0], []]
    return ArcanaState(table, [list(cards) for cards in lists], seed, options.goldfish, options.turn_cap,
                       options.first_player, logging=options.log_events)

