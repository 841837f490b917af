"""One journey end to end in a real browser (Debian's chromium driven by Playwright): sign up,
build a legal Union Arena deck from search while a violation appears and disappears, save it,
share it, open the link logged out, fork it as a second user, queue a goldfish job, watch the
progress reach 100 % and read the result chart. Screenshots go to artifacts/screenshots/."""
import pytest
from django.core.management import call_command

from tests.browser_helpers import search_cards, shot, sign_up, wait_for_js

LEGAL = ["001", "002", "010", "011", "019", "020", "028", "003", "004", "012", "013", "021"]

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_journey(live_server, browser, eager_jobs):
    call_command("load_samples", verbosity=0)
    base = live_server.url
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    sign_up(page, base, "carol")
    shot(page, "home")

    page.goto(f"{base}/decks/new/union-arena/")
    search_cards(page, "UA90BT/DLB-1-0")
    page.wait_for_selector('button[aria-label$="UA90BT/DLB-1-001"]')
    for number in LEGAL:
        for _ in range(4):
            page.click(f'button[aria-label$="UA90BT/DLB-1-{number}"]')
    page.click('button[aria-label$="UA90BT/DLB-1-022"]')
    page.click('button[aria-label$="UA90BT/DLB-1-022"]')
    try:
        page.wait_for_selector("#deck-count:has-text('(50 cards)')", timeout=10_000)
    except Exception:
        shot(page, "debug-builder")
        raise
    page.wait_for_selector("#validation [data-code=ap-cards]")  # a violation appears: no AP cards yet
    shot(page, "builder-violation")
    search_cards(page, "DLB-1-AP")
    page.wait_for_selector('button[aria-label$="UA90BT/DLB-1-AP01"]')
    for ap in ("AP01", "AP02", "AP03"):
        page.click(f'button[aria-label$="UA90BT/DLB-1-{ap}"]')
    page.wait_for_selector("#validation .legal")  # ... and disappears
    assert page.locator("#validation [data-code]").count() == 0
    page.wait_for_selector("#stats figure")
    shot(page, "builder-legal")

    page.fill("#deck-name", "Carol's <b>Dawn</b> Rush")
    page.select_option("#deck-visibility", "unlisted")
    page.click("#save-deck")
    page.wait_for_url("**/decks/*/")
    assert page.locator("h1").inner_text() == "Carol's <b>Dawn</b> Rush"  # escaped, shown as typed
    share_link = page.input_value("#share-link")
    shot(page, "deck-page")

    page.click("text=Log out")
    page.goto(share_link)
    page.wait_for_selector("text=Carol's <b>Dawn</b> Rush")
    assert page.locator("#fork").count() == 0  # logged out: nothing to fork into

    sign_up(page, base, "dave")
    page.goto(share_link)
    page.click("#fork")
    page.wait_for_selector("text=(fork)")
    assert "dave" in page.inner_text("main")

    page.click("#test-deck")
    page.wait_for_selector("#job-form")
    page.fill("#job-games", "200")
    page.click("#queue-job")
    page.wait_for_url("**/jobs/*/")
    wait_for_js(page, "document.getElementById('progress').value >= 100", timeout=60_000)
    page.wait_for_selector("#charts figure")
    assert "Win rate" in page.inner_text("#summary")
    assert page.locator("#charts svg").count() >= 3
    page.wait_for_selector("#board .seat")  # the sample game is replayed on the server first
    page.click("#step-next")
    page.wait_for_selector("#replay li")
    assert page.locator("#replay li").count() >= 1
    shot(page, "job-result")

    phone = browser.new_page(viewport={"width": 390, "height": 844})
    phone.goto(f"{base}/decks/new/union-arena/")
    phone.wait_for_selector("#card-search")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 400  # no sideways scrolling on a phone
    shot(phone, "builder-phone")
