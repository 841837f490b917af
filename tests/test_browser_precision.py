"""The job form's precision (issue 16.3) in a real browser: each pilot is offered with its line,
a goldfish job asked for ±10 % stops early, and the job page says why it stopped."""
import pytest
from django.contrib.auth import get_user_model

from decks.services import create_deck
from engine.core import pilot_descriptions
from matches.models import MatchJob
from tests.browser_helpers import sign_up, wait_for_js
from tests.matches_helpers import AGGRO, load_cards

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_job_asked_for_a_precision_stops_early_and_says_why(live_server, browser, eager_jobs, settings):
    settings.MATCH_CHUNK_SIZE = 20
    load_cards()
    base = live_server.url
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    sign_up(page, base, "erin")
    deck = create_deck(get_user_model().objects.get(username="erin"), "union-arena", "Erin's aggro", text=AGGRO)
    page.goto(f"{base}/jobs/new/?deck={deck.pk}")
    help_text = page.inner_text("#pilot-help")
    for name, line in pilot_descriptions().items():
        assert f"{name}: {line}" in help_text
    page.fill("#job-games", "400")
    page.fill("#job-precision", "10")
    page.click("#queue-job")
    page.wait_for_url("**/jobs/*/")
    wait_for_js(page, "!!document.getElementById('stop-reason')", timeout=60_000)
    job = MatchJob.objects.get(owner__username="erin")
    stop = job.result["stop"]
    assert job.options["precision"] == 0.1 and stop["reason"] == "precision" and stop["games"] < 400
    assert page.inner_text("#stop-reason") == (f"Stopped after {stop['games']} games: the interval reached "
                                               f"±{100 * stop['half_width']:.1f} %, within the ±10.0 % asked for.")
