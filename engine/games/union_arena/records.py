"""Union Arena card records (seed 000): the game's fields of the canonical card format
(docs/card-format.md), its card numbers and their copy identities."""
from __future__ import annotations

import re

from engine.cards import CardFieldError, read_choice, read_int, read_keywords, read_list, read_text

FIELDS = frozenset({"identity", "series", "color", "required_energy", "ap_cost", "bp", "generated_energy",
                    "traits", "trigger", "trigger_text", "keywords"})
TYPES = ("character", "field", "event", "ap")
COLORS = ("red", "blue", "green", "yellow", "purple", "all")
TRIGGERS = ("none", "draw", "get", "active", "raid", "color", "special", "final")
KEYWORDS = {"step", "snipe", "double-attack", "double-block", "impact", "impact-plus", "damage",
            "damage-plus", "negate-impact", "raid"}

# Card numbers: UA01BT/CGH-1-004, UA01BT/CGH-1-004_p1, UE01BT/CGH-1-004, CGH-1-004-ALT1, UA30BT-ARK-1-001,
# EX01BT/CGH-2-010, PR/CGH-1-100, AP cards (HTR-2-AP01, UA27BT-GIM-1-AP07-S, UAPR-IMS_AP07) and
# promos (UAPR-GIM-P-001). Parallels (_p1, -ALT1, -S, ★) share the identity of their base card.
_PRODUCT = re.compile(r"^(?:[A-Z]{1,4}\d{2}[A-Z]{1,3}|[A-Z]{2}PR|UAPB|UAPC|PR|UA|UE|EX|UEX)$", re.IGNORECASE)
_PARALLEL_SUFFIX = re.compile(r"(?:_p\d+|-ALT\d*|-S|★)+$", re.IGNORECASE)
_UA_BODY = re.compile(
    r"^(?P<series>[A-Z][A-Z0-9]{1,3})[-_](?P<rest>(?:\d+[-_])?(?:AP\d+|P-\d+|\d{3}))$", re.IGNORECASE)


def identity_of(number: str) -> tuple[str, str]:
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


def parse_row(row, number: str, name: str):
    """The Union Arena part of a canonical row (docs/card-format.md)."""
    card_type = read_choice(row, "type", TYPES, required=True)
    derived_identity, derived_series = identity_of(number)
    identity = read_text(row, "identity") or derived_identity
    series = (read_text(row, "series") or derived_series).upper()
    data = {
        "series": series,
        "color": read_choice(row, "color", COLORS),
        "required_energy": read_int(row, "required_energy", default=0),
        "ap_cost": read_int(row, "ap_cost", default=0 if card_type == "ap" else 1),
        "bp": read_int(row, "bp"),
        "generated_energy": read_int(row, "generated_energy", default=0),
        "traits": read_list(row, "traits"),
        "trigger": read_choice(row, "trigger", TRIGGERS, default="none"),
        "trigger_text": read_text(row, "trigger_text"),
        "keywords": read_keywords(row, "keywords", KEYWORDS),
    }
    if card_type == "character" and data["bp"] is None:
        raise CardFieldError("bp", "is required for a character")
    for index, keyword in enumerate(data["keywords"]):
        if keyword["name"] == "raid":
            if not keyword.get("target"):
                raise CardFieldError(f"keywords[{index}].target", "a raid keyword needs its target")
            keyword.setdefault("target_kind", "name")
            if keyword["target_kind"] not in ("name", "trait", "name-has"):
                raise CardFieldError(f"keywords[{index}].target_kind", "must be name, trait or name-has")
        if keyword["name"] in ("impact", "damage", "impact-plus", "damage-plus") and "value" not in keyword:
            keyword["value"] = 1
    return card_type, identity, series, data


def row_extras(record, row: dict, data: dict) -> None:
    """card_row's Union Arena part: the copy identity is written back."""
    row["identity"] = record.identity
