"""Card API filters, search, pagination and schema; admin pages for staff only."""
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from cardsdb.models import Card
from tests.cards_factory import ua_row

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards(tmp_path):
    rows = [
        ua_row("UA90BT/TST-1-001", name="Ember Knight", color="red", required_energy=1, bp=2000, trigger="special",
               keywords=[{"name": "impact", "value": 1}], traits=["Knight"], text="[On Play] Draw 1 card."),
        ua_row("UA90BT/TST-1-002", name="Tide Mage", color="blue", required_energy=3, bp=3500, trigger="draw",
               traits=["Mage"], keywords=[{"name": "step"}]),
        ua_row("UA91BT/OTH-1-001", name="Other Series", color="green", required_energy=0, bp=1000, trigger="get", traits=[]),
    ]
    path = tmp_path / "ua.json"
    path.write_text(json.dumps(rows))
    call_command("import_cards", str(path), game="union-arena")
    arcana = tmp_path / "arc.json"
    arcana.write_text(json.dumps([{"number": "ARC-1", "name": "Ember Drake", "type": "creature", "stars": 2,
                                   "power": 4, "toughness": 3, "creature_type": "Fallen"}]))
    call_command("import_cards", str(arcana), game="arcana")


def numbers(response):
    assert response.status_code == 200, response.content
    return sorted(card["number"] for card in response.json()["results"])


def test_games_list_counts_cards(client, cards):
    games = {g["slug"]: g for g in client.get("/api/games/").json()}
    assert set(games) == {"union-arena", "unien", "universal-arena", "arcana"}
    assert games["union-arena"]["cards"] == 3 and games["arcana"]["cards"] == 1


@pytest.mark.parametrize("query,expected", [
    ("game=union-arena", ["UA90BT/TST-1-001", "UA90BT/TST-1-002", "UA91BT/OTH-1-001"]),
    ("game=union-arena&set=TST", ["UA90BT/TST-1-001", "UA90BT/TST-1-002"]),
    ("colour=blue", ["UA90BT/TST-1-002"]),
    ("cost_min=1&cost_max=2&game=union-arena", ["UA90BT/TST-1-001"]),
    ("trigger=special", ["UA90BT/TST-1-001"]),
    ("keyword=step", ["UA90BT/TST-1-002"]),
    ("trait=knight", ["UA90BT/TST-1-001"]),
    ("search=ember", ["ARC-1", "UA90BT/TST-1-001"]),
    ("search=draw 1", ["UA90BT/TST-1-001"]),
    ("search=OTH-1", ["UA91BT/OTH-1-001"]),
    ("type=creature", ["ARC-1"]),
])
def test_card_filters(client, cards, query, expected):
    assert numbers(client.get(f"/api/cards/?{query}")) == expected


def test_ordering_pagination_and_detail(client, cards):
    body = client.get("/api/cards/?game=union-arena&ordering=-power").json()
    assert body["count"] == 3 and [c["power"] for c in body["results"]] == [3500, 2000, 1000]
    card = body["results"][0]
    assert card["traits"] == ["Mage"] and card["keywords"] == [{"name": "step"}]
    detail = client.get(f"/api/cards/{card['id']}/").json()
    assert detail["number"] == "UA90BT/TST-1-002" and detail["identity"] == "TST-1-002"


def test_cards_are_read_only(client, alice, cards):
    client.force_login(alice)
    assert client.post("/api/cards/", {"number": "x"}).status_code == 405


def test_openapi_schema_and_docs(client):
    schema = client.get("/api/schema/")
    assert schema.status_code == 200 and b"/api/v1/cards/" in schema.content
    assert client.get("/api/docs/").status_code == 200


def test_admin_card_pages_for_staff_only(client, staff, alice, cards):
    assert client.get("/admin/cardsdb/card/").status_code == 302  # to the login page
    client.force_login(alice)
    assert client.get("/admin/cardsdb/card/").status_code == 302
    client.force_login(staff)
    listing = client.get("/admin/cardsdb/card/?game=union-arena&keyword=step&trigger=draw")
    assert listing.status_code == 200 and b"Tide Mage" in listing.content and b"Ember Knight" not in listing.content
    card = Card.objects.get(number="UA90BT/TST-1-001")
    assert client.get(f"/admin/cardsdb/card/{card.pk}/change/").status_code == 200
    assert client.get("/admin/cardsdb/restriction/add/").status_code == 200


def test_admin_import_shows_row_errors_and_imports(client, staff):
    client.force_login(staff)
    bad = json.dumps([ua_row("UA90BT/TST-1-005"), ua_row("UA90BT/TST-1-006", bp=-5)]).encode()
    page = client.post("/admin/cardsdb/card/import/", {
        "game": "union-arena", "format": "auto", "file": SimpleUploadedFile("bad.json", bad)})
    assert page.status_code == 200
    assert b"UA90BT/TST-1-006" in page.content and b"-5 is below 0" in page.content
    assert Card.objects.count() == 0
    good = json.dumps([ua_row("UA90BT/TST-1-005")]).encode()
    done = client.post("/admin/cardsdb/card/import/", {
        "game": "union-arena", "format": "auto", "file": SimpleUploadedFile("good.json", good)})
    assert done.status_code == 302 and Card.objects.filter(number="UA90BT/TST-1-005").exists()


def test_admin_import_refused_for_non_staff(client, alice):
    client.force_login(alice)
    assert client.get("/admin/cardsdb/card/import/").status_code == 302
