"""Reading card files into canonical rows: canonical JSON/CSV (docs/card-format.md) and the
community Union Arena JSON format (rows with `cardNo`). Readers only turn bytes into
`(row_number, row_dict)` pairs; validation happens in engine.cards.parse_card_row."""
from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import union_arena_identity
from engine.union_arena_text import derive_deck_limit, derive_keywords, split_clauses

# Canonical fields that hold JSON in CSV cells (plain string lists may also be "a|b").
JSON_CSV_FIELDS = {"keywords", "effects", "cost", "activation_cost", "status_effects", "traits", "effect_kinds"}
INT_CSV_FIELDS = {"deck_limit", "required_energy", "ap_cost", "bp", "generated_energy", "copies_in_set", "hp",
                  "damage", "hits", "shield", "stars", "power", "toughness"}


@dataclass
class RowError:
    row: int  # 1-based position in the file (CSV: the line number, header is line 1)
    field: str
    reason: str
    number: str = ""

    def __str__(self):
        where = f"row {self.row}" + (f" ({self.number})" if self.number else "")
        return f"{where}, field {self.field}: {self.reason}"


@dataclass
class ReadResult:
    rows: list[tuple[int, dict]] = field(default_factory=list)
    errors: list[RowError] = field(default_factory=list)
    format: str = "canonical"


class CardFileError(ValueError):
    """The file as a whole cannot be read (not JSON, wrong shape, unknown extension)."""


def read_card_file(path: str | Path, fmt: str = "auto", game: str | None = None) -> ReadResult:
    path = Path(path)
    try:
        content = path.read_bytes()
    except OSError as exc:
        raise CardFileError(f"{path}: cannot read ({exc.strerror})") from None
    return read_card_bytes(content, path.name, fmt=fmt, game=game)


def read_card_bytes(content: bytes, filename: str, fmt: str = "auto", game: str | None = None) -> ReadResult:
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardFileError(f"{filename}: not UTF-8 text (byte {exc.start})") from None
    if filename.lower().endswith(".csv"):
        if fmt == "community":
            raise CardFileError(f"{filename}: the community format is JSON, not CSV")
        return _read_csv(text, filename)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardFileError(f"{filename}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    if isinstance(data, dict):
        if game and data.get("game") not in (None, game):
            raise CardFileError(f"{filename}: the file is for {data.get('game')!r}, not {game!r}")
        data = data.get("cards")
    if not isinstance(data, list):
        raise CardFileError(f"{filename}: expected a JSON array of cards or {{\"game\": ..., \"cards\": [...]}}")
    is_community = fmt == "community" or (fmt == "auto" and any(isinstance(r, dict) and "cardNo" in r for r in data[:20]))
    if is_community:
        return community_rows(data)
    result = ReadResult()
    for index, row in enumerate(data, start=1):
        if not isinstance(row, dict):
            result.errors.append(RowError(index, "row", "must be an object"))
        else:
            result.rows.append((index, row))
    return result


def _read_csv(text: str, filename: str) -> ReadResult:
    result = ReadResult()
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames or "number" not in reader.fieldnames:
        raise CardFileError(f"{filename}: a CSV card file needs a header row with at least 'number'")
    for raw in reader:
        line = reader.line_num
        row: dict = {}
        bad = False
        for key, value in raw.items():
            if key is None:
                result.errors.append(RowError(line, "row", "has more cells than the header"))
                bad = True
                continue
            if value is None or value == "":
                continue
            if key in JSON_CSV_FIELDS and value.lstrip().startswith(("[", "{")):
                try:
                    value = json.loads(value)
                except json.JSONDecodeError as exc:
                    result.errors.append(RowError(line, key, f"not valid JSON ({exc.msg})", raw.get("number") or ""))
                    bad = True
                    continue
            elif key in INT_CSV_FIELDS:
                try:
                    value = int(value)
                except ValueError:
                    result.errors.append(RowError(line, key, f"{value!r} is not a whole number", raw.get("number") or ""))
                    bad = True
                    continue
            elif key == "relic":
                value = value.strip().lower() in ("true", "1", "yes")
            row[key] = value
        if not bad:
            result.rows.append((line, row))
    return result


# --- the community Union Arena JSON format -------------------------------------------------------

_COLORS = {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow", "purple": "purple",
           "rainbow": "all", "all": "all"}


def _split_traits(value) -> list[str]:
    if not value:
        return []
    return [part.strip() for part in re.split(r"\s*[/|]\s*", str(value)) if part.strip()]


def _community_name(source: dict, base: dict | None, card_type: str, number: str) -> str:
    """Rows without a name (many AP cards, some reprints) take their base card's name, else a
    plain label, so a printing is never dropped for a missing name."""
    name = (source.get("name") or "").strip() or ((base or {}).get("name") or "").strip()
    if name:
        return name
    return "AP card" if card_type == "ap" else number


def community_rows(records: list) -> ReadResult:
    """Canonical Union Arena rows from community records (see the data's README).

    Copes with: product prefixes joined by '/' or '-', parallels and alt arts (originalId,
    mainalternate), stray icon digits before '@'-separated clauses, nulls, rows whose type is null
    (a printing that carries no data of its own: it takes its base card's data when the file has
    it), AP cards, colour 'rainbow' (= all colours)."""
    result = ReadResult(format="community")
    by_number = {r.get("cardNo"): r for r in records if isinstance(r, dict)}
    for index, record in enumerate(records, start=1):
        if not isinstance(record, dict):
            result.errors.append(RowError(index, "row", "must be an object"))
            continue
        number = (record.get("cardNo") or "").strip()
        if not number:
            result.errors.append(RowError(index, "cardNo", "is required"))
            continue
        source = record
        if not record.get("type"):
            base = by_number.get(record.get("originalId"))
            if base is not None and base is not record and base.get("type"):
                source = {**base, "cardNo": number, "imageLink": record.get("imageLink") or base.get("imageLink")}
        card_type = (source.get("type") or "").strip().lower()
        if not card_type:
            card_type = "ap" if re.search(r"AP\d", number) else ("character" if source.get("power") is not None else "")
        if not card_type:
            result.errors.append(RowError(index, "type", "is missing and cannot be told from the other fields", number))
            continue
        text = "@".join(split_clauses(source.get("effect")))
        trigger = (source.get("_trigger") or "").strip().lower() or "none"
        row = {
            "number": number,
            "name": _community_name(source, by_number.get(record.get("originalId")), card_type, number),
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
            identity, series = union_arena_identity(record["originalId"])
            row["identity"] = identity
            if series:
                row["series"] = series
        if source.get("series") and not row.get("series"):
            row["series"] = source["series"]
        result.rows.append((index, row))
    return result
