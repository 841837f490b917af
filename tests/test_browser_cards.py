"""Cards look like cards (issue 15), in Debian's chromium at desktop (1366 px) and phone (390 px)
width: the builder's filters and its grid before typing, building by keyboard, the deck grouped by
type, the deck page's tiles and copy buttons. Screenshots go to artifacts/screenshots/."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.services import create_deck
from tests.browser_helpers import search_cards, shot, wait_for_js
from tests.matches_helpers import AGGRO

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture
def cards():
    call_command("load_samples", verbosity=0)


def no_sideways_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", WIDTHS)
def test_builder_filters_grid_and_keyboard(live_server, browser, cards, width):
    page = browser.new_page(viewport=WIDTHS[width])
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.wait_for_selector("#search-results li.result .tile")  # results before any typing
    first = page.locator("#search-results li.result").count()
    assert first >= 12  # 50 at desktop width; 12 on a phone where the API takes page_size
    assert not page.is_hidden("#more-results")
    page.click("#more-results")
    wait_for_js(page, f"document.querySelectorAll('#search-results li.result').length > {first}")

    page.select_option("#filter-trigger", "special")
    page.fill("#filter-cost_min", "1")
    wait_for_js(page, """() => [...document.querySelectorAll('#search-results li.result')].length > 0 &&
        [...document.querySelectorAll('#search-results .tile-trigger')].every((t) => t.textContent === 'Special')""")
    assert "Special" in page.inner_text("#search-results")
    shot(page, f"builder-filters-{width}")

    page.click("#clear-filters")
    search_cards(page, "UA90BT/DLB-1-050")  # a card with its own copy limit shows it before it is added
    page.wait_for_selector('#search-results li.result[data-number="UA90BT/DLB-1-050"] .tile-limit:has-text("Max 1")')
    search_cards(page, "UA90BT/DLB-1-001")
    page.wait_for_selector('#search-results li.result[data-number="UA90BT/DLB-1-001"]')
    wait_for_js(page, "document.querySelectorAll('#search-results li.result').length === 1")
    tile = page.locator('#search-results li.result[data-number="UA90BT/DLB-1-001"] .tile')
    tile.focus()
    for _ in range(4):
        page.keyboard.press("Enter")
    page.keyboard.press("-")
    page.wait_for_selector("#deck-count:has-text('(3 cards)')")
    assert "3 in deck" in page.inner_text("#search-results")
    assert page.inner_text("#deck-list h3") == "Character (3)"
    assert "Aster, Squire" in page.inner_text("#deck-list")
    assert no_sideways_scroll(page)
    shot(page, f"builder-keyboard-{width}")


@pytest.mark.parametrize("width", WIDTHS)
def test_deck_page_tiles_copy_and_phone_width(live_server, browser, cards, width):
    user = get_user_model().objects.create_user("kim", password="a-long-pass-phrase-9")
    deck = create_deck(user, "union-arena", "Kim's dawn", text=AGGRO, visibility="unlisted")
    context = browser.new_context(viewport=WIDTHS[width])
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page = context.new_page()
    page.goto(f"{live_server.url}/s/{deck.share_token}/")
    assert page.locator("h3.deck-group").all_inner_texts() == ["Character (50)", "AP (3)"]
    assert page.locator("ul.deck-tiles .tile").count() == 16
    page.click("button[data-copy=deck-code]")
    page.wait_for_selector("button[data-copy=deck-code]:has-text('Copied')")
    assert page.evaluate("navigator.clipboard.readText()") == page.input_value("#deck-code")
    page.locator(".tile").first.focus()
    assert page.locator(".tile").first.locator(".tile-full").is_visible()  # the full text on focus
    assert no_sideways_scroll(page)
    shot(page, f"deck-page-{width}")
    context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_job_result_names_cards_and_steps_by_turn(live_server, browser, cards, eager_jobs, width):
    from matches import services as match_services

    user = get_user_model().objects.create_user("lee", password="a-long-pass-phrase-9")
    deck = create_deck(user, "union-arena", "Lee's dawn", text=AGGRO)
    job = match_services.submit_job(user, game="union-arena", mode="goldfish",
                                    deck=match_services.DeckSpec(deck_id=deck.pk), games=20, seed=7)
    page = browser.new_page(viewport=WIDTHS[width])
    page.goto(f"{live_server.url}/accounts/login/?next=/jobs/{job.pk}/")
    page.fill("#id_username", "lee")
    page.fill("#id_password", "a-long-pass-phrase-9")
    page.click("button[type=submit]")
    page.wait_for_selector("#card-table tbody tr")
    assert "Aster, Squire" in page.inner_text("#card-table")  # names beside identities
    page.wait_for_selector("#board .seat")  # the sample game's board (static/js/board.js)
    assert "your deck “Lee's dawn”" in page.inner_text("#players")
    assert page.locator("#charts svg circle.point").count() == 1  # the win rate as a point with its interval
    assert page.inner_text("#plain-summary").startswith("“Lee's dawn” wins ")
    page.click("th button[data-sort=drawn]")
    drawn = [int(x) for x in page.locator("#card-table td[data-label=Drawn]").all_inner_texts()]
    assert drawn == sorted(drawn, reverse=True)
    assert "pts" in page.inner_text("#card-table") or "–" in page.inner_text("#card-table")
    page.click("#step-back")
    before = page.locator("#replay li").count()
    page.click("#turn-next")
    assert page.locator("#replay li").count() > before and "Turn 1" in page.inner_text("#step-info")  # to turn 1
    page.click("#turn-back")
    assert page.locator("#replay li").count() <= before
    assert no_sideways_scroll(page)
    shot(page, f"job-result-{width}")


@pytest.mark.parametrize("width", WIDTHS)
def test_a_cards_full_text_is_not_cut_off_by_the_scrolling_results(live_server, browser, cards, width):
    """On a desktop the builder's results scroll in their own box; the full text of a card at its bottom edge opens
    above or below the card inside the window, whole (a box placed inside the scrolling list used to be cut off
    there). On a phone, where the page itself scrolls, it opens inside the window too."""
    page = browser.new_page(viewport=WIDTHS[width])
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    page.wait_for_selector("#search-results li.result .tile .tile-full", state="attached")
    number = page.evaluate("""() => {
        const list = document.querySelector('#search-results');
        const tiles = [...list.querySelectorAll('li.result')].filter((li) => li.querySelector('.tile-full'));
        const last = tiles[Math.min(tiles.length - 1, 20)];
        last.scrollIntoView({block: 'end'});
        return last.dataset.number; }""")
    tile = page.locator(f'#search-results li.result[data-number="{number}"] .tile')
    tile.hover()
    full = tile.locator(".tile-full")
    assert full.is_visible()
    inside = page.evaluate("""([number]) => {
        const full = document.querySelector(`#search-results li.result[data-number="${number}"] .tile-full`);
        const box = full.getBoundingClientRect();
        const corners = [[box.left + 3, box.top + 3], [box.right - 3, box.top + 3], [box.left + 3, box.bottom - 3],
                         [box.right - 3, box.bottom - 3]];
        return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth &&
            corners.every(([x, y]) => full.contains(document.elementFromPoint(x, y))); }""", [number])
    assert inside, "the card's full text is cut off or covered"
    shot(page, f"builder-full-text-{width}")
