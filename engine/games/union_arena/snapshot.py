"""The Union Arena board for the sample-game viewer (engine.replay): both sides' lines and counts."""
from __future__ import annotations

from engine.replay import card_face


def _unit(state, unit) -> dict:
    return card_face(state.table.records[unit.card], bp=state._bp(unit), rested=unit.rested)


def board(state) -> dict:
    seats = []
    for seat in state.seats:
        seats.append({
            "front": [_unit(state, unit) for unit in seat.front],  # seed 000: the Front Line
            "energy": [_unit(state, unit) for unit in seat.energy],  # the Energy Line
            "life": len(seat.life),
            "ap": sum(seat.ap), "ap_total": len(seat.ap),  # active AP cards of all
            "hand": len(seat.hand), "deck": len(seat.deck),
            "outside": len(seat.outside), "remove": len(seat.remove),
        })
    return {"game": "union-arena", "turn": state.turn, "player": state.player, "over": state.is_terminal(),
            "winner": state.winner(), "seats": seats}
