"""Reading card files into canonical rows: canonical JSON/CSV (docs/card-format.md) and the
community Union Arena JSON format (rows with `cardNo`). Readers only turn bytes into
`(row_number, row_dict)` pairs; validation happens in engine.cards.parse_card_row."""
from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path

from engine.games.union_arena.community import community_card_rows

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
    except RecursionError:
        raise CardFileError(f"{filename}: the JSON is nested too deeply to be a card file") from None
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
    reader = csv.DictReader(io.StringIO(text))
    try:
        return _read_csv_rows(reader, filename)
    except csv.Error as exc:  # a cell longer than the csv module's field limit, for one
        raise CardFileError(f"{filename}: the row after line {reader.line_num} cannot be read as CSV ({exc})") from None


def _read_csv_rows(reader: csv.DictReader, filename: str) -> ReadResult:
    result = ReadResult()
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


def community_rows(records: list) -> ReadResult:
    """Canonical Union Arena rows from community records (engine.games.union_arena.community)."""
    rows, errors = community_card_rows(records)
    return ReadResult(rows=rows, errors=[RowError(*error) for error in errors], format="community")
