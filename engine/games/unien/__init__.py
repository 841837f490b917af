"""Unien (seed 001) for the engine: `new_game` builds a state from DeckLists.

A DeckList's `main` is the 40-card pile (play cards and energies); `extra` holds the two leader
cards; each leader's win condition (its `leader` key, on the card that prints the condition and on
its partner card alike: cards.leader_condition) is the player's."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions, seated_decks
from engine.games.batch import per_decks
from engine.games.unien.cards import LEADER, CardTable, has_unsimulated_text
from engine.games.unien.state import UnienState

NAME = "unien"
__all__ = ["NAME", "new_game", "has_unsimulated_text", "card_table"]


def _build_card_table(decks: Sequence[DeckList]) -> tuple[CardTable, list[list[int]], list[tuple[str, ...]]]:
    """One CardTable per pair of decks, built once and reused by every game of a batch; with each
    deck's pile (kind ids) and its win conditions."""
    table = CardTable()
    kinds: dict[str, int] = {}
    piles, conditions = [], []
    for deck in decks:
        pile = []
        for record, count in deck.main:
            if record.number not in kinds:
                kinds[record.number] = table.add(record)
            pile.extend([kinds[record.number]] * count)
        wins = []
        for record, _count in deck.extra:
            if record.number not in kinds:
                kinds[record.number] = table.add(record)
            leader = table.leader[kinds[record.number]]
            if table.type[kinds[record.number]] == LEADER and leader and leader not in wins:
                wins.append(leader)
        piles.append(pile)
        conditions.append(tuple(wins))
    table.deck_incomplete = [
        len({table.identity[k] for k in set(pile) if table.incomplete[k]}
            | {record.identity for record, _ in deck.extra if has_unsimulated_text(record)})
        for pile, deck in zip(piles, decks, strict=True)]
    return table, piles, conditions


card_table = per_decks(_build_card_table)


def new_game(decks: Sequence[DeckList], seed: int, options: GameOptions) -> UnienState:
    table, piles, conditions = card_table(seated_decks(decks, options, "Unien"))
    return UnienState(table, [list(p) for p in piles], conditions, seed, options.goldfish, options.turn_cap,
                      options.first_player, logging=options.log_events,
                      surrender=options.extra.get("surrender", False))

