"""Writes to the card database: importing card files (atomic: every row valid or nothing written)
and exporting them back in the canonical format."""
from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.db import connection, models, transaction

from cardsdb import fulltext
from cardsdb.importers import ReadResult, RowError
from cardsdb.models import Card, CardKeyword, CardTrait, CatalogVersion
from cardsdb.selectors import forget_catalog_versions
from engine.cards import CardFieldError, CardRecord, card_row, parse_card_row
from engine.effects import validate_effects
from engine.spec import spec_for


class ImportFailed(Exception):
    def __init__(self, errors: list[RowError]):
        self.errors = errors
        super().__init__(f"{len(errors)} bad row(s); nothing was written")


@dataclass
class ImportReport:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    errors: list[RowError] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.created + self.updated + self.unchanged


def _columns(record: CardRecord) -> dict:
    data = record.data
    spec = spec_for(record.game)  # the game's statistics columns
    colors, cost, power = spec.colors(record), spec.cost(record), spec.power(record)
    stored = {k: v for k, v in data.items() if k not in ("effects", "rarity", "image_url")}
    return {
        "identity": record.identity, "name": record.name, "card_type": record.type, "set_code": record.set_code,
        "colors": colors, "cost": cost, "ap_cost": data.get("ap_cost"), "power": power,
        "trigger": data.get("trigger") or "", "rarity": data.get("rarity") or "", "text": record.text,
        "image_url": data.get("image_url") or "", "deck_limit": record.deck_limit,
        "effects": list(data.get("effects") or []), "data": stored,
    }


def parse_rows(game: str, read: ReadResult) -> tuple[list[tuple[int, CardRecord]], list[RowError]]:
    """Validate every row; collect every problem (row number, field, reason) instead of stopping."""
    errors = list(read.errors)
    records: list[tuple[int, CardRecord]] = []
    seen: dict[str, int] = {}
    for row_number, row in read.rows:
        number = str(row.get("number") or "")
        try:
            record = parse_card_row(game, row)
        except CardFieldError as exc:
            errors.append(RowError(row_number, exc.field, exc.reason, number))
            continue
        too_big = _too_big_to_store(record)
        if too_big:
            errors.append(RowError(row_number, *too_big, number[:64]))
            continue
        problems = validate_effects(game, record.data.get("effects"))
        if problems:
            errors.append(RowError(row_number, "effects", "; ".join(problems), number))
            continue
        if record.number in seen:
            errors.append(RowError(row_number, "number", f"{record.number} already appears at row {seen[record.number]}",
                                   number))
            continue
        seen[record.number] = row_number
        records.append((row_number, record))
    return records, errors


# The card format's field behind each column whose name differs (per game where it differs).
COLUMN_FIELDS = {
    "union-arena": {"card_type": "type", "set_code": "series", "colors": "color", "cost": "required_energy", "power": "bp"},
    "unien": {"card_type": "type", "set_code": "card_set", "colors": "attribute"},
    "universal-arena": {"card_type": "type", "set_code": "character", "power": "damage"},
    "arcana": {"card_type": "type", "set_code": "set", "cost": "stars"},
}


def _too_big_to_store(record: CardRecord) -> tuple[str, str] | None:
    """(field, reason) for the first value longer or larger than its database column takes, else None."""
    names = COLUMN_FIELDS[record.game]
    stored = [(names.get(column, column), Card, column, value)
              for column, value in {"number": record.number, **_columns(record)}.items()]
    stored += [("traits", CardTrait, "name", name) for name in record.data.get("traits") or []]
    for keyword in record.data.get("keywords") or []:
        stored += [("keywords", CardKeyword, "name", _keyword_name(keyword)),
                   ("keywords", CardKeyword, "target", _keyword_target(keyword)),
                   ("keywords", CardKeyword, "value", _keyword_value(keyword))]
    for label, model, column, value in stored:
        field = model._meta.get_field(column)
        if isinstance(value, str) and field.max_length and len(value) > field.max_length:
            return label, f"is {len(value):,} characters long; the most is {field.max_length}"
        if isinstance(value, int) and isinstance(field, models.IntegerField):
            low, high = connection.ops.integer_field_range(field.get_internal_type())
            if (low is not None and value < low) or (high is not None and value > high):
                return label, f"{value} is out of range ({low:,} to {high:,})"
    return None


def import_cards(game: str, read: ReadResult, progress: Callable[[int, int], None] | None = None) -> ImportReport:
    """Create or update (by number) every card of a file, in one transaction.

    Raises ImportFailed with every bad row when any row is bad: nothing is written then."""
    records, errors = parse_rows(game, read)
    if errors:
        raise ImportFailed(sorted(errors, key=lambda e: e.row))
    report = ImportReport()
    with transaction.atomic():
        existing = {card.number: card for card in Card.objects.filter(game=game, number__in=[r.number for _, r in records])}
        for done, (_, record) in enumerate(records, start=1):
            values = _columns(record)
            card = existing.get(record.number)
            if card is None:
                card = Card.objects.create(game=game, number=record.number, **values)
                report.created += 1
            elif all(getattr(card, key) == value for key, value in values.items()):
                report.unchanged += 1
                if progress:
                    progress(done, len(records))
                continue
            else:
                for key, value in values.items():
                    setattr(card, key, value)
                card.save()
                report.updated += 1
                card.traits.all().delete()
                card.keywords.all().delete()
            CardTrait.objects.bulk_create(
                [CardTrait(card=card, name=name) for name in dict.fromkeys(record.data.get("traits") or [])])
            CardKeyword.objects.bulk_create([
                CardKeyword(card=card, name=_keyword_name(k), value=_keyword_value(k), target=_keyword_target(k))
                for k in record.data.get("keywords") or []])
            if progress:
                progress(done, len(records))
        if report.created or report.updated:
            bump_catalog_version(game)
    return report


def _keyword_name(keyword) -> str:
    return keyword if isinstance(keyword, str) else keyword["name"]


def _keyword_value(keyword):
    return None if isinstance(keyword, str) else keyword.get("value")


def _keyword_target(keyword) -> str:
    return "" if isinstance(keyword, str) else (keyword.get("target") or "")


def bump_catalog_version(game: str) -> None:
    """Called whenever a game's cards change: per-process caches reload, search statistics refresh."""
    CatalogVersion.objects.update_or_create(game=game, defaults={"version": uuid.uuid4().hex})
    forget_catalog_versions()  # a request that changed cards reads the new version after
    fulltext.refresh_statistics(connection)


def card_to_record(card: Card, played: bool = True) -> CardRecord:
    """The engine's record of a card; its effects are the hand-written list when staff gave one (played=False:
    the imported ones, as an export gives back)."""
    data = dict(card.data)
    data["effects"] = card.played_effects if played else list(card.effects or [])
    data["rarity"] = card.rarity
    data["image_url"] = card.image_url
    return CardRecord(game=card.game, number=card.number, identity=card.identity, name=card.name,
                      type=card.card_type, set_code=card.set_code, text=card.text, deck_limit=card.deck_limit,
                      data=data)


def export_rows(game: str, cards: Iterable[Card] | None = None) -> list[dict]:
    cards = Card.objects.filter(game=game).order_by("number") if cards is None else cards
    return [card_row(card_to_record(card, played=False)) for card in cards]


def export_json(game: str) -> str:
    return json.dumps({"game": game, "cards": export_rows(game)}, ensure_ascii=False, indent=1)
