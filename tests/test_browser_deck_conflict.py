"""Issue 11.8 in the browser (Debian's chromium): the builder sends the version it opened; when the
deck was saved from another session meanwhile, the save is refused and the page says why."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.models import Deck
from decks.services import create_deck, update_deck
from tests.browser_helpers import shot
from tests.matches_helpers import AGGRO

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_save_after_another_session_saved_shows_the_conflict(live_server, browser):
    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("hana", password="hana-pass-123")
    deck = create_deck(user, "union-arena", "Hana's", text=AGGRO)
    page = browser.new_page()
    page.goto(f"{live_server.url}/accounts/login/")
    page.fill("#id_username", "hana")
    page.fill("#id_password", "hana-pass-123")
    page.click("button[type=submit]")
    page.wait_for_selector("text=Signed in as hana")
    page.goto(f"{live_server.url}/decks/{deck.pk}/edit/")
    page.wait_for_selector("#validation .legal")
    update_deck(deck, user, name="Saved elsewhere")  # another session saves version 2
    page.fill("#deck-name", "Hana's, edited here")
    page.click("#save-deck")
    page.wait_for_selector("#save-status.conflict")
    status = page.inner_text("#save-status")
    assert "version 1" in status and "version 2" in status and "{" not in status
    assert Deck.objects.get(pk=deck.pk).name == "Saved elsewhere"
    shot(page, "builder-save-conflict")


def test_the_builder_names_imported_cards_from_the_import_answer(live_server, browser):
    """Issue 12.6: the import answer names its cards, so the builder makes no request per card."""
    from cardsdb.models import Card

    call_command("load_samples", verbosity=0)
    page = browser.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")
    first = page.locator("#deck-list li").first
    number = first.get_attribute("data-number")
    assert first.locator(".name").inner_text().replace(number, "").strip() == Card.objects.get(game="union-arena", number=number).name
    assert number in first.locator(".name small").inner_text()  # the name, then its number beside it
    # The grid of results before typing is one listing; no card is looked up one by one.
    assert not [url for url in requests if ("/api/v1/cards/" in url or "/api/cards/" in url) and "search=" in url]
    assert page.locator("#deck-list li").count() == len({line.split()[1] for line in AGGRO.splitlines()
                                                         if line.strip() and not line.startswith("//")})
