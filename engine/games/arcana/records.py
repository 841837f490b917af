"""Arcana TCG card records (seed 004): the game's fields of the canonical card format (docs/card-format.md)."""
from __future__ import annotations

from engine.cards import CardFieldError, read_bool, read_choice, read_int, read_text

FIELDS = frozenset({"stars", "power", "toughness", "creature_type", "relic", "set"})
TYPES = ("creature", "rune", "ward")
RARITIES = ("common", "rare", "mythic rare")


def parse_row(row, number: str, name: str):
    """The Arcana part of a canonical row (docs/card-format.md)."""
    card_type = read_choice(row, "type", TYPES, required=True)
    data = {"relic": read_bool(row, "relic"), "set": read_text(row, "set")}
    if card_type == "creature":
        data.update({
            "stars": read_int(row, "stars", required=True, minimum=1, maximum=3),
            "power": read_int(row, "power", required=True),
            "toughness": read_int(row, "toughness", required=True),
            "creature_type": read_text(row, "creature_type", required=True),
        })
    rarity = row.get("rarity")
    if rarity not in (None, "") and str(rarity).strip().lower() not in RARITIES:
        raise CardFieldError("rarity", f"{rarity!r} is not one of {', '.join(RARITIES)}")
    return card_type, name.lower(), data["set"], data


def row_extras(record, row: dict, data: dict) -> None:
    """card_row's Arcana part: `relic` is written only when true."""
    if data.get("relic") is False:
        data.pop("relic")
