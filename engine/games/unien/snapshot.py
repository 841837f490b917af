"""The Unien board for the sample-game viewer (engine.replay): field, energy and counts per seat."""
from __future__ import annotations

from engine.replay import card_face

CATEGORIES = ("forest", "fire", "water", "dark", "forest-dark", "fire-water", "omni")  # cards.E_*


def board(state) -> dict:
    table = state.table
    seats = []
    for seat in state.seats:
        seats.append({
            "field": [card_face(table.records[state.kind[uid]], up=state.up[uid]) for uid in seat.field],
            "energy": len(seat.energy),
            "energy_by_category": {name: seat.energy_total[i] for i, name in enumerate(CATEGORIES) if seat.energy_total[i]},
            "hand": len(seat.hand), "deck": len(seat.deck), "debris": len(seat.debris), "angels": seat.angels,
        })
    return {"game": "unien", "turn": state.turn, "player": state.player, "over": state.is_terminal(),
            "winner": state.winner(), "seats": seats}
