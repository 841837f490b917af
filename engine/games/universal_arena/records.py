"""Universal Arena card records: the game's fields of the canonical card format
(docs/card-format.md), and the fields the game's own data brings (docs/universal-arena-engine.md,
"Import": power ranges, types, targets, structured effects, innates, statuses)."""
from __future__ import annotations

import re

from engine.cards import CardFieldError, read_choice, read_int, read_keywords, read_text

# Seed 003's fields, then those of the game's structured data (cardsdb/universal_arena_import.py).
FIELDS = frozenset({"character", "version", "hp", "speed", "kind", "cost", "damage", "hits", "shield",
                    "keywords", "status_effects",
                    "source_id", "origin", "roles", "difficulty", "gameplan", "art", "innates", "statuses",
                    "slot", "power", "types", "target", "cost_text", "meter_cost", "x_cost", "structured_effects",
                    "restrictions", "transforms", "form_of"})
TYPES = ("character", "card", "ultimate", "created", "form")  # form: what a card transforms into
SPEEDS = ("fast", "normal", "slow")
KINDS = ("attack", "defense", "special")
RANGE = r"(\d+)\s*(?:-\s*(\d+))?"
POWER = re.compile(rf"^\s*{RANGE}\s*(?:\+\s*{RANGE}\s+times\s+X)?\s*$", re.IGNORECASE)
LIST_FIELDS = ("roles", "innates", "statuses", "types", "structured_effects", "restrictions", "transforms")
TEXT_FIELDS = ("source_id", "origin", "difficulty", "gameplan", "art", "slot", "target", "cost_text", "form_of")


def power_range(value) -> tuple[int, int, int, int] | None:
    """'10-14' -> (10, 14, 0, 0); '4-6 + 4-6 times X' -> (4, 6, 4, 6); '12' or 12 -> (12, 12, 0, 0);
    None, '' or '-' -> None (pages/power-calculation.md writes ranges so)."""
    if value is None or value in ("", "-"):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value, value, 0, 0
    match = POWER.match(str(value)) if isinstance(value, str) else None
    if not match:
        raise CardFieldError("power", f"{value!r} is not a power range such as 10-14 or 4-6 + 4-6 times X")
    low, high = int(match.group(1)), int(match.group(2) or match.group(1))
    x_low = int(match.group(3) or 0)
    x_high = int(match.group(4) or x_low)
    if high < low or x_high < x_low:
        raise CardFieldError("power", f"{value!r}: a range runs from low to high")
    return low, high, x_low, x_high


def power_text(power: tuple[int, int, int, int]) -> str:
    def one(low, high):
        return f"{low}-{high}" if low != high else str(low)
    return one(*power[:2]) + (f" + {one(*power[2:])} times X" if power[2] or power[3] else "")


def _extras(row) -> dict:
    data = {}
    for name in LIST_FIELDS:
        value = row.get(name)
        if value is None or value == "" or value == []:
            continue
        if not isinstance(value, list):
            raise CardFieldError(name, "must be a list")
        data[name] = value
    for name in TEXT_FIELDS:
        value = read_text(row, name)
        if value:
            data[name] = value
    return data


def parse_row(row, number: str, name: str):
    """The Universal Arena part of a canonical row (docs/card-format.md)."""
    card_type = read_choice(row, "type", TYPES, required=True)
    if card_type == "character":
        version = read_text(row, "version", required=True)
        data = {"version": version, "hp": read_int(row, "hp", default=0), "character": f"{name}|{version}",
                **_extras(row)}
        return card_type, number, data["character"], data
    power = power_range(row.get("power"))
    kind = read_choice(row, "kind", KINDS, required=True)
    # A power range with no damage/shield given: its rounded-down middle, for seed 003's fixed numbers.
    middle = (power[0] + power[1]) // 2 if power else 0
    data = {
        "character": read_text(row, "character", required=True),
        "speed": read_choice(row, "speed", SPEEDS, required=True),
        "kind": kind,
        "cost": read_int(row, "cost", default=0),
        "damage": read_int(row, "damage", default=middle if kind == "attack" else 0),
        "hits": read_int(row, "hits", default=1, minimum=1),
        "shield": read_int(row, "shield", default=middle if kind == "defense" else 0),
        "keywords": read_keywords(row, "keywords", None),
        "status_effects": row.get("status_effects") or [],
        **_extras(row),
    }
    if power:
        data["power"] = power_text(power)
    meter = read_int(row, "meter_cost", default=0)
    if meter:
        data["meter_cost"] = meter
    if row.get("x_cost"):
        data["x_cost"] = True
    if "|" not in data["character"]:
        raise CardFieldError("character", "must be the character key 'Name|Version'")
    return card_type, number, data["character"], data


def row_extras(record, row: dict, data: dict) -> None:
    """card_row's Universal Arena part: a character's key is derived from its name and version."""
    if record.type == "character":
        data.pop("character", None)
