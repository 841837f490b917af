"""Focused browser tests per page (Debian's chromium through Playwright): the card browser by
keyboard, the builder's import / sample hand / history, and labels on every control."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.services import create_deck, update_deck
from tests.browser_helpers import shot, wait_for_js
from tests.matches_helpers import AGGRO, TEMPO

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def log_in(page, base, username, password):
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_selector(f"text=Signed in as {username}")


def test_card_browser_by_keyboard(live_server, browser):
    call_command("load_samples", verbosity=0)
    page = browser.new_page()
    page.goto(f"{live_server.url}/cards/arcana/")
    page.focus("#q")
    page.keyboard.type("Paladin")
    page.keyboard.press("Enter")
    page.wait_for_url("**q=Paladin**")
    assert "Paladin" in page.inner_text("ul.cards")
    page.keyboard.press("Tab")
    page.locator("ul.cards a").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("dl")
    assert "ARC-" in page.inner_text("dl")
    shot(page, "card-detail")


def test_builder_import_sample_hand_and_history(live_server, browser):
    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("erin", password="erin-pass-123")
    deck = create_deck(user, "union-arena", "Erin's", text=AGGRO)
    update_deck(deck, user, text=TEMPO.replace("SKY", "DLB"))  # version 2 (illegal mix is fine to save)
    page = browser.new_page()
    log_in(page, live_server.url, "erin", "erin-pass-123")
    page.goto(f"{live_server.url}/decks/{deck.pk}/edit/")
    page.wait_for_selector("#versions li")
    assert page.locator("#versions li").count() == 2
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")
    page.click("#sample-hand")
    page.wait_for_selector("#hand p")
    assert page.inner_text("#hand").count(",") >= 6  # seven cards named
    page.locator("#versions li").last.locator(".diff").click()
    page.wait_for_selector("#diff li")
    assert "Removed: Dorn, Captain UA90BT/DLB-1-004" in page.inner_text("#diff")  # names beside numbers
    page.locator("#versions li").last.locator(".restore").click()
    wait_for_js(page, "document.querySelectorAll('#versions li').length === 3")
    shot(page, "builder-history")


def test_every_control_on_the_builder_has_a_label(live_server, browser):
    call_command("load_samples", verbosity=0)
    page = browser.new_page()
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    unlabelled = page.evaluate("""() => [...document.querySelectorAll('input, select, textarea, button')]
        .filter((el) => el.type !== 'hidden')
        .filter((el) => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.textContent.trim())
        .map((el) => el.outerHTML)""")
    assert unlabelled == []
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.tagName") in ("A", "INPUT", "BUTTON")


@pytest.mark.parametrize("game,first,second", [("unien", "volca-atra", "wiz-hades"),
                                               ("universal-arena", "rin-mei-tarek", "heavy-hitters"),
                                               ("arcana", "heroic-beasts", "fallen-arcana")])
def test_job_results_of_the_other_games(live_server, browser, eager_jobs, game, first, second):
    """A head-to-head job of Unien, Universal Arena or Arcana shows the same result page as Union Arena:
    summary, charts, the card table and a step-by-step sample game."""
    from pathlib import Path

    from matches.services import DeckSpec, submit_job

    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("gwen", password="gwen-pass-123")
    decks = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / game
    job = submit_job(user, game=game, mode="head-to-head", games=60, seed=5,
                     deck=DeckSpec(text=(decks / f"{first}.txt").read_text(), name=first),
                     opponents=[DeckSpec(text=(decks / f"{second}.txt").read_text(), name=second)])
    page = browser.new_page()
    log_in(page, live_server.url, "gwen", "gwen-pass-123")
    page.goto(f"{live_server.url}/jobs/{job.pk}/")
    wait_for_js(page, "document.getElementById('progress').value >= 100", timeout=60_000)
    page.wait_for_selector("#charts figure")
    assert "Win rate" in page.inner_text("#summary")
    assert page.locator("#card-table tbody tr").count() >= 5
    page.wait_for_selector("#board .seat[data-seat='1']")  # both sides drawn (static/js/board.js)
    page.click("#turn-next")
    shown = page.locator("#replay li").count()
    page.click("#step-back")
    assert page.locator("#replay li").count() <= shown
    page.click("#step-next")
    assert page.locator("#replay li").count() == shown and shown > 0
    shot(page, f"job-result-{game}")


def test_what_is_not_simulated_is_shown_on_the_card_and_job_pages(live_server, browser, eager_jobs, tmp_path):
    """A card whose text the engine cannot play in full: its page says "Simulated as" and lists the sentence
    not played; a job testing a deck with it lists that sentence under the card (issue #13.4)."""
    import json

    from cardsdb.models import Card
    from matches.services import DeckSpec, submit_job
    from tests.matches_helpers import SAMPLE_CARDS

    call_command("load_samples", verbosity=0)
    unread = "[On Play] Swap the two moons of the opponent."
    row = next(r for r in json.loads(SAMPLE_CARDS.read_text())["cards"] if r["number"] == "UA90BT/DLB-1-001")
    row["text"] = f"[On Play] Draw 1 card.@{unread}"
    path = tmp_path / "changed.json"
    path.write_text(json.dumps({"game": "union-arena", "cards": [row]}))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    card = Card.objects.get(game="union-arena", number="UA90BT/DLB-1-001")

    page = browser.new_page()
    page.goto(f"{live_server.url}/cards/union-arena/{card.pk}/")
    assert "[On Play] Draw 1 card." in page.inner_text("#simulated-as")
    assert page.inner_text("#not-played") == unread

    user = get_user_model().objects.create_user("hana", password="hana-pass-123")
    job = submit_job(user, game="union-arena", mode="goldfish", games=20, seed=3, deck=DeckSpec(text=AGGRO, name="aggro"))
    log_in(page, live_server.url, "hana", "hana-pass-123")
    page.goto(f"{live_server.url}/jobs/{job.pk}/")
    page.wait_for_selector("#incomplete .not-played", timeout=60_000)
    listed = page.inner_text("#incomplete")
    assert row["name"] in listed and unread in listed and "not played" in listed
    shot(page, "job-not-played")
