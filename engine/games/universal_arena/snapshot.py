"""The Universal Arena board for the sample-game viewer (engine.replay): the three zones and each seat's counts."""
from __future__ import annotations

from engine.games.universal_arena.state import CARD, OWNER
from engine.replay import card_face


def board(state) -> dict:
    table = state.table
    seats = []
    for seat in state.seats:
        seats.append({
            "characters": list(seat.characters), "hp": seat.hp, "max_hp": seat.max_hp, "shield": seat.shield,
            "energy": seat.energy, "meter": seat.meter, "hand": len(seat.hand), "deck": len(seat.pile),
            "discard": len(seat.discard), "ultimates": len(seat.ultimates),
        })
    zones = [[card_face(table.records[entry[CARD]], owner=entry[OWNER]) for entry in zone] for zone in state.zones]
    return {"game": "universal-arena", "turn": state.turn, "player": state.initiative, "over": state.is_terminal(),
            "winner": state.winner(), "seats": seats, "zones": zones}
