"""Showing what is simulated (issue #13.4): "Simulated as" and the sentences not played on the card API and
the card page, staff's hand-written effect lists in the admin (validated on save, previewed with describe,
played instead of the compiled ones, never overwritten by an import)."""
import json

import pytest
from django.core.management import call_command
from django.test import Client

from cardsdb.models import Card
from cardsdb.selectors import card_records
from cardsdb.services import card_to_record, export_rows
from engine.played import simulation
from tests.cards_factory import ua_row

pytestmark = pytest.mark.django_db

PLAYED = "[On Play] Draw 1 card."
UNREAD = "[On Play] Swap the two moons of the opponent."
# compiles; the engine does not play "[1 Per Turn]" on a continuous effect other than a replacement (docs/engine.md)
NO_RUNTIME = "[Your Turn] [1 Per Turn] This character gets +1000 BP."
HAND_WRITTEN = [{"timing": "on-play", "actions": [{"do": "draw", "amount": 2}]}]


def make_card(number="UA90BT/SIM-1-001", text=f"{PLAYED}@{UNREAD}", **fields):
    values = {"game": "union-arena", "number": number, "identity": number.split("/")[-1], "name": "Vela Ashgrove",
              "card_type": "character", "set_code": "SIM", "text": text, "data": {"traits": ["Knight"]}}
    values.update(fields)
    return Card.objects.create(**values)


def staff_client(staff):
    client = Client()
    client.force_login(staff)
    return client


def test_api_shows_what_is_simulated_and_the_exact_sentences_not_played():
    card = make_card(text=f"{PLAYED}@{UNREAD}@{NO_RUNTIME}")
    body = Client().get(f"/api/cards/{card.pk}/").json()
    assert body["simulation"] == {
        "simulated_as": "[On Play] Draw 1 card. [During your turn] (once per turn) This character gets +1000 BP.",
        "not_played": [UNREAD, NO_RUNTIME], "complete": False, "hand_written": False}
    assert body["hand_written_effects"] is None


def test_api_card_played_in_full_and_other_games_have_no_simulation_block():
    card = make_card(text=PLAYED)
    assert Client().get(f"/api/cards/{card.pk}/").json()["simulation"]["complete"] is True
    other = Card.objects.create(game="arcana", number="ARC-001", identity="ARC-001", name="Moth", card_type="creature")
    listing = Client().get("/api/cards/?game=arcana").json()
    assert [row["simulation"] for row in listing["results"]] == [None] and other.pk


def test_card_page_shows_simulated_as_and_the_sentences_not_played():
    card = make_card()
    page = Client().get(f"/cards/union-arena/{card.pk}/").content.decode()
    assert "Simulated as" in page and "[On Play] Draw 1 card." in page
    assert 'id="not-played"' in page and UNREAD in page
    played = make_card(number="UA90BT/SIM-1-002", text=PLAYED)
    page = Client().get(f"/cards/union-arena/{played.pk}/").content.decode()
    assert "Simulated as" in page and 'id="not-played"' not in page


def admin_form(card, **changes):
    form = {"game": card.game, "number": card.number, "identity": card.identity, "name": card.name,
            "card_type": card.card_type, "set_code": card.set_code, "colors": "", "cost": "", "ap_cost": "", "power": "",
            "trigger": "", "rarity": "", "text": card.text, "image_url": "", "deck_limit": "",
            "effects": json.dumps(card.effects), "hand_written_effects": "", "data": json.dumps(card.data)}
    for prefix in ("traits", "keywords"):
        form.update({f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0", f"{prefix}-MIN_NUM_FORMS": "0",
                     f"{prefix}-MAX_NUM_FORMS": "1000"})
    form.update(changes)
    return form


def test_staff_give_a_card_a_hand_written_effect_list_that_the_engine_plays(staff):
    card = make_card()
    client = staff_client(staff)
    response = client.post(f"/admin/cardsdb/card/{card.pk}/change/",
                           admin_form(card, hand_written_effects=json.dumps(HAND_WRITTEN)))
    assert response.status_code == 302, response.content.decode()[:2000]
    card.refresh_from_db()
    assert card.hand_written_effects == HAND_WRITTEN and card.effects == []
    record = next(r for r in card_records("union-arena") if r.number == card.number)
    assert record.get("effects") == HAND_WRITTEN  # what the engine plays: the hand-written list, not the text
    result = simulation(record)
    assert result.hand_written and result.complete and result.simulated_as == "[On Play] Draw 2 cards."
    preview = client.get(f"/admin/cardsdb/card/{card.pk}/change/").content.decode()
    assert "Simulated as" in preview and "From the hand-written effects" in preview and "[On Play] Draw 2 cards." in preview
    page = Client().get(f"/cards/union-arena/{card.pk}/").content.decode()
    assert "(effects written by staff)" in page and UNREAD not in page.split("Simulated as")[1]


def test_the_admin_preview_names_the_sentences_not_played(staff):
    card = make_card()
    preview = staff_client(staff).get(f"/admin/cardsdb/card/{card.pk}/change/").content.decode()
    assert "From the effects compiled from the text" in preview and "Not played:" in preview and UNREAD in preview


@pytest.mark.parametrize("value,message", [
    ('[{"timing": "on-play", "actions": [{"do": "summon-moons"}]}]', "effects[0].actions[0].do: unknown action"),
    ('[{"timing": "at-dawn", "actions": [{"do": "draw", "amount": 1}]}]', "effects[0].timing: must be one of"),
    ('[{"timing": "on-play", "actions": [{"do": "draw", "amount": "two"}]}]', "effects[0].actions[0].amount: must be an int"),
    ("[]", "an empty list would not replace anything"),
    ('{"do": "draw"}', "effects: must be a list"),
])
def test_a_bad_hand_written_list_is_refused_with_the_problem_named(staff, value, message):
    card = make_card()
    response = staff_client(staff).post(f"/admin/cardsdb/card/{card.pk}/change/", admin_form(card, hand_written_effects=value))
    assert response.status_code == 200  # the form again, with the error
    assert message in response.content.decode()
    card.refresh_from_db()
    assert card.hand_written_effects is None


def test_an_import_never_overwrites_a_hand_written_list(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"game": "union-arena", "cards": [ua_row("UA90BT/SIM-1-001", text=UNREAD)]}))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    Card.objects.filter(number="UA90BT/SIM-1-001").update(hand_written_effects=HAND_WRITTEN)
    path.write_text(json.dumps({"game": "union-arena", "cards": [ua_row("UA90BT/SIM-1-001", text=PLAYED, bp=3000)]}))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    card = Card.objects.get(number="UA90BT/SIM-1-001")
    assert (card.text, card.power, card.hand_written_effects) == (PLAYED, 3000, HAND_WRITTEN)
    assert card_to_record(card).get("effects") == HAND_WRITTEN
    assert "effects" not in export_rows("union-arena")[0]  # an export gives back the file's cards, not staff's list
