"""The Universal Arena board for the sample-game viewer (engine.replay): the three zones, each seat's counts
and, under the current rules, each character's HP, Shield and statuses."""
from __future__ import annotations

from engine.games.universal_arena.state import CARD, OWNER
from engine.replay import card_face


def character_name(key: str) -> str:
    """A character key ("Ember Warden|First Light") as players read it: "Ember Warden (First Light)"."""
    name, _, version = key.partition("|")
    return f"{name} ({version})" if version else name


def team(seat) -> list[dict]:
    """Current rules: each character of the row, left to right, with its HP, Shield and statuses (a
    status's Potency / Stack / Value and its Count, when it has one)."""
    rows = []
    for position, key in enumerate(seat.characters):
        statuses: dict = {}
        for (name, stat), amount in sorted(seat.statuses[position].items()):
            statuses.setdefault(name, {"name": name, "value": 0, "count": None})[stat] = amount
        rows.append({"name": character_name(key), "hp": seat.hps[position], "max_hp": seat.max_hps[position],
                     "shield": seat.shields[position], "statuses": list(statuses.values())})
    return rows


def board(state) -> dict:
    table = state.table
    seats = []
    for seat in state.seats:
        seats.append({
            "characters": [character_name(key) for key in seat.characters], "hp": seat.hp, "max_hp": seat.max_hp,
            "shield": seat.shield, "energy": seat.energy, "meter": seat.meter, "hand": len(seat.hand),
            "deck": len(seat.pile), "discard": len(seat.discard), "ultimates": len(seat.ultimates),
            **({"team": team(seat)} if state.current else {}),
        })
    zones = [[card_face(table.records[entry[CARD]], owner=entry[OWNER]) for entry in zone] for zone in state.zones]
    return {"game": "universal-arena", "turn": state.turn, "player": state.initiative, "over": state.is_terminal(),
            "winner": state.winner(), "seats": seats, "zones": zones}
