"""Reads from the card database for the other apps and the workers.

`card_index(game)` and `card_records(game)` are cached per process and reloaded when the game's
CatalogVersion changes (every import or admin save bumps it), so deck validation and simulation
workers do not query every card per request or per task."""

from __future__ import annotations

import threading
from datetime import date

from django.db.models import Q

from cardsdb.models import Card, CatalogVersion, Restriction
from engine.cardindex import CardIndex
from engine.cards import CardRecord
from engine.restrictions import Restriction as RestrictionEntry

_cache: dict[str, tuple[str, list[CardRecord], CardIndex]] = {}
_lock = threading.Lock()


def catalog_version(game: str) -> str:
    return CatalogVersion.objects.filter(game=game).values_list("version", flat=True).first() or ""


def card_records(game: str, numbers=None) -> list[CardRecord]:
    records = _cached(game)[1]
    if numbers is None:
        return list(records)
    wanted = set(numbers)
    return [record for record in records if record.number in wanted]


def card_index(game: str) -> CardIndex:
    """An engine.cardindex.CardIndex over every card of the game (cached per process)."""
    return _cached(game)[2]


def _cached(game: str):
    from cardsdb.services import card_to_record  # services imports selectors' models only

    version = catalog_version(game)
    entry = _cache.get(game)
    if entry is not None and entry[0] == version:
        return entry
    with _lock:
        records = [card_to_record(card) for card in Card.objects.filter(game=game).order_by("number")]
        entry = (version, records, CardIndex(records, game))
        _cache[game] = entry
    return entry


def restrictions_in_force(game: str, region: str, as_of: date) -> list[RestrictionEntry]:
    rows = Restriction.objects.filter(game=game, region=region, effective_from__lte=as_of).filter(
        Q(effective_until__isnull=True) | Q(effective_until__gt=as_of)
    )
    entries = []
    for row in rows:
        identities = (
            (row.identity, row.other_identity) if row.kind == Restriction.Kind.PAIR_BAN else (row.identity,)
        )
        entries.append(
            RestrictionEntry(
                kind=row.kind,
                identities=identities,
                limit=row.limit,
                region=row.region,
                starts=row.effective_from,
                ends=row.effective_until,
                note=row.note,
            )
        )
    return entries
