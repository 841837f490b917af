"""Nothing the user typed is lost in the browser (issue 11, point 7), in Debian's chromium: a pasted
list with bad lines stays as typed with those lines listed, a refused paste says why and leaves the
deck, a deck built logged out survives logging in and signing up, seeds keep every digit, and form
errors read as sentences beside their fields."""
import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.services import create_deck
from engine.runner import game_seed
from matches.models import MatchJob
from tests.browser_helpers import search_cards, shot, wait_for_js
from tests.matches_helpers import AGGRO, ILLEGAL

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

BAD_LINE = "4 UA90BT/DLB-1-O13"  # a letter O for a zero: no such card


@pytest.fixture
def cards():
    call_command("load_samples", verbosity=0)


def log_in(page, base, username, password="a-long-pass-phrase-9"):
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("button[type=submit]")
    page.wait_for_selector(f"text=Signed in as {username}")


def deck_count(page):
    """The main deck's count as the builder shows it ("(50 cards · 3 AP)" gives "50 cards")."""
    return page.inner_text("#deck-count").strip("()").split(" · ")[0]


def test_a_mistyped_line_stays_in_the_text_box_marked_and_the_deck_does_not_change(live_server, browser, cards):
    page = browser.new_page(viewport={"width": 1366, "height": 900})
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")
    assert deck_count(page) == "50 cards"

    typed = AGGRO.replace("4 UA90BT/DLB-1-013", BAD_LINE)
    assert typed != AGGRO
    page.fill("#deck-text", typed)
    page.click("#import-text")
    page.wait_for_selector("#line-errors li")
    assert page.input_value("#deck-text") == typed  # exactly what was typed, bad line included
    marked = page.inner_text("#line-errors")
    assert BAD_LINE in marked and f"Line {typed.splitlines().index(BAD_LINE) + 1}" in marked
    assert "not changed" in page.inner_text("#import-status")
    assert deck_count(page) == "50 cards"  # the deck did not silently drop to 46
    assert page.get_attribute("#deck-text", "aria-invalid") == "true"
    shot(page, "builder-bad-line")

    # Adding a card from the search keeps the text box as typed while it holds unimported text.
    search_cards(page, "UA90BT/DLB-1-001")
    page.click('button[aria-label$="UA90BT/DLB-1-001"]')
    page.wait_for_selector("#deck-count:has-text('(51 cards')")
    assert page.input_value("#deck-text") == typed

    # Every line wrong: text box and deck both stay.
    nonsense = "hello there\nfour of the red one"
    page.fill("#deck-text", nonsense)
    page.click("#import-text")
    wait_for_js(page, "document.querySelectorAll('#line-errors li').length === 2")  # one item per line
    assert page.input_value("#deck-text") == nonsense
    assert deck_count(page) == "51 cards"

    # Corrected, it imports and the marks go away.
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#import-status:has-text('Imported 50 cards')")
    assert page.is_hidden("#line-errors") and deck_count(page) == "50 cards"


def test_an_oversized_paste_shows_the_servers_message_and_keeps_the_deck(live_server, browser, cards, settings):
    page = browser.new_page()
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")

    too_long = "1 UA90BT/DLB-1-001\n" * 1200  # 22,800 characters: over the 20,000 the API takes (400)
    page.fill("#deck-text", too_long)
    page.click("#import-text")
    page.wait_for_selector("#import-status:has-text('Not imported')")
    status = page.inner_text("#import-status")
    assert "20000 characters" in status.replace(",", "") and "not changed" in status
    assert "Imported 0" not in status and "{" not in status
    assert deck_count(page) == "50 cards" and page.input_value("#deck-text") == too_long

    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000  # the body limit (413), lowered so the test stays small
    page.fill("#deck-text", "1 UA90BT/DLB-1-001\n" * 600)
    page.click("#import-text")
    page.wait_for_selector("#import-status:has-text('larger than 10,000 bytes')")
    assert deck_count(page) == "50 cards"
    shot(page, "builder-oversized")


@pytest.mark.parametrize("how", ["log in", "sign up"])
def test_a_deck_built_logged_out_survives_logging_in_or_signing_up(live_server, browser, cards, how):
    if how == "log in":
        get_user_model().objects.create_user("fay", password="a-long-pass-phrase-9")
    page = browser.new_page()
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")
    page.fill("#deck-name", "Before logging in")

    if how == "log in":
        page.click("#login-to-save >> text=Log in")
        page.wait_for_selector("#id_password")
        log_in(page, live_server.url, "fay")
    else:
        page.click("#login-to-save >> text=sign up")
        page.wait_for_selector("#id_password2")
        page.fill("#id_username", "gus")
        page.fill("#id_password1", "a-long-pass-phrase-9")
        page.fill("#id_password2", "a-long-pass-phrase-9")
        page.click("button[type=submit]")
        page.wait_for_selector("text=Signed in as gus")
    page.wait_for_url("**/decks/new/union-arena/")
    page.wait_for_selector("#draft-status:not([hidden])")
    page.wait_for_selector("#validation .legal")
    assert deck_count(page) == "50 cards" and page.input_value("#deck-name") == "Before logging in"
    shot(page, f"builder-draft-restored-{how.replace(' ', '-')}")

    page.click("#save-deck")
    page.wait_for_url("**/decks/*/")
    assert page.evaluate("localStorage.getItem('decklab:draft:union-arena')") is None  # saved: the draft is done
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.wait_for_selector("#deck-count:has-text('(0 cards')")
    assert page.is_hidden("#draft-status")


def test_seeds_keep_every_digit(live_server, browser, cards, eager_jobs):
    user = get_user_model().objects.create_user("hal", password="a-long-pass-phrase-9")
    create_deck(user, "union-arena", "Hal's", text=AGGRO)
    seed = 2**62 - 1  # 4611686018427387903: a JavaScript number would make it ...904
    page = browser.new_page()
    page.goto(f"{live_server.url}/accounts/login/?next=/jobs/new/")
    log_in(page, live_server.url, "hal")
    page.wait_for_selector("#job-form")
    page.fill("#job-games", "3")
    page.fill("#job-seed", str(seed))
    page.click("#queue-job")
    page.wait_for_url(re.compile(r"/jobs/\d+/$"))
    job = MatchJob.objects.get(owner=user)
    assert job.base_seed == seed
    wait_for_js(page, "document.querySelectorAll('#sample-select option').length === 3")
    options = page.locator("#sample-select option").all_inner_texts()
    expected = [f"seed {game_seed(seed, index)}" for index in range(3)]
    assert any(game_seed(seed, index) > 2**53 for index in range(3))  # seeds JavaScript would round
    assert all(any(e in o for o in options) for e in expected), (options, expected)
    answer = page.evaluate(f"fetch('/api/jobs/{job.pk}/').then((r) => r.text())")
    assert json.loads(answer)["base_seed"] == str(seed)


def test_job_form_errors_are_sentences_beside_their_fields(live_server, browser, cards):
    user = get_user_model().objects.create_user("ivy", password="a-long-pass-phrase-9")
    create_deck(user, "union-arena", "Five copies", text=ILLEGAL)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(f"{live_server.url}/accounts/login/?next=/jobs/new/")
    log_in(page, live_server.url, "ivy")
    page.wait_for_selector("#job-form")
    page.fill("#job-seed", str(2**62 + 1))  # passes the page's own checks, refused by the server
    page.click("#queue-job")
    page.wait_for_selector("#job-seed-error")
    assert page.inner_text("#job-seed-error") == "Ensure this value is less than or equal to 4611686018427387904."
    assert page.get_attribute("#job-seed", "aria-describedby") == "job-seed-error"
    status = page.inner_text("#job-status")
    assert "{" not in status and "seed" not in status
    shot(page, "job-form-error")

    page.fill("#job-seed", "")
    page.fill("#job-games", "5")
    page.click("#queue-job")
    page.wait_for_selector("#job-illegal-error")
    assert page.locator("#job-seed-error").count() == 0  # the old note is gone
    note = page.inner_text("#job-illegal-error")
    assert "not legal" in note and "Five copies" in note
    text = page.inner_text("main")
    assert "allow_illegal" not in text and "{" not in text
