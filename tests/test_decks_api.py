"""Decks through the API: permissions (alice, bob, anonymous), versions, diff, restore, fork,
share links, validation, import/export, deck codes, statistics, sample hands and size limits."""
import pytest
from rest_framework.test import APIClient

from cardsdb.importers import ReadResult
from cardsdb.services import import_cards
from decks.models import Deck
from tests.deck_factory import ua_deck_text

pytestmark = pytest.mark.django_db


def ua_rows():
    rows = [{"number": f"UA90BT/TST-1-{i:03d}", "name": f"Tester {i}", "type": "character", "color": "red",
             "required_energy": 0 if i <= 2 else 1, "ap_cost": 1, "bp": 2000, "trigger": "special" if i == 20 else "none"}
            for i in range(1, 21)]
    rows += [{"number": f"UA90BT/TST-1-AP0{i}", "name": "AP card", "type": "ap", "ap_cost": 0} for i in range(1, 4)]
    rows += [{"number": "EX01BT/TST-1-001", "name": "Tester 1", "type": "character", "bp": 2000}]
    return rows


@pytest.fixture
def cards():
    import_cards("union-arena", ReadResult(rows=list(enumerate(ua_rows(), 1))))
    import_cards("arcana", ReadResult(rows=[(1, {"number": "ARC-001", "name": "Iron Paladin", "type": "creature",
                                                 "stars": 1, "power": 1, "toughness": 1, "creature_type": "Heroic"})]))


LEGAL = ua_deck_text()


def api(user=None):
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def create(user, **fields):
    body = {"game": "union-arena", "name": "Red Rush", "text": LEGAL, "visibility": "private", **fields}
    response = api(user).post("/api/decks/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def test_create_validates_and_keeps_version_one(cards, alice):
    deck = create(alice)
    assert deck["legal"] is True and deck["cards"] == 53 and deck["version"] == 1 and deck["owner"] == "alice"
    illegal = create(alice, text=ua_deck_text(ap=2))
    assert illegal["legal"] is False and [v["code"] for v in illegal["violations"]] == ["ap-cards"]


def test_unreadable_text_is_refused_with_line_numbers(cards, alice):
    response = api(alice).post("/api/decks/", {"game": "union-arena", "name": "x", "text": "4 UA90BT/TST-1-001\nbanana 4 4"},
                               format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "unreadable-list" and "Line 2" in error["message"]
    assert error["details"]["parse_errors"][0]["line"] == 2 and "Line 2" in error["details"]["text"][0]
    assert Deck.objects.count() == 0


def test_private_decks_are_404_for_others_and_anonymous(cards, alice, bob):
    deck = create(alice)
    assert api(bob).get(f"/api/decks/{deck['id']}/").status_code == 404
    assert api().get(f"/api/decks/{deck['id']}/").status_code == 404
    assert api(alice).get(f"/api/decks/{deck['id']}/").status_code == 200
    assert api(bob).get("/api/decks/").json()["count"] == 0


def test_unlisted_by_token_only_public_listed(cards, alice, bob):
    unlisted = create(alice, visibility="unlisted", name="Secret-ish")
    public = create(alice, visibility="public", name="For all")
    assert api(bob).get(f"/api/decks/{unlisted['id']}/").status_code == 404
    assert api().get(f"/api/shared/{unlisted['share_token']}/").json()["name"] == "Secret-ish"
    listed = api().get("/api/decks/?scope=public").json()
    assert [d["name"] for d in listed["results"]] == ["For all"]
    assert api(bob).get(f"/api/decks/{public['id']}/").status_code == 200


def test_private_deck_token_does_not_open_it(cards, alice):
    deck = Deck.objects.get(pk=create(alice)["id"])
    assert api().get(f"/api/shared/{deck.share_token}/").status_code == 404


def test_only_the_owner_edits_or_deletes(cards, alice, bob):
    deck = create(alice, visibility="public")
    assert api(bob).patch(f"/api/decks/{deck['id']}/", {"name": "Mine now"}, format="json").status_code == 403
    assert api(bob).delete(f"/api/decks/{deck['id']}/").status_code == 403
    assert api().patch(f"/api/decks/{deck['id']}/", {"name": "x"}, format="json").status_code in (401, 403)
    assert api(alice).patch(f"/api/decks/{deck['id']}/", {"name": "Renamed"}, format="json").json()["name"] == "Renamed"
    assert api(alice).delete(f"/api/decks/{deck['id']}/").status_code == 204


def test_regenerating_the_token_revokes_the_old_link(cards, alice, bob):
    deck = create(alice, visibility="unlisted")
    old = deck["share_token"]
    assert api(bob).post(f"/api/decks/{deck['id']}/regenerate-token/").status_code == 404
    new = api(alice).post(f"/api/decks/{deck['id']}/regenerate-token/").json()["share_token"]
    assert new != old and len(new) >= 20
    assert api().get(f"/api/shared/{old}/").status_code == 404
    assert api().get(f"/api/shared/{new}/").json()["share_token"] == new  # not an answer cached under the old link


def test_the_shared_deck_answer_follows_saves(cards, alice):
    """decks.api.SharedDeckView keeps its answer in the shared cache per deck save and language."""
    deck = create(alice, visibility="unlisted")
    link = f"/api/shared/{deck['share_token']}/"
    assert api().get(link).json()["name"] == deck["name"]
    changed = api(alice).patch(f"/api/decks/{deck['id']}/", {"name": "Renamed", "version": deck["version"]},
                               format="json")
    assert changed.status_code == 200, changed.content
    assert api().get(link).json()["name"] == "Renamed"


def test_versions_diff_and_restore(cards, alice):
    deck = create(alice)
    client = api(alice)
    changed = LEGAL.replace("2 UA90BT/TST-1-013", "1 UA90BT/TST-1-013\n1 UA90BT/TST-1-014")
    assert client.patch(f"/api/decks/{deck['id']}/", {"text": changed}, format="json").json()["version"] == 2
    assert client.patch(f"/api/decks/{deck['id']}/", {"visibility": "public"}, format="json").json()["version"] == 2
    versions = client.get(f"/api/decks/{deck['id']}/versions/").json()
    assert [v["number"] for v in versions["results"]] == [2, 1] and versions["count"] == 2
    diff = client.get(f"/api/decks/{deck['id']}/diff/?from=1&to=2").json()["changes"]
    assert diff == [{"number": "UA90BT/TST-1-013", "section": "main", "before": 2, "after": 1, "change": "changed"},
                    {"number": "UA90BT/TST-1-014", "section": "main", "before": 0, "after": 1, "change": "added"}]
    restored = client.post(f"/api/decks/{deck['id']}/restore/", {"version": 1}, format="json").json()
    assert restored["version"] == 3
    assert client.get(f"/api/decks/{deck['id']}/diff/?from=1&to=3").json()["changes"] == []
    missing = client.post(f"/api/decks/{deck['id']}/restore/", {"version": 9}, format="json")
    assert missing.status_code == 400 and missing.json()["error"]["code"] == "no-such-version"
    assert "versions 1 to 3" in missing.json()["error"]["message"]
    no_version = client.post(f"/api/decks/{deck['id']}/restore/", {}, format="json").json()["error"]
    assert no_version["code"] == "invalid" and list(no_version["details"]) == ["version"]
    assert client.get(f"/api/decks/{deck['id']}/diff/?from=1&to=7").json()["error"]["code"] == "no-such-version"
    assert "from" in client.get(f"/api/decks/{deck['id']}/diff/?from=x").json()["error"]["details"]


def test_fork_copies_into_my_decks_and_remembers_the_origin(cards, alice, bob):
    private = create(alice)
    assert api(bob).post(f"/api/decks/{private['id']}/fork/").status_code == 404
    public = create(alice, visibility="public")
    fork = api(bob).post(f"/api/decks/{public['id']}/fork/").json()
    assert fork["owner"] == "bob" and fork["forked_from"] == public["id"] and fork["visibility"] == "private"
    assert fork["entries"] == public["entries"]
    assert fork["share_token"] != public["share_token"]


def test_validate_without_saving(cards):
    body = {"game": "union-arena", "text": ua_deck_text(ap=2) + "\n1 ARC-001", "region": "EN", "as_of": "2026-09-01"}
    result = api().post("/api/decks/validate/", body, format="json").json()
    assert result["legal"] is False
    # The Arcana card is one more of the cards typed: 51, one of them not of this game.
    assert {v["code"] for v in result["violations"]} == {"ap-cards", "wrong-game", "deck-size"}
    assert "51 cards, 1 of them unknown" in next(v["message"] for v in result["violations"] if v["code"] == "deck-size")
    wrong = next(v for v in result["violations"] if v["code"] == "wrong-game")
    assert "Arcana TCG" in wrong["message"] and wrong["cards"] == ["ARC-001"]
    assert api().post("/api/decks/validate/", {"game": "chess", "text": ""}, format="json").status_code == 400
    assert Deck.objects.count() == 0


def test_import_export_round_trip_and_deck_codes(cards, alice):
    imported = api().post("/api/decks/import/", {"game": "union-arena", "text": LEGAL}, format="json").json()
    again = api().post("/api/decks/import/", {"game": "union-arena", "text": imported["text"]}, format="json").json()
    assert again["entries"] == imported["entries"]
    deck = create(alice)
    exported = api(alice).get(f"/api/decks/{deck['id']}/export/").json()
    decoded = api().get(f"/api/deck-codes/{exported['code']}/").json()
    assert decoded["legal"] is True and decoded["entries"] == deck["entries"]
    code = api().post("/api/deck-codes/", {"game": "union-arena", "text": LEGAL}, format="json").json()["code"]
    assert code == exported["code"]
    broken = api().get(f"/api/deck-codes/{code[:-5]}/")
    assert broken.status_code == 400 and "cannot be read" in broken.json()["error"]["message"]


@pytest.mark.parametrize("text", ["", "UA90BT/TST-1-001", "4 UA90BT/TST-1-001\n2 UA90BT/TST-1-002", "1 UA90BT/NOPE-1-001"])
def test_stats_of_decks_smaller_than_a_hand(cards, text):
    """Issue 11: a deck smaller than the 7-card opening hand (seed 000 Game Setup) answered 500."""
    response = api().post("/api/decks/stats/", {"game": "union-arena", "text": text,
                                                "categories": [{"field": "trigger", "value": "special", "at_least": 2,
                                                                "by_turn": 3}]}, format="json")
    assert response.status_code == 200, response.content
    body = response.json()
    if body["pile_size"]:
        assert body["playable_turn_one"]["opening"] in (0.0, 1.0)  # every card of the deck is in the hand
    assert body["categories"][0]["first"] == 0.0


def test_stats_count_unknown_cards(cards):
    body = api().post("/api/decks/stats/", {"game": "union-arena",
                                            "text": ua_deck_text(extra_lines=["1 UA90BT/NOPE-1-001"])}, format="json").json()
    assert body["cards"] == 54 and body["size"] == "54 cards, 1 of them unknown"


def test_stats_categories_are_checked(cards):
    response = api().post("/api/decks/stats/", {"game": "union-arena", "text": LEGAL,
                                                "categories": [{"field": "trigger", "by_turn": "soon"}]}, format="json")
    assert response.status_code == 400 and "categories" in response.json()["error"]["details"]


def test_stats_and_sample_hand(cards, alice):
    deck = create(alice)
    stats = api(alice).get(f"/api/decks/{deck['id']}/stats/").json()
    assert stats["pile_size"] == 50 and stats["playable_turn_one"]["hits"] == 8
    posted = api().post("/api/decks/stats/", {"game": "union-arena", "text": LEGAL,
                                             "categories": [{"field": "trigger", "value": "none"}]}, format="json").json()
    assert posted["categories"][0]["first"] == 1.0
    hand = api(alice).get(f"/api/decks/{deck['id']}/sample-hand/?seed=5").json()
    assert hand == api(alice).get(f"/api/decks/{deck['id']}/sample-hand/?seed=5").json() and len(hand["hand"]) == 7
    assert api().post("/api/decks/sample-hand/", {"game": "union-arena", "text": LEGAL, "seed": 5},
                      format="json").json()["hand"] == hand["hand"]


def test_size_limits_give_clear_errors(cards, settings):
    too_long = api().post("/api/decks/validate/", {"game": "union-arena", "text": "x" * 20_001}, format="json")
    assert too_long.status_code == 400 and "20000" in str(too_long.json()["error"]["details"]["text"])
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    huge = api().post("/api/decks/validate/", {"game": "union-arena", "text": "4 UA90BT/TST-1-001\n" * 100}, format="json")
    assert huge.status_code == 413 and "larger than" in huge.json()["error"]["message"]


def test_writes_are_throttled(cards, alice, settings):
    from django.core.cache import cache

    cache.clear()
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"writes": "2/min"}}
    from rest_framework.throttling import SimpleRateThrottle

    original = SimpleRateThrottle.THROTTLE_RATES
    SimpleRateThrottle.THROTTLE_RATES = {**original, "writes": "2/min"}
    try:
        client = api(alice)
        statuses = [client.post("/api/decks/", {"game": "union-arena", "name": "T", "text": LEGAL}, format="json").status_code
                    for _ in range(3)]
        assert statuses == [201, 201, 429]
        assert client.get("/api/decks/").status_code == 200  # reads are not throttled
    finally:
        SimpleRateThrottle.THROTTLE_RATES = original
        cache.clear()


def test_token_auth(cards, alice):
    from rest_framework.authtoken.models import Token

    token = Token.objects.create(user=alice)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    assert client.post("/api/decks/", {"game": "union-arena", "name": "T", "text": LEGAL}, format="json").status_code == 201


def test_fork_by_share_link(cards, alice, bob):
    unlisted = create(alice, visibility="unlisted")
    assert api(bob).post(f"/api/decks/{unlisted['id']}/fork/").status_code == 404  # not by id
    fork = api(bob).post(f"/api/shared/{unlisted['share_token']}/fork/")
    assert fork.status_code == 201 and fork.json()["forked_from"] == unlisted["id"] and fork.json()["owner"] == "bob"
    assert api().post(f"/api/shared/{unlisted['share_token']}/fork/").status_code in (401, 403)
