"""Card records: the engine's view of a card, shared by deck rules, statistics and games.

A `CardRecord` is built from a row of the canonical card format (docs/card-format.md), whether
that row comes from a file or from the card database. `data` holds every game-specific field of
that format exactly as documented (e.g. Union Arena `bp`, `trigger`, `keywords`; Arcana `stars`,
`relic`), so the engine never needs Django to know a card.

`parse_card_row(game, row)` validates one canonical row and raises `CardFieldError(field, reason)`
on the first field it cannot accept; `card_row(record)` turns a record back into a canonical row.
"""
from __future__ import annotations

import re
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


# --- Union Arena card numbers -------------------------------------------------------------
# UA01BT/CGH-1-004, UA01BT/CGH-1-004_p1, UE01BT/CGH-1-004, CGH-1-004-ALT1, UA30BT-ARK-1-001,
# EX01BT/CGH-2-010, PR/CGH-1-100, AP cards (HTR-2-AP01, UA27BT-GIM-1-AP07-S, UAPR-IMS_AP07) and
# promos (UAPR-GIM-P-001). Parallels (_p1, -ALT1, -S, ★) share the identity of their base card.
_PRODUCT = re.compile(r"^(?:[A-Z]{1,4}\d{2}[A-Z]{1,3}|[A-Z]{2}PR|UAPB|UAPC|PR|UA|UE|EX|UEX)$", re.IGNORECASE)
_PARALLEL_SUFFIX = re.compile(r"(?:_p\d+|-ALT\d*|-S|★)+$", re.IGNORECASE)
_UA_BODY = re.compile(
    r"^(?P<series>[A-Z][A-Z0-9]{1,3})[-_](?P<rest>(?:\d+[-_])?(?:AP\d+|P-\d+|\d{3}))$", re.IGNORECASE)


def union_arena_identity(number: str) -> tuple[str, str]:
    """(copy identity, series code) of a Union Arena printing number, e.g. ('CGH-1-004', 'CGH').

    The series is '' for promos that name no series (UAPR-2025-AP07)."""
    text = number.strip().upper()
    if not text:
        raise CardFieldError("number", "is required")
    body = text.rsplit("/", 1)[-1]
    while True:
        stripped = _PARALLEL_SUFFIX.sub("", body)
        if stripped == body:
            break
        body = stripped
    # Drop product prefixes joined with "-" or "_" (UA30BT-ARK-1-001, UAPR-GIM-P-001, UAPR_YYH-1-038).
    while (prefixed := re.match(r"^([A-Z0-9]+)[-_](.*[-_].*)$", body)) and _PRODUCT.match(prefixed.group(1)):
        body = prefixed.group(2)
    match = _UA_BODY.match(body)
    if match is None:
        if not re.fullmatch(r"[A-Z0-9_★-]+", body):
            raise CardFieldError("number", f"{number!r} is not a Union Arena card number (like UA01BT/CGH-1-004)")
        return body, ""
    series = match.group("series")
    if series.isdigit():
        return body, ""
    return f"{series}-{match.group('rest').replace('_', '-')}", series


# --- field readers ------------------------------------------------------------------------

def _text(row, name, required=False, default=""):
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


def _int(row, name, required=False, default=None, minimum=0, maximum=None):
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


def _choice(row, name, choices, required=False, default=None):
    value = row.get(name)
    if value is None or value == "":
        if required:
            raise CardFieldError(name, f"is required (one of {', '.join(choices)})")
        return default
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise CardFieldError(name, f"{value!r} is not one of {', '.join(choices)}")
    return value.strip().lower()


def _bool(row, name):
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


def _string_list(row, name):
    value = row.get(name)
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [part.strip() for part in value.split("|") if part.strip()]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CardFieldError(name, "must be a list of text")
    return [item.strip() for item in value if item.strip()]


def _cost_map(row, name, attributes):
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


def _keyword_objects(row, name, allowed):
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

UA_TYPES = ("character", "field", "event", "ap")
UA_COLORS = ("red", "blue", "green", "yellow", "purple", "all")
UA_TRIGGERS = ("none", "draw", "get", "active", "raid", "color", "special", "final")
UA_KEYWORDS = {"step", "snipe", "double-attack", "double-block", "impact", "impact-plus", "damage",
               "damage-plus", "negate-impact", "raid"}
UNIEN_TYPES = ("leader", "character", "ability", "energy")
UNIEN_ATTRIBUTES = ("forest", "fire", "water", "dark", "colourless", "omniscient")
UNIEN_COST_KEYS = ("forest", "fire", "water", "dark", "colourless")
UNIEN_EFFECT_KINDS = ("cip", "activated", "static")
UVA_TYPES = ("character", "card", "ultimate")
UVA_SPEEDS = ("fast", "normal", "slow")
UVA_KINDS = ("attack", "defense", "special")
ARCANA_TYPES = ("creature", "rune", "ward")
ARCANA_RARITIES = ("common", "rare", "mythic rare")

GAME_FIELDS = {
    UNION_ARENA: {"identity", "series", "color", "required_energy", "ap_cost", "bp", "generated_energy",
                  "traits", "trigger", "trigger_text", "keywords"},
    UNIEN: {"card_set", "leader", "win_condition", "attribute", "cost", "copies_in_set", "traits",
            "effect_kinds", "activation_cost"},
    UNIVERSAL_ARENA: {"character", "version", "hp", "speed", "kind", "cost", "damage", "hits", "shield",
                      "keywords", "status_effects"},
    ARCANA: {"stars", "power", "toughness", "creature_type", "relic", "set"},
}


def _parse_union_arena(row, number):
    card_type = _choice(row, "type", UA_TYPES, required=True)
    derived_identity, derived_series = union_arena_identity(number)
    identity = _text(row, "identity") or derived_identity
    series = (_text(row, "series") or derived_series).upper()
    data = {
        "series": series,
        "color": _choice(row, "color", UA_COLORS),
        "required_energy": _int(row, "required_energy", default=0),
        "ap_cost": _int(row, "ap_cost", default=0 if card_type == "ap" else 1),
        "bp": _int(row, "bp"),
        "generated_energy": _int(row, "generated_energy", default=0),
        "traits": _string_list(row, "traits"),
        "trigger": _choice(row, "trigger", UA_TRIGGERS, default="none"),
        "trigger_text": _text(row, "trigger_text"),
        "keywords": _keyword_objects(row, "keywords", UA_KEYWORDS),
    }
    if card_type == "character" and data["bp"] is None:
        raise CardFieldError("bp", "is required for a character")
    for index, keyword in enumerate(data["keywords"]):
        if keyword["name"] == "raid":
            if not keyword.get("target"):
                raise CardFieldError(f"keywords[{index}].target", "a raid keyword needs its target")
            keyword.setdefault("target_kind", "name")
            if keyword["target_kind"] not in ("name", "trait"):
                raise CardFieldError(f"keywords[{index}].target_kind", "must be name or trait")
        if keyword["name"] in ("impact", "damage", "impact-plus", "damage-plus") and "value" not in keyword:
            keyword["value"] = 1
    return card_type, identity, series, data


def _parse_unien(row, number, name):
    card_type = _choice(row, "type", UNIEN_TYPES, required=True)
    data = {
        "card_set": _text(row, "card_set").lower(),
        "leader": _text(row, "leader").lower(),
        "win_condition": _text(row, "win_condition"),
        "attribute": _choice(row, "attribute", UNIEN_ATTRIBUTES, default="colourless"),
        "cost": _cost_map(row, "cost", UNIEN_COST_KEYS),
        "copies_in_set": _int(row, "copies_in_set", default=0 if card_type in ("leader", "energy") else 2),
        "traits": _string_list(row, "traits"),
        "effect_kinds": _string_list(row, "effect_kinds"),
        "activation_cost": _cost_map(row, "activation_cost", UNIEN_COST_KEYS),
    }
    for kind in data["effect_kinds"]:
        if kind not in UNIEN_EFFECT_KINDS:
            raise CardFieldError("effect_kinds", f"{kind!r} is not one of {', '.join(UNIEN_EFFECT_KINDS)}")
    if card_type == "leader" and not data["leader"]:
        raise CardFieldError("leader", "a leader card needs its leader key")
    if card_type in ("character", "ability") and not data["card_set"]:
        raise CardFieldError("card_set", "a play card needs its card set")
    set_code = data["leader"] if card_type == "leader" else data["card_set"]
    identity = number
    return card_type, identity, set_code, data


def _parse_universal_arena(row, number, name):
    card_type = _choice(row, "type", UVA_TYPES, required=True)
    if card_type == "character":
        version = _text(row, "version", required=True)
        data = {"version": version, "hp": _int(row, "hp", default=0), "character": f"{name}|{version}"}
    else:
        data = {
            "character": _text(row, "character", required=True),
            "speed": _choice(row, "speed", UVA_SPEEDS, required=True),
            "kind": _choice(row, "kind", UVA_KINDS, required=True),
            "cost": _int(row, "cost", default=0),
            "damage": _int(row, "damage", default=0),
            "hits": _int(row, "hits", default=1, minimum=1),
            "shield": _int(row, "shield", default=0),
            "keywords": _keyword_objects(row, "keywords", None),
            "status_effects": row.get("status_effects") or [],
        }
        if "|" not in data["character"]:
            raise CardFieldError("character", "must be the character key 'Name|Version'")
    return card_type, number, data["character"], data


def _parse_arcana(row, number, name):
    card_type = _choice(row, "type", ARCANA_TYPES, required=True)
    data = {"relic": _bool(row, "relic"), "set": _text(row, "set")}
    if card_type == "creature":
        data.update({
            "stars": _int(row, "stars", required=True, minimum=1, maximum=3),
            "power": _int(row, "power", required=True),
            "toughness": _int(row, "toughness", required=True),
            "creature_type": _text(row, "creature_type", required=True),
        })
    rarity = row.get("rarity")
    if rarity not in (None, "") and str(rarity).strip().lower() not in ARCANA_RARITIES:
        raise CardFieldError("rarity", f"{rarity!r} is not one of {', '.join(ARCANA_RARITIES)}")
    return card_type, name.lower(), data["set"], data


def parse_card_row(game: str, row: Mapping[str, Any]) -> CardRecord:
    """Validate one canonical row (docs/card-format.md) and return its CardRecord."""
    if game not in GAMES:
        raise CardFieldError("game", f"{game!r} is not one of {', '.join(GAMES)}")
    if not isinstance(row, Mapping):
        raise CardFieldError("row", "must be an object")
    row_game = row.get("game")
    if row_game not in (None, "", game):
        raise CardFieldError("game", f"this row is for {row_game!r}, not {game!r}")
    unknown = set(row) - COMMON_FIELDS - GAME_FIELDS[game]
    if unknown:
        raise CardFieldError(sorted(unknown)[0], f"is not a field of {game} cards")
    number = _text(row, "number", required=True)
    name = _text(row, "name", required=True)
    if game == UNION_ARENA:
        card_type, identity, set_code, data = _parse_union_arena(row, number)
    elif game == UNIEN:
        card_type, identity, set_code, data = _parse_unien(row, number, name)
    elif game == UNIVERSAL_ARENA:
        card_type, identity, set_code, data = _parse_universal_arena(row, number, name)
    else:
        card_type, identity, set_code, data = _parse_arcana(row, number, name)
    image_url = _text(row, "image_url")
    if image_url and not image_url.startswith(("http://", "https://")):
        raise CardFieldError("image_url", "must be an http(s) URL")
    effects = row.get("effects") or []
    if not isinstance(effects, list):
        raise CardFieldError("effects", "must be a list")
    data["rarity"] = _text(row, "rarity")
    data["image_url"] = image_url
    data["effects"] = effects
    return CardRecord(
        game=game, number=number, identity=identity, name=name, type=card_type, set_code=set_code,
        text=_text(row, "text"), deck_limit=_int(row, "deck_limit", minimum=1), data=data,
    )


def card_row(record: CardRecord) -> dict:
    """The canonical row for a record (what export writes); parse_card_row(card_row(r)) == r."""
    row: dict[str, Any] = {"number": record.number, "name": record.name, "type": record.type}
    data = dict(record.data)
    if record.game == UNION_ARENA:
        row["identity"] = record.identity
    elif record.game == UNIVERSAL_ARENA and record.type == "character":
        data.pop("character", None)
    for key, value in data.items():
        if value in (None, "", [], {}) or (key == "relic" and value is False):
            continue
        row[key] = value
    if record.text:
        row["text"] = record.text
    if record.deck_limit is not None:
        row["deck_limit"] = record.deck_limit
    return row
