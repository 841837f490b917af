"""Card records: the engine's view of a card, shared by deck rules, statistics and games.

A `CardRecord` is built from a row of the canonical card format (docs/card-format.md), whether
that row comes from a file or from the card database. `data` holds every game-specific field of
that format exactly as documented (e.g. Union Arena `bp`, `trigger`, `keywords`; Arcana `stars`,
`relic`), so the engine never needs Django to know a card.

`parse_card_row(game, row)` validates one canonical row and raises `CardFieldError(field, reason)`
on the first field it cannot accept; `card_row(record)` turns a record back into a canonical row.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

UNION_ARENA = "union-arena"
UNIEN = "unien"
UNIVERSAL_ARENA = "universal-arena"
ARCANA = "arcana"
GAMES = (UNION_ARENA, UNIEN, UNIVERSAL_ARENA, ARCANA)
GAME_NAMES = {
    UNION_ARENA: "Union Arena",
    UNIEN: "Unien",
    UNIVERSAL_ARENA: "Universal Arena",
    ARCANA: "Arcana TCG",
}


@dataclass(frozen=True, slots=True)
class CardRecord:
    game: str
    number: str  # the printing's number, unique within the game
    identity: str  # copy identity: printings counted together for copy limits
    name: str
    type: str  # the game's card type slug
    set_code: str  # UA series code, Unien card set, Universal Arena character key, Arcana set
    text: str = ""
    deck_limit: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


class CardFieldError(ValueError):
    def __init__(self, field_name: str, reason: str):
        super().__init__(f"{field_name}: {reason}")
        self.field = field_name
        self.reason = reason


# --- field readers, shared by every game's parse_row (engine/games/<game>/records.py) --------

def read_text(row, name, required=False, default=""):
    value = row.get(name)
    if value is None or value == "":
        if required:
            raise CardFieldError(name, "is required")
        return default
    if not isinstance(value, str):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return str(value)
        raise CardFieldError(name, f"must be text, not {type(value).__name__}")
    return value.strip()


def read_int(row, name, required=False, default=None, minimum=0, maximum=None):
    value = row.get(name)
    if value is None or value == "":
        if required:
            raise CardFieldError(name, "is required")
        return default
    if isinstance(value, bool):
        raise CardFieldError(name, "must be a whole number")
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            raise CardFieldError(name, f"{value!r} is not a whole number") from None
    if isinstance(value, float):
        if not value.is_integer():
            raise CardFieldError(name, f"{value} is not a whole number")
        value = int(value)
    if not isinstance(value, int):
        raise CardFieldError(name, "must be a whole number")
    if minimum is not None and value < minimum:
        raise CardFieldError(name, f"{value} is below {minimum}")
    if maximum is not None and value > maximum:
        raise CardFieldError(name, f"{value} is above {maximum}")
    return value


def read_choice(row, name, choices, required=False, default=None):
    value = row.get(name)
    if value is None or value == "":
        if required:
            raise CardFieldError(name, f"is required (one of {', '.join(choices)})")
        return default
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise CardFieldError(name, f"{value!r} is not one of {', '.join(choices)}")
    return value.strip().lower()


def read_bool(row, name):
    value = row.get(name)
    if value is None or value == "":
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "yes"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "0", "no"):
        return False
    raise CardFieldError(name, f"{value!r} is not true or false")


def read_list(row, name):
    value = row.get(name)
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [part.strip() for part in value.split("|") if part.strip()]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CardFieldError(name, "must be a list of text")
    return [item.strip() for item in value if item.strip()]


def read_cost_map(row, name, attributes):
    value = row.get(name)
    if value is None or value == "":
        return {}
    if not isinstance(value, dict):
        raise CardFieldError(name, "must be an object like {\"fire\": 1}")
    cost = {}
    for key, amount in value.items():
        if key not in attributes:
            raise CardFieldError(name, f"unknown attribute {key!r} (use {', '.join(attributes)})")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise CardFieldError(name, f"{key} must be a whole number ≥ 0")
        if amount:
            cost[key] = amount
    return cost


def read_keywords(row, name, allowed):
    value = row.get(name)
    if value is None or value == "":
        return []
    if not isinstance(value, list):
        raise CardFieldError(name, "must be a list")
    out = []
    for index, item in enumerate(value):
        if isinstance(item, str):
            item = {"name": item}
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise CardFieldError(f"{name}[{index}]", "must be an object with a name")
        keyword = dict(item)
        keyword["name"] = keyword["name"].strip().lower()
        if allowed is not None and keyword["name"] not in allowed:
            raise CardFieldError(f"{name}[{index}].name", f"{keyword['name']!r} is not one of {', '.join(sorted(allowed))}")
        if "value" in keyword and (isinstance(keyword["value"], bool) or not isinstance(keyword["value"], int)):
            raise CardFieldError(f"{name}[{index}].value", "must be a whole number")
        out.append(keyword)
    return out


COMMON_FIELDS = {"game", "number", "name", "type", "text", "rarity", "image_url", "deck_limit", "effects"}


def parse_card_row(game: str, row: Mapping[str, Any]) -> CardRecord:
    """Validate one canonical row (docs/card-format.md) and return its CardRecord; the game's own
    fields are read by its GameSpec's `parse_row` (engine/games/<game>/records.py)."""
    from engine.spec import spec_for

    if game not in GAMES:
        raise CardFieldError("game", f"{game!r} is not one of {', '.join(GAMES)}")
    if not isinstance(row, Mapping):
        raise CardFieldError("row", "must be an object")
    row_game = row.get("game")
    if row_game not in (None, "", game):
        raise CardFieldError("game", f"this row is for {row_game!r}, not {game!r}")
    spec = spec_for(game)
    unknown = set(row) - COMMON_FIELDS - spec.card_fields
    if unknown:
        raise CardFieldError(sorted(unknown)[0], f"is not a field of {game} cards")
    number = read_text(row, "number", required=True)
    name = read_text(row, "name", required=True)
    card_type, identity, set_code, data = spec.parse_row(row, number, name)
    image_url = read_text(row, "image_url")
    if image_url and not image_url.startswith(("http://", "https://")):
        raise CardFieldError("image_url", "must be an http(s) URL")
    effects = row.get("effects") or []
    if not isinstance(effects, list):
        raise CardFieldError("effects", "must be a list")
    data["rarity"] = read_text(row, "rarity")
    data["image_url"] = image_url
    data["effects"] = effects
    return CardRecord(
        game=game, number=number, identity=identity, name=name, type=card_type, set_code=set_code,
        text=read_text(row, "text"), deck_limit=read_int(row, "deck_limit", minimum=1), data=data,
    )


def card_row(record: CardRecord) -> dict:
    """The canonical row for a record (what export writes); parse_card_row(card_row(r)) == r."""
    from engine.spec import spec_for

    row: dict[str, Any] = {"number": record.number, "name": record.name, "type": record.type}
    data = dict(record.data)
    extras = spec_for(record.game).row_extras
    if extras is not None:
        extras(record, row, data)
    for key, value in data.items():
        if value in (None, "", [], {}):
            continue
        row[key] = value
    if record.text:
        row["text"] = record.text
    if record.deck_limit is not None:
        row["deck_limit"] = record.deck_limit
    return row
