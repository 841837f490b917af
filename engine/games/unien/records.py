"""Unien card records (seed 001): the game's fields of the canonical card format (docs/card-format.md)."""
from __future__ import annotations

from engine.cards import CardFieldError, read_choice, read_cost_map, read_int, read_list, read_text

FIELDS = frozenset({"card_set", "leader", "win_condition", "attribute", "cost", "copies_in_set", "traits",
                    "effect_kinds", "activation_cost"})
TYPES = ("leader", "character", "ability", "energy")
ATTRIBUTES = ("forest", "fire", "water", "dark", "colourless", "omniscient")
COST_KEYS = ("forest", "fire", "water", "dark", "colourless")
EFFECT_KINDS = ("cip", "activated", "static")


def parse_row(row, number: str, name: str):
    """The Unien part of a canonical row (docs/card-format.md)."""
    card_type = read_choice(row, "type", TYPES, required=True)
    data = {
        "card_set": read_text(row, "card_set").lower(),
        "leader": read_text(row, "leader").lower(),
        "win_condition": read_text(row, "win_condition"),
        "attribute": read_choice(row, "attribute", ATTRIBUTES, default="colourless"),
        "cost": read_cost_map(row, "cost", COST_KEYS),
        "copies_in_set": read_int(row, "copies_in_set", default=0 if card_type in ("leader", "energy") else 2),
        "traits": read_list(row, "traits"),
        "effect_kinds": read_list(row, "effect_kinds"),
        "activation_cost": read_cost_map(row, "activation_cost", COST_KEYS),
    }
    for kind in data["effect_kinds"]:
        if kind not in EFFECT_KINDS:
            raise CardFieldError("effect_kinds", f"{kind!r} is not one of {', '.join(EFFECT_KINDS)}")
    if card_type == "leader" and not data["leader"]:
        raise CardFieldError("leader", "a leader card needs its leader key")
    if card_type in ("character", "ability") and not data["card_set"]:
        raise CardFieldError("card_set", "a play card needs its card set")
    set_code = data["leader"] if card_type == "leader" else data["card_set"]
    identity = number
    return card_type, identity, set_code, data
