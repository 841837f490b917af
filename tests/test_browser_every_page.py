"""Every page at desktop (1366 px) and phone (390 px) width in Debian's chromium: no sideways
scrolling, the navigation in at most two rows on a phone, a favicon, and a screenshot of each page in
artifacts/screenshots/. Also the job form: opponents of the chosen deck's game only, none in goldfish."""
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.selectors import deck_entries
from decks.services import create_deck
from engine.deckcode import encode_deck
from matches import services as match_services
from tests.browser_helpers import shot
from tests.matches_helpers import AGGRO, TEMPO

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture
def world():
    call_command("load_samples", verbosity=0)
    user = get_user_model().objects.create_user("mia", password="a-long-pass-phrase-9")
    other = get_user_model().objects.create_user("ned", password="a-long-pass-phrase-9")
    mine = create_deck(user, "union-arena", "Mia's dawn", text=AGGRO, visibility="unlisted")
    create_deck(other, "union-arena", "Ned's sky", text=TEMPO, visibility="public")
    create_deck(other, "arcana", "Ned's arcana", text="", visibility="public")
    job = match_services.submit_job(user, game="union-arena", mode="goldfish",
                                    deck=match_services.DeckSpec(deck_id=mine.pk), games=2)
    return {"deck": mine, "job": job}


def log_in(page, base):
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_username", "mia")
    page.fill("#id_password", "a-long-pass-phrase-9")
    page.click("button[type=submit]")
    page.wait_for_selector("text=mia")


@pytest.mark.parametrize("width", WIDTHS)
def test_every_page_fits_the_screen(live_server, browser, world, width):
    base = live_server.url
    code = encode_deck("union-arena", deck_entries(world["deck"]))
    pages = {"home": "/", "cards": "/cards/union-arena/", "builder": "/decks/new/union-arena/",
             "shared-deck": f"/s/{world['deck'].share_token}/", "deck-code": f"/code/{code}/",
             "not-found": "/s/no-such-link/", "login": "/accounts/login/", "signup": "/accounts/signup/"}
    mine = {"my-decks": "/decks/", "my-jobs": "/jobs/", "job-form": "/jobs/new/", "job": f"/jobs/{world['job'].pk}/",
            "own-deck": f"/decks/{world['deck'].pk}/"}
    page = browser.new_page(viewport=WIDTHS[width])
    for name, url in [*pages.items(), ("log-in", None), *mine.items()]:
        if url is None:
            log_in(page, base)
            continue
        page.goto(base + url)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), name
        assert page.locator("link[rel=icon]").count() == 1
        if width == "phone":
            assert page.locator("header.site nav").bounding_box()["height"] <= 90, name  # two rows at most
        shot(page, f"page-{name}-{width}")


def test_job_form_offers_opponents_of_the_decks_game_and_none_in_goldfish(live_server, browser, world):
    page = browser.new_page()
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/jobs/new/")
    page.select_option("#job-deck", str(world["deck"].pk))
    assert page.is_hidden("#opponents-box")  # goldfish: no opponents
    page.select_option("#job-mode", "head-to-head")
    assert page.is_visible("#opponents-box")
    visible = [label.strip() for label in page.locator("#opponents-box label.opponent:visible").all_inner_texts()]
    assert visible == ["Ned's sky by ned"]  # not the Arcana deck, not the deck itself
