"""The interface in English, 日本語 and 繁體中文 in Debian's chromium (issue #15 point 6): a Japanese
browser gets Japanese, the header's switch changes it, the board viewer follows. Screenshots:
artifacts/screenshots/lang-*.png."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from matches.services import DeckSpec, submit_job
from tests.browser_helpers import shot
from tests.matches_helpers import AGGRO, TEMPO

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("width", WIDTHS)
def test_languages_by_browser_and_by_switch(live_server, browser, eager_jobs, width):
    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("mei", password="a-long-pass-phrase-9")
    job = submit_job(user, game="union-arena", mode="head-to-head", games=2, seed=3,
                     deck=DeckSpec(text=AGGRO, name="暁の騎士"), opponents=[DeckSpec(text=TEMPO, name="Sky")])
    context = browser.new_context(viewport=WIDTHS[width], locale="ja-JP")
    page = context.new_page()
    page.goto(f"{live_server.url}/")
    assert page.get_attribute("html", "lang") == "ja"
    assert "ゲームを選ぶ" in page.inner_text("main") and "ログイン" in page.inner_text("header")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, f"lang-home-ja-{width}")

    page.goto(f"{live_server.url}/accounts/login/?next=/jobs/{job.pk}/")
    assert page.inner_text("h1") == "ログイン"
    page.fill("#id_username", "mei")
    page.fill("#id_password", "a-long-pass-phrase-9")
    page.click("button[type=submit]")  # the first is the form's: the switch is an input
    page.wait_for_selector("#board .seat")
    assert "フロントライン" in page.inner_text("#board") and "手札" in page.inner_text("#board")
    assert "あなたのデッキ" in page.inner_text("#players") and "暁の騎士" in page.inner_text("#players")
    assert page.locator("header.site nav").bounding_box()["height"] <= 90  # two rows at most, in Japanese too
    page.fill("#turn-jump", "4")
    page.dispatch_event("#turn-jump", "change")
    assert "ターン 4" in page.inner_text("#step-info")
    shot(page, f"lang-job-ja-{width}")

    page.select_option("#language", "zh-hant")
    page.click("form.language [type=submit]")
    page.wait_for_selector("#board .seat")
    assert page.get_attribute("html", "lang") == "zh-hant"
    assert "前線" in page.inner_text("#board") and "我的工作" in page.inner_text("header")
    shot(page, f"lang-job-zh-hant-{width}")

    page.select_option("#language", "en")
    page.click("form.language [type=submit]")
    page.wait_for_selector("#board .seat")
    assert "Front line" in page.inner_text("#board") and "My jobs" in page.inner_text("header")
    shot(page, f"lang-job-en-{width}")
    context.close()


def test_the_builders_script_speaks_japanese(live_server, browser):
    """The page scripts' words come from Django's JavaScript catalogue (/jsi18n/): the builder's rule
    check, counts and import line are written by builder.js, in the page's language; card names stay."""
    call_command("load_samples", verbosity=0)
    context = browser.new_context(viewport=WIDTHS["desktop"], locale="ja-JP")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{live_server.url}/decks/new/union-arena/")
    assert "カード検索" in page.inner_text("#search-title")
    page.wait_for_selector("#result-count:has-text('見つかりました')")
    page.fill("#deck-text", AGGRO)
    page.click("#import-text")
    page.wait_for_selector("#validation .legal")
    assert "使用可能なデッキ" in page.inner_text("#validation")
    assert "を読み込みました" in page.inner_text("#import-status") and "枚" in page.inner_text("#deck-count")
    page.wait_for_selector("#stats figure")
    assert "コストカーブ" in page.inner_text("#stats")
    shot(page, "lang-builder-ja-desktop")
    page.fill("#deck-text", "4 UA90BT/DLB-1-001")  # a short list: the rules say why, in Japanese
    page.click("#import-text")
    page.wait_for_selector("#validation .illegal")
    assert "ちょうど 50 枚にしてください" in page.inner_text("#validation")
    assert errors == []
    shot(page, "lang-builder-ja-illegal-desktop")
    context.close()
