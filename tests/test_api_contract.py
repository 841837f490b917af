"""Issue 12.6: the API's contract. One error shape everywhere ({"error": {"code", "message",
"details"}}), /api/v1/ with the unversioned paths as aliases, page_size with a maximum, the deck
import answer naming its cards, and a schema that `spectacular --validate --fail-on-warn` accepts."""
import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from decks.services import create_deck
from tests.deck_factory import ua_deck_text
from tests.matches_helpers import AGGRO, load_cards

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards():
    load_cards()


def client_for(user=None):
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def error_of(response, status):
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}, body
    error = body["error"]
    assert isinstance(error["code"], str) and error["code"]
    assert isinstance(error["message"], str) and error["message"].endswith((".", "?", "!")), error["message"]
    assert isinstance(error["details"], dict)
    return error


def test_the_schema_validates_without_warnings(tmp_path):
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "schema.yml"))
    schema = (tmp_path / "schema.yml").read_text()
    assert "/api/v1/decks/stats/" in schema and "\n  /api/decks/" not in schema  # aliases are not documented
    assert "OpeningOdds" in schema and "ErrorBody" in schema and "version-conflict" in schema


def test_every_kind_of_error_has_one_shape(cards, alice, bob):
    anonymous, mine = client_for(), client_for(alice)
    deck = create_deck(alice, "union-arena", "Rush", text=AGGRO)
    invalid = error_of(anonymous.post("/api/v1/decks/validate/", {"game": "chess"}, format="json"), 400)
    assert invalid["code"] == "invalid" and set(invalid["details"]) == {"game", "text"}
    assert invalid["message"].startswith("game: ") and "text: This field is required." in invalid["message"]
    nested = error_of(mine.post("/api/v1/jobs/", {"game": "union-arena", "mode": "goldfish", "deck": {}}, format="json"), 400)
    assert "deck" in nested["details"] and "deck_id" in nested["message"]
    assert error_of(anonymous.get("/api/v1/jobs/"), 403)["code"] == "not-authenticated"
    assert error_of(client_for(bob).get(f"/api/v1/decks/{deck.pk}/"), 404)["code"] == "not-found"
    assert error_of(anonymous.get("/api/v1/shared/nope/"), 404)["message"].startswith("No deck has this link")
    assert error_of(mine.delete("/api/v1/decks/validate/"), 405)["code"] == "method-not-allowed"
    malformed = mine.generic("POST", "/api/v1/decks/validate/", "{not json", content_type="application/json")
    assert error_of(malformed, 400)["code"] == "malformed-request"
    unreadable = error_of(mine.post("/api/v1/decks/", {"game": "union-arena", "name": "x", "text": "banana 4 4"},
                                    format="json"), 400)
    assert unreadable["code"] == "unreadable-list" and unreadable["details"]["parse_errors"][0]["line"] == 1
    conflict = error_of(mine.patch(f"/api/v1/decks/{deck.pk}/", {"name": "y", "version": 7}, format="json"), 409)
    assert conflict["code"] == "version-conflict" and conflict["details"] == {"version": 1, "edited_version": 7}
    assert error_of(anonymous.get("/api/v1/deck-codes/garbage!/"), 400)["code"] == "unreadable-deck-code"
    assert error_of(anonymous.get("/api/v1/cards/?page_size=0"), 400)["details"] == {
        "page_size": ["A whole number from 1 to 200."]}
    assert error_of(anonymous.get("/api/v1/cards/?page=999"), 404)["code"] == "not-found"
    assert error_of(anonymous.get("/api/v1/no-such-thing/"), 404)["message"] == (
        "There is no API endpoint at /api/v1/no-such-thing/.")


def test_throttled_requests_say_when_to_come_back(cards, monkeypatch):
    from django.core.cache import cache

    from config.api import ToolThrottle

    monkeypatch.setattr(ToolThrottle, "THROTTLE_RATES", {**ToolThrottle.THROTTLE_RATES, "tools": "1/min"})
    cache.clear()
    try:
        body = {"game": "union-arena", "text": ""}
        assert client_for().post("/api/v1/decks/validate/", body, format="json").status_code == 200
        error = error_of(client_for().post("/api/v1/decks/validate/", body, format="json"), 429)
        assert error["code"] == "throttled" and error["details"]["wait_seconds"] > 0
    finally:
        cache.clear()


@pytest.mark.parametrize("path", ["/api/v1/", "/api/"])
def test_versioned_paths_and_their_aliases_answer_the_same(cards, alice, path):
    body = {"game": "union-arena", "text": AGGRO}
    assert client_for().post(f"{path}decks/validate/", body, format="json").json()["legal"] is True
    assert client_for().get(f"{path}cards/?game=union-arena&page_size=3").json()["count"] > 3
    assert client_for(alice).get(f"{path}jobs/").status_code == 200


def test_page_size_and_its_maximum(cards, settings):
    settings.API_MAX_PAGE_SIZE = 50
    page = client_for().get("/api/v1/cards/?game=union-arena&page_size=7").json()
    assert len(page["results"]) == 7 and page["count"] == 120 and "page_size=7" in page["next"]
    assert len(client_for().get("/api/v1/cards/?game=union-arena&page_size=50").json()["results"]) == 50
    too_big = error_of(client_for().get("/api/v1/cards/?page_size=51"), 400)
    assert "1 to 50" in too_big["message"]
    for garbage in ("-1", "abc", "²", "9" * 5000):
        assert error_of(client_for().get("/api/v1/cards/", {"page_size": garbage}), 400)["code"] == "invalid"


def test_deck_import_names_every_card(cards):
    response = client_for().post("/api/v1/decks/import/", {"game": "union-arena", "text": AGGRO}, format="json")
    entries = response.json()["entries"]
    assert response.status_code == 200 and entries and all(entry["name"] for entry in entries)
    from cardsdb.models import Card

    first = entries[0]
    assert first["name"] == Card.objects.get(game="union-arena", number=first["number"]).name
    broken = error_of(client_for().post("/api/v1/decks/import/", {"game": "union-arena", "text": AGGRO + "\n2 NOPE-1"},
                                        format="json"), 400)
    assert broken["code"] == "unreadable-list" and broken["details"]["entries"] == entries
    assert "NOPE-1" in broken["message"] and broken["details"]["parse_errors"][0]["token"] == "NOPE-1"


def test_validation_answers_count_unknown_cards(cards):
    body = client_for().post("/api/v1/decks/validate/", {"game": "union-arena", "text": ua_deck_text()},
                             format="json").json()
    assert body["unknown_cards"] == 53 and body["size"] == "53 cards, 53 of them unknown"
