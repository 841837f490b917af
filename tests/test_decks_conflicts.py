"""Issue 11.8: two sessions editing the same deck. A save says which version it edited; if the deck
was saved since, the answer is 409 naming both versions and nothing is overwritten."""
import threading

import pytest
from django.db import connection, connections
from rest_framework.test import APIClient

from decks.models import Deck
from decks.services import create_deck
from tests.matches_helpers import AGGRO, TEMPO, load_cards

pytestmark = pytest.mark.django_db


def session(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_the_second_save_from_the_same_version_is_a_conflict(alice):
    load_cards()
    deck = create_deck(alice, "union-arena", "Rush", text=AGGRO)
    first, second = session(alice), session(alice)
    edited = first.get(f"/api/decks/{deck.pk}/").json()["version"]
    assert second.get(f"/api/decks/{deck.pk}/").json()["version"] == edited == 1
    saved = first.patch(f"/api/decks/{deck.pk}/", {"name": "Rush (first)", "version": edited}, format="json")
    assert saved.status_code == 200 and saved.json()["version"] == 2
    conflict = second.patch(f"/api/decks/{deck.pk}/", {"text": TEMPO, "version": edited}, format="json")
    assert conflict.status_code == 409
    body = conflict.json()
    assert "version 1" in str(body) and "version 2" in str(body)
    deck.refresh_from_db()
    assert deck.name == "Rush (first)" and deck.version == 2 and deck.versions.count() == 2  # nothing overwritten
    again = second.patch(f"/api/decks/{deck.pk}/", {"text": TEMPO, "version": 2}, format="json")
    assert again.status_code == 200 and again.json()["version"] == 3


def test_a_save_without_a_version_is_not_checked(alice):
    """Scripts that send no version keep working (the builder always sends one)."""
    load_cards()
    deck = create_deck(alice, "union-arena", "Rush", text=AGGRO)
    assert session(alice).patch(f"/api/decks/{deck.pk}/", {"name": "Renamed"}, format="json").status_code == 200


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_saves_from_one_version_one_wins(alice):
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers need PostgreSQL")
    load_cards()
    deck = create_deck(alice, "union-arena", "Rush", text=AGGRO)
    barrier = threading.Barrier(2)
    statuses = []

    def save(name):
        try:
            barrier.wait()
            response = session(alice).patch(f"/api/decks/{deck.pk}/", {"name": name, "version": 1}, format="json")
            statuses.append(response.status_code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=save, args=(name,)) for name in ("one", "two")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(statuses) == [200, 409]
    assert Deck.objects.get(pk=deck.pk).version == 2
