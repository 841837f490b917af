"""The community Union Arena JSON format (rows with `cardNo`; see docs/card-format.md) read into canonical
card rows. Pure Python: the card importer (cardsdb) and the engine's own commands (coverage, fidelity) use it."""
from __future__ import annotations

import re

from engine.cards import CardFieldError
from engine.games.union_arena.records import identity_of
from engine.union_arena_text import derive_deck_limit, derive_keywords, split_clauses

# Fields read as text here (the others are checked by engine.cards.parse_card_row).
TEXT_FIELDS = ("cardNo", "originalId", "name", "type", "color", "effect", "_trigger")
_COLORS = {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow", "purple": "purple",
           "rainbow": "all", "all": "all"}


def _split_traits(value) -> list[str]:
    if not value:
        return []
    return [part.strip() for part in re.split(r"\s*[/|]\s*", str(value)) if part.strip()]


def _community_name(source: dict, base: dict | None, card_type: str, number: str) -> str:
    """Rows without a name (many AP cards, some reprints) take their base card's name, else a
    plain label, so a printing is never dropped for a missing name."""
    base_name = (base or {}).get("name")
    name = (source.get("name") or "").strip() or (base_name if isinstance(base_name, str) else "").strip()
    if name:
        return name
    return "AP card" if card_type == "ap" else number


def community_card_rows(records: list) -> tuple[list[tuple[int, dict]], list[tuple[int, str, str, str]]]:
    """Canonical Union Arena rows from community records (see the data's README).

    Copes with: product prefixes joined by '/' or '-', parallels and alt arts (originalId,
    mainalternate), stray icon digits before '@'-separated clauses, nulls, rows whose type is null
    (a printing that carries no data of its own: it takes its base card's data when the file has
    it), AP cards, colour 'rainbow' (= all colours)."""
    rows: list[tuple[int, dict]] = []
    errors: list[tuple[int, str, str, str]] = []  # (row, field, reason, card number)
    by_number = {r["cardNo"]: r for r in records if isinstance(r, dict) and isinstance(r.get("cardNo"), str)}
    for index, record in enumerate(records, start=1):
        if not isinstance(record, dict):
            errors.append((index, "row", "must be an object", ""))
            continue
        not_text = next((key for key in TEXT_FIELDS if not isinstance(record.get(key), (str, type(None)))), None)
        if not_text:
            number = record["cardNo"] if isinstance(record.get("cardNo"), str) else ""
            errors.append((index, not_text, f"must be text, not {type(record[not_text]).__name__}", number))
            continue
        number = (record.get("cardNo") or "").strip()
        if not number:
            errors.append((index, "cardNo", "is required", ""))
            continue
        source = record
        base = by_number.get(record.get("originalId") or "")
        if not record.get("type"):
            if base is not None and base is not record and base.get("type") and all(
                    isinstance(base.get(key), (str, type(None))) for key in TEXT_FIELDS):
                source = {**base, "cardNo": number, "imageLink": record.get("imageLink") or base.get("imageLink")}
        card_type = (source.get("type") or "").strip().lower()
        if not card_type:
            card_type = "ap" if re.search(r"AP\d", number) else ("character" if source.get("power") is not None else "")
        if not card_type:
            errors.append((index, "type", "is missing and cannot be told from the other fields", number))
            continue
        text = "@".join(split_clauses(source.get("effect")))
        trigger = (source.get("_trigger") or "").strip().lower() or "none"
        row = {
            "number": number,
            "name": _community_name(source, base, card_type, number),
            "type": card_type,
            "color": _COLORS.get((source.get("color") or "").strip().lower()),
            "required_energy": source.get("energyCost") or 0,
            "ap_cost": source.get("apCost") if source.get("apCost") is not None else (0 if card_type == "ap" else 1),
            "bp": source.get("power") if card_type == "character" else None,
            "generated_energy": source.get("generatedEnergyData") or 0,
            "traits": _split_traits(source.get("traits")),
            "trigger": trigger,
            "trigger_text": source.get("_triggerText") or "",
            "keywords": derive_keywords(text),
            "text": text,
            "rarity": source.get("rarity") or "",
            "image_url": source.get("imageLink") or "",
            "deck_limit": derive_deck_limit(text),
        }
        if card_type == "character" and row["bp"] is None:
            row["bp"] = 0
        if record.get("originalId"):
            try:
                identity, series = identity_of(record["originalId"])
            except CardFieldError as error:
                errors.append((index, "originalId", error.reason, number))
                continue
            row["identity"] = identity
            if series:
                row["series"] = series
        if source.get("series") and not row.get("series"):
            row["series"] = source["series"]
        rows.append((index, row))
    return rows, errors
