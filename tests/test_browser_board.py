"""The sample-game viewer as a board (issue #15 point 4) in Debian's chromium at desktop and phone
width: both sides' lines, life, AP, hand and Outside Area, stepped by action, by turn and by jump.
Screenshots: artifacts/screenshots/board-*.png."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from matches.services import DeckSpec, submit_job
from tests.browser_helpers import SHOTS, shot
from tests.matches_helpers import AGGRO, TEMPO

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def open_job(page, base, job):
    page.goto(f"{base}/accounts/login/?next=/jobs/{job.pk}/")
    page.fill("#id_username", "nia")
    page.fill("#id_password", "a-long-pass-phrase-9")
    page.click("button[type=submit]")
    page.wait_for_selector("#board .seat")


def count(page, seat, key):
    return page.inner_text(f"#board .seat[data-seat='{seat}'] [data-count='{key}'] b")


@pytest.mark.parametrize("width", WIDTHS)
def test_union_arena_board_steps(live_server, browser, eager_jobs, width):
    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("nia", password="a-long-pass-phrase-9")
    job = submit_job(user, game="union-arena", mode="head-to-head", games=4, seed=3,
                     deck=DeckSpec(text=AGGRO, name="Nia's dawn"), opponents=[DeckSpec(text=TEMPO, name="Sky")])
    page = browser.new_page(viewport=WIDTHS[width])
    open_job(page, live_server.url, job)
    assert "your deck “Nia's dawn”" in page.inner_text("#players") and "“Sky”" in page.inner_text("#players")
    assert page.inner_text("#step-info").startswith("Step 0 of ")
    assert count(page, 0, "hand") == "7" and count(page, 1, "hand") == "7"  # seed 000 Game Setup: 7 cards
    assert page.locator("#replay li").count() == 0
    page.click("#step-next")
    assert page.inner_text("#step-info").startswith("Step 1 of ") and page.locator("#replay li").count() >= 1
    page.click("#turn-next")
    assert "Turn 1" in page.inner_text("#step-info") and count(page, 0, "life") == "7"
    page.fill("#turn-jump", "6")
    page.dispatch_event("#turn-jump", "change")
    start_of_six = page.inner_text("#step-info")
    assert "Turn 6" in start_of_six
    page.click("#step-next")
    # by turn 6 both players have put cards on their energy lines, each card with its name and BP
    assert page.locator("#board .seat[data-seat='0'] [data-line='energy'] li.mini").count() >= 1
    tiles = page.locator("#board [data-line='front'] li.mini, #board [data-line='energy'] li.mini").all_inner_texts()
    assert any("BP" in text for text in tiles)
    assert "Outside Area" in page.inner_text("#board .seat[data-seat='0']")
    assert page.locator("#replay li").count() > 5  # the log of every step so far beside the board
    page.click("#turn-back")
    assert page.inner_text("#step-info") == start_of_six  # back to the start of turn 6
    page.click("#turn-back")
    assert "Turn 5" in page.inner_text("#step-info")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, f"board-union-arena-{width}")
    page.select_option("#sample-select", "1")
    page.wait_for_selector("#step-info:has-text('Step 0 of')")
    assert "Player 2 went first" in page.inner_text("#players")
    page.fill("#turn-jump", "999")
    page.dispatch_event("#turn-jump", "change")
    assert "won" in page.inner_text("#step-info") or "No winner" in page.inner_text("#step-info")


@pytest.mark.parametrize("width", WIDTHS)
def test_universal_arena_board_shows_each_characters_hp(live_server, browser, eager_jobs, width):
    """issue #14.4: under the current rules the viewer lists each character of both teams with its HP
    (and Shield and statuses when it has them); a character at 0 HP is marked defeated."""
    call_command("load_samples", verbosity=0)
    from pathlib import Path

    decks = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "universal-arena"
    user = get_user_model().objects.create_user("nia", password="a-long-pass-phrase-9")
    job = submit_job(user, game="universal-arena", mode="head-to-head", games=2, seed=5,
                     deck=DeckSpec(text=(decks / "rin-mei-tarek.txt").read_text(), name="Trio"),
                     opponents=[DeckSpec(text=(decks / "heavy-hitters.txt").read_text(), name="Heavy")])
    page = browser.new_page(viewport=WIDTHS[width])
    open_job(page, live_server.url, job)
    rows = page.locator("#board .seat[data-seat='0'] ul.team-rows li.character")
    assert rows.count() == 3 and "Rin (Base)" in rows.first.inner_text()
    assert "/" in page.inner_text("#board .seat[data-seat='0'] ul.team-rows [data-count='character-hp'] b")
    page.fill("#turn-jump", "999")
    page.dispatch_event("#turn-jump", "change")
    page.wait_for_selector("#step-info:has-text('won'), #step-info:has-text('No winner')")
    defeated = page.locator("#board ul.team-rows li.character.defeated")
    assert defeated.count() >= 1 and "defeated" in defeated.first.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, f"board-universal-arena-{width}")
    page.locator("#board").screenshot(path=str(SHOTS / f"board-universal-arena-teams-{width}.png"))
