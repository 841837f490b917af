"""Reads from the card database for the other apps and the workers.

`card_index(game)` and `card_records(game)` are cached per process and reloaded when the game's
CatalogVersion changes (every import or admin save bumps it), so deck validation and simulation
workers do not query every card per request or per task."""

from __future__ import annotations

import re
import threading
from datetime import date

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.core.cache import cache as shared_cache
from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.db import connections
from django.db.models import Case, CharField, Count, F, IntegerField, Q, QuerySet, Value, When, Window

from cardsdb.fulltext import FTS_TABLE
from cardsdb.models import Card, CardKeyword, CatalogVersion, Restriction
from engine.cardindex import CardIndex
from engine.cards import CardRecord
from engine.games.union_arena.restrictions import Restriction as RestrictionEntry
from engine.played import simulation

_cache: dict[str, tuple[str, list[CardRecord], CardIndex]] = {}
_lock = threading.Lock()


# The games' catalog versions are read once per request, all in one query, and kept until it ends
# (cardsdb.apps connects begin_request/end_request to Django's request signals; bump_catalog_version
# forgets them). Outside a request (workers, shells, tests' direct calls) every read asks the database.
_request = threading.local()


def begin_request(**kwargs) -> None:
    _request.active, _request.versions = True, None


def end_request(**kwargs) -> None:
    _request.active, _request.versions = False, None


def _catalog_versions() -> dict[str, str]:
    versions = getattr(_request, "versions", None)
    if versions is None:
        # Plain SQL: every request reads this, and building the ORM query cost more than running it.
        with connections[CatalogVersion.objects.db].cursor() as cursor:
            cursor.execute(f"SELECT game, version FROM {CatalogVersion._meta.db_table}")  # noqa: S608 - a fixed name
            versions = dict(cursor.fetchall())
        if getattr(_request, "active", False):
            _request.versions = versions
    return versions


def forget_catalog_versions() -> None:
    _request.versions = None


def catalog_version(game: str) -> str:
    return _catalog_versions().get(game, "")


def catalog_stamp() -> str:
    """Changes whenever any game's cards change: a key for cached card listings."""
    versions = _catalog_versions()
    return ".".join(versions[game] for game in sorted(versions))


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


def card_simulation(card: Card):
    """What the engine plays of a Union Arena card (engine.played.Simulation; None for the other games)."""
    from cardsdb.services import card_to_record

    return simulation(card_to_record(card))


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


def card_filter_choices(game: str) -> dict[str, list[str]]:
    """The values each card filter can take in `game` (sets, types, colours, triggers, keywords),
    for the filter menus of the card browser and the builder; kept in the shared cache under the
    game's catalog version (every import and admin save renews it)."""
    return shared_cache.get_or_set(f"card-filter-choices:{game}:{catalog_version(game)}", lambda: _card_filter_choices(game), 3600)


def _card_filter_choices(game: str) -> dict[str, list[str]]:
    cards = Card.objects.filter(game=game)
    choices = {name: list(cards.exclude(**{column: ""}).values_list(column, flat=True).distinct().order_by(column))
               for name, column in (("types", "card_type"), ("colours", "colors"), ("triggers", "trigger"),
                                    ("sets", "set_code"))}
    choices["keywords"] = list(CardKeyword.objects.filter(card__game=game).values_list("name", flat=True)
                               .distinct().order_by("name"))
    return choices


# Card search: one function for the card page and the API (?search=).
_SEPARATORS = re.compile(r"[\s!-/:-@\[-`{-~]+")  # white space and ASCII punctuation, as cardsdb/fulltext.py
MAX_SEARCH_TERMS = 10
_NUMBER_LIKE = re.compile(r"[\d/-]")


def search_terms(query: str) -> list[list[str]]:
    """The words of each space-separated term: "CGH-1-0 knight" gives [["cgh", "1", "0"], ["knight"]]."""
    terms = []
    for term in query.split()[:MAX_SEARCH_TERMS]:
        words = [word for word in _SEPARATORS.split(term.lower()) if word]
        if words:
            terms.append(words)
    return terms


def search_cards(cards: QuerySet, query: str) -> QuerySet:
    """The cards of `cards` whose name, number or rules text hold every term of `query`, most
    relevant first (name and number count more than text), then by number.

    A term's last word may be cut short ("kni" finds Knight) and a term joined by punctuation is a
    phrase ("CGH-1-0" finds CGH-1-004). Full-text search on both databases (cardsdb/fulltext.py);
    when it finds nothing (the middle of a word, say), a plain substring search ordered by number."""
    terms = search_terms(query)
    if not terms:
        return cards
    vendor = connections[cards.db].vendor
    found = None
    if vendor == "postgresql":
        found = _search_postgres(cards, terms)
    elif vendor == "sqlite":
        found = _search_sqlite(cards, terms)
    query = query.strip()
    if found is not None and found.exists():
        if not _NUMBER_LIKE.search(query):
            return found
        # A query that starts a card number ("DLB-1-0", "UA90BT/DLB-1-01") lists those cards first, in
        # number order, as a player typing a number expects; then the rest by relevance. (A query
        # with no digit or number punctuation starts no card number: the check is left out.)
        starts_number = Q(number__istartswith=query) | Q(identity__istartswith=query)
        return found.annotate(
            number_first=Case(When(starts_number, then=0), default=1, output_field=IntegerField()),
            number_order=Case(When(starts_number, then=F("number")), default=Value(""), output_field=CharField()),
        ).order_by("number_first", "number_order", *found.query.order_by)
    return cards.filter(Q(name__icontains=query) | Q(number__icontains=query) | Q(text__icontains=query)
                        ).order_by("number")


def _search_postgres(cards: QuerySet, terms: list[list[str]]) -> QuerySet:
    # to_tsquery: words of a term follow each other (<->), the last one is a prefix (:*); terms are ANDed.
    raw = " & ".join("(" + " <-> ".join(words[:-1] + [words[-1] + ":*"]) + ")" for words in terms)
    tsquery = SearchQuery(raw, search_type="raw", config="simple")
    return (cards.filter(search_vector=tsquery).annotate(search_rank=SearchRank(F("search_vector"), tsquery))
            .order_by("-search_rank", "number"))


def _search_sqlite(cards: QuerySet, terms: list[list[str]]) -> QuerySet:
    # FTS5: a quoted phrase per term, its last word a prefix ("cgh 1 0"*); terms are ANDed. The FTS
    # table is joined (QuerySet.extra: the ORM has no join to a virtual table) so bm25 is computed once
    # per match; it is lower for better matches, and name and number weigh ten times the text.
    match = " ".join('"' + " ".join(words) + '"*' for words in terms)
    return cards.extra(  # noqa: S610 - fixed SQL; the user's words are a bound parameter
        tables=[FTS_TABLE], where=[f"{FTS_TABLE}.rowid = cardsdb_card.id", f"{FTS_TABLE} MATCH %s"], params=[match],
        select={"search_rank": f"bm25({FTS_TABLE}, 10.0, 10.0, 1.0)"}).order_by("search_rank", "number")


class CardPaginator(Paginator):
    """Pages a card query (cardsdb.api's listings, the card page) in two steps: the page's ids in
    order, then those cards. Sorting a search's thousands of matches by relevance with every
    column of each took most of the query; ids alone sort fast. A search on PostgreSQL counts the
    cards found in the same query (a window count: it ranks every match anyway; SQLite's bm25 cannot
    be used beside a window). Other listings count them in a query of their own: a window would read
    every match where an index gives the first page's 50 (a game's listing: 6.5 ms against 0.04 +
    1.2 ms). A first page shorter than a page needs no count. Pages past the end are refused as
    Django's Paginator refuses them (EmptyPage; get_page gives the last page)."""

    def validate_number(self, number):
        """A whole number of at least 1; the last page is checked by page(), which learns the count."""
        try:
            if isinstance(number, float) and not number.is_integer():
                raise ValueError
            number = int(number)
        except (TypeError, ValueError):
            raise PageNotAnInteger(self.error_messages["invalid_page"]) from None
        if number < 1:
            raise EmptyPage(self.error_messages["min_page"])
        return number

    def page(self, number):
        number = self.validate_number(number)
        bottom = (number - 1) * self.per_page
        cards = self.object_list
        if connections[cards.db].vendor == "postgresql" and "search_rank" in cards.query.annotations:
            rows = list(cards.annotate(found=Window(Count("pk"))).values_list("pk", "found")[bottom:bottom + self.per_page])
            if rows:
                self.__dict__["count"] = rows[0][1]  # Paginator.count is a cached property
            ids = [pk for pk, _ in rows]
        else:
            ids = list(cards.values_list("pk", flat=True)[bottom:bottom + self.per_page])
            if number == 1 and len(ids) < self.per_page:
                self.__dict__["count"] = len(ids)  # all there are: no count query
        if not ids and number > 1:  # past the end
            raise EmptyPage(self.error_messages["no_results"])
        found = Card.objects.defer("search_vector").in_bulk(ids)
        return self._get_page([found[pk] for pk in ids], number, self)

    def get_page(self, number):
        try:
            return self.page(number)
        except PageNotAnInteger:
            return self.page(1)
        except EmptyPage:
            return self.page(max(self.num_pages, 1))


def rule_terms(game: str):
    """Every keyword and status effect of a game with its definition (cardsdb.models.RuleTerm), keywords first."""
    from cardsdb.models import RuleTerm

    return RuleTerm.objects.filter(game=game).order_by("kind", "character", "name")


def rule_terms_on_card(card: Card) -> list:
    """The keywords and statuses a card names — in its text, its structured effects or (a character) its own
    status list — each with its definition. A keyword written with X (Prepare X) is found by its word(s)."""
    import re

    from cardsdb.models import RuleTerm

    terms = list(RuleTerm.objects.filter(game=card.game))
    if not terms:
        return []
    named = set()

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("status", "keyword", "name", "resource") and isinstance(item, str):
                    named.add(item)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk([card.data.get(key) for key in ("structured_effects", "restrictions", "statuses", "innates")])
    found = []
    for term in terms:
        if term.character and term.character not in (card.set_code, card.data.get("character")):
            continue
        word = term.name.removesuffix(" X").strip()
        if term.name in named or (word and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", card.text or "")):
            found.append(term)
    return sorted(found, key=lambda t: (t.kind, t.name))
