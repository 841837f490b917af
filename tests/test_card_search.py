"""Issue 11 point 5 and issue 12 point 6: one card search (cardsdb.selectors.search_cards) for the
card page and the API, full-text on both databases (PostgreSQL tsvector + GIN, SQLite FTS5), ranked
by relevance then number, and an index the database keeps current on every write."""
import json
import re

import pytest
from django.core.management import call_command

from cardsdb.models import Card
from cardsdb.selectors import search_cards, search_terms
from tests.cards_factory import ua_row

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards(tmp_path):
    rows = [
        ua_row("UA90BT/TST-1-001", name="Ember Knight", text="[On Play] Draw 1 card."),
        ua_row("UA90BT/TST-1-002", name="Tide Mage", text="[When Attacking] Choose a knight; it gets +1000 BP."),
        ua_row("UA90BT/TST-1-010", name="Knight Captain", text=""),
        ua_row("UA90BT/TST-2-001", name="Sky Rogue", text="[On Play] Draw 2 cards."),
        ua_row("UA91BT/OTH-1-001", name="Other Series", text=""),
        ua_row("UA90BT/TST-3-002", name="Twin Scout", text=""),
        ua_row("UA90BT/TST-3-001", name="Twin Scout", text=""),
    ]
    path = tmp_path / "ua.json"
    path.write_text(json.dumps(rows))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)


def found(query, game="union-arena"):
    return list(search_cards(Card.objects.filter(game=game), query).values_list("number", flat=True))


def test_terms_split_at_spaces_and_punctuation():
    assert search_terms("  CGH-1-0  Knight ") == [["cgh", "1", "0"], ["knight"]]
    assert search_terms("--- //") == []


def test_name_matches_rank_before_text_matches_then_number(cards):
    # Both names hold "knight" (ranked first); the Tide Mage only mentions one in its text.
    ranked = found("knight")
    assert set(ranked[:2]) == {"UA90BT/TST-1-001", "UA90BT/TST-1-010"} and ranked[2:] == ["UA90BT/TST-1-002"]
    # Equally relevant cards come by number.
    assert found("twin") == ["UA90BT/TST-3-001", "UA90BT/TST-3-002"]


def test_prefixes_phrases_and_every_term(cards):
    assert set(found("kni")[:2]) == {"UA90BT/TST-1-001", "UA90BT/TST-1-010"}
    assert sorted(found("TST-1-0")) == ["UA90BT/TST-1-001", "UA90BT/TST-1-002", "UA90BT/TST-1-010"]  # a phrase
    assert found("TST-1-01") == ["UA90BT/TST-1-010"]
    assert found("draw cards") == ["UA90BT/TST-2-001"]  # every term
    assert found("ember captain") == []


def test_part_of_a_word_falls_back_to_substring(cards):
    assert found("nigh") == ["UA90BT/TST-1-001", "UA90BT/TST-1-002", "UA90BT/TST-1-010"]


def test_the_index_follows_saves_imports_and_deletes(cards, tmp_path):
    card = Card.objects.get(number="UA91BT/OTH-1-001")
    card.name = "Lantern Warden"
    card.save()
    assert found("lantern") == ["UA91BT/OTH-1-001"] and found("other") == []
    path = tmp_path / "update.json"
    path.write_text(json.dumps([ua_row("UA90BT/TST-2-001", name="Sky Rogue", text="[On Play] Search a Lantern.")]))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    assert found("lantern") == ["UA91BT/OTH-1-001", "UA90BT/TST-2-001"]  # name before text
    Card.objects.filter(number="UA91BT/OTH-1-001").delete()
    assert found("lantern") == ["UA90BT/TST-2-001"]
    Card.objects.filter(number="UA90BT/TST-2-001").update(text="")
    assert found("lantern") == []


def test_api_and_card_page_give_the_same_answer(client, cards):
    api = [c["number"] for c in client.get("/api/cards/?game=union-arena&search=knight").json()["results"]]
    page = client.get("/cards/union-arena/?q=knight").content.decode()
    assert api == found("knight")
    shown = [number for number in re.findall(r"UA9\dBT/[A-Z]+-\d-\d{3}", page)]
    assert list(dict.fromkeys(shown)) == api


def test_api_ordering_still_wins_over_relevance(client, cards):
    body = client.get("/api/cards/?search=knight&ordering=-number").json()
    assert [c["number"] for c in body["results"]] == ["UA90BT/TST-1-010", "UA90BT/TST-1-002", "UA90BT/TST-1-001"]


def test_sqlite_triggers_dropped_by_a_table_rebuild_come_back_after_migrate(cards):
    from django.db import connection

    from cardsdb import fulltext

    if connection.vendor != "sqlite":
        pytest.skip("the FTS5 triggers are SQLite's")

    def indexed(word):
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT count(*) FROM {fulltext.FTS_TABLE} WHERE {fulltext.FTS_TABLE} MATCH %s", [word])
            return cursor.fetchone()[0]

    with connection.cursor() as cursor:
        cursor.execute("DROP TRIGGER cardsdb_card_fts_update")
    Card.objects.filter(number="UA91BT/OTH-1-001").update(name="Lantern Warden")
    assert indexed("lantern") == 0  # the index missed the change
    fulltext.ensure(connection)  # what post_migrate runs
    assert indexed("lantern") == 1
    Card.objects.filter(number="UA91BT/OTH-1-001").update(name="Gate Warden")
    assert indexed("lantern") == 0 and indexed("gate") == 1


def test_sqlite_matches_once_not_once_per_card_of_the_game(cards):
    """With statistics (refreshed on every card change) SQLite's planner scans the full-text index first
    and looks the cards up, instead of matching the text once per card of the game (seconds at 10,000)."""
    from django.db import connection

    from cardsdb.services import bump_catalog_version

    if connection.vendor != "sqlite":
        pytest.skip("a SQLite planner question")
    Card.objects.bulk_create([Card(game="union-arena", number=f"UA90BT/BIG-1-{i:03d}", identity=f"BIG-1-{i:03d}",
                                   name=f"Pilot {i}", card_type="character") for i in range(400)])
    bump_catalog_version("union-arena")
    plan = search_cards(Card.objects.filter(game="union-arena"), "pilot 3").order_by().values("id").explain()
    assert "SCAN cardsdb_card_fts VIRTUAL TABLE" in plan.splitlines()[0], plan


def test_card_listings_are_cached_until_the_cards_change(client, cards, tmp_path, django_assert_max_num_queries):
    url = "/api/cards/?game=union-arena&search=knight"
    first = client.get(url).json()
    # The catalog versions, and the tests' database cache reading its row: no search, count or page.
    with django_assert_max_num_queries(2):
        assert client.get(url).json() == first
    path = tmp_path / "rename.json"
    path.write_text(json.dumps([ua_row("UA90BT/TST-1-010", name="Lantern Captain", text="")]))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    assert "UA90BT/TST-1-010" not in [c["number"] for c in client.get(url).json()["results"]]


def test_a_query_that_starts_a_card_number_lists_those_cards_first_in_number_order(cards):
    """A player typing a number ("TST-1-0", "UA90BT/TST-") wants the cards it starts, in number order,
    ahead of cards that merely mention the words."""
    assert found("TST-1-0") == ["UA90BT/TST-1-001", "UA90BT/TST-1-002", "UA90BT/TST-1-010"]
    assert found("UA90BT/TST-")[:3] == ["UA90BT/TST-1-001", "UA90BT/TST-1-002", "UA90BT/TST-1-010"]
    assert found("knight")[0] in ("UA90BT/TST-1-001", "UA90BT/TST-1-010")  # a word: relevance first, as before


def test_pages_of_a_search_count_and_end_as_django_paginator_does(client, cards):
    """cardsdb.selectors.CardPaginator fetches a page's ids (with the count, on PostgreSQL) before the
    cards: the pages, counts and links are those of Django's Paginator, and a page past the end is
    refused by the API (404) and shown as the last page by the card page."""
    everything = [c["number"] for c in client.get("/api/cards/?game=union-arena&page_size=50").json()["results"]]
    assert len(everything) == 7
    pages = [client.get(f"/api/cards/?game=union-arena&page_size=3&page={n}").json() for n in (1, 2, 3)]
    assert [page["count"] for page in pages] == [7, 7, 7]
    assert [c["number"] for page in pages for c in page["results"]] == everything
    assert pages[2]["next"] is None and pages[0]["previous"] is None and "page=3" in pages[1]["next"]
    assert [len(page["results"]) for page in pages] == [3, 3, 1]
    searched = client.get("/api/cards/?search=knight&page_size=2&page=2").json()
    assert searched["count"] == 3 and [c["number"] for c in searched["results"]] == found("knight")[2:]
    for past in ("4", "0", "-1", "x", "1.5"):
        assert client.get(f"/api/cards/?game=union-arena&page_size=3&page={past}").status_code == 404, past
    assert client.get("/api/cards/?search=nothingmatches").json() == {"count": 0, "next": None, "previous": None,
                                                                       "results": []}

    last = client.get("/cards/union-arena/?page=99").content.decode()
    first = client.get("/cards/union-arena/?page=x").content.decode()
    assert "7 cards" in last and "7 cards" in first and "Page 1 of 1" in last and "Page 1 of 1" in first
    assert "No card matches these filters." in client.get("/cards/union-arena/?q=nothingmatches").content.decode()


def test_a_listing_counts_in_a_query_of_its_own_and_not_at_all_when_one_page_holds_it(client, cards):
    """A listing reads its first page through an index, so its count is a query of its own rather than a
    window over every match; a first page shorter than a page is the count. A search on PostgreSQL
    counts in the same query (a window): it ranks every match anyway."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def counts(url):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        return [q["sql"] for q in queries if "COUNT(" in q["sql"].upper()]

    assert counts("/api/cards/?game=union-arena") == []
    [count] = counts("/api/cards/?game=union-arena&page_size=3")
    assert "OVER" not in count.upper()
    [count] = counts("/api/cards/?game=union-arena&set=TST&page_size=1")
    assert "OVER" not in count.upper()
    [count] = counts("/api/cards/?search=knight&page_size=1")
    assert ("OVER" in count.upper()) == (connection.vendor == "postgresql")
