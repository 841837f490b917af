"""The Arcana board for the sample-game viewer (engine.replay): creatures, runes, HP and counts per seat."""
from __future__ import annotations

from engine.replay import card_face


def _card(state, uid: int) -> dict:
    return card_face(state.table.records[state.cid[uid]], power=state.power_of(uid),
                     toughness=state.toughness_of(uid), face_up=state.face_up[uid], attack=state.attack_pos[uid])


def board(state) -> dict:
    seats = []
    for seat in range(2):
        seats.append({
            "field": [_card(state, uid) for uid in state.field[seat]],
            "runes": [_card(state, uid) for uid in state.runes[seat]],
            "hp": state.hp[seat], "hand": len(state.hand[seat]), "deck": len(state.deck[seat]),
            "nether": len(state.nether[seat]),
        })
    return {"game": "arcana", "turn": state.turn, "player": state.active, "over": state.is_terminal(),
            "winner": state.winner(), "seats": seats}
