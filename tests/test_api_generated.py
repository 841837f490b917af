"""Generated requests to the stateless deck tools and the job submission: whatever the body, the
answer is 200 or an error in the one shape (docs/api.md), never a 500."""
from urllib.parse import quote

import pytest
from django.core.cache import cache
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from tests.matches_helpers import AGGRO, load_cards

pytestmark = pytest.mark.django_db

LINES = AGGRO.splitlines()
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
                         st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30))
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                           max_leaves=8)
deck_texts = st.one_of(st.text(max_size=80),
                       st.lists(st.sampled_from(LINES + ["4x UA90BT/NOPE-1-001", "99 x", "0 UA01BT/CGH-1-001", "// AP"]),
                                max_size=20).map("\n".join))
games = st.one_of(st.sampled_from(["union-arena", "arcana", "unien", "universal-arena"]), json_values)
bodies = st.fixed_dictionaries({}, optional={
    "game": games, "text": st.one_of(deck_texts, json_values), "region": st.one_of(st.sampled_from(["", "EN", "JP"]), json_values),
    "as_of": st.one_of(st.sampled_from(["2026-09-01", "2026-13-01"]), json_values),
    "seed": st.one_of(st.integers(min_value=-5, max_value=2**64), json_values),
    "categories": st.one_of(st.lists(st.fixed_dictionaries({"field": st.sampled_from(["trigger", "type", "name"])}, optional={
        "value": json_values, "at_least": st.one_of(st.integers(-3, 99), json_values),
        "by_turn": st.one_of(st.integers(-3, 99), json_values)}), max_size=3), json_values)})
TOOLS = ["/api/v1/decks/validate/", "/api/v1/decks/import/", "/api/v1/decks/stats/", "/api/v1/decks/sample-hand/",
         "/api/v1/deck-codes/"]


def assert_answer(response):
    assert response.status_code in (200, 400, 413), (response.status_code, response.content[:300])
    if response.status_code != 200:
        error = response.json()["error"]
        assert error["code"] and error["message"].endswith((".", "?", "!")) and isinstance(error["details"], dict)


@pytest.fixture
def cards():
    load_cards()


@pytest.mark.parametrize("path", TOOLS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.one_of(bodies, json_values))
def test_generated_tool_requests_never_fail(cards, path, body):
    cache.clear()  # the tools' rate limit is not what this checks
    assert_answer(APIClient().post(path, body, format="json"))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(code=st.text(max_size=60))
def test_generated_deck_codes_never_fail(cards, code):
    cache.clear()
    response = APIClient().get(f"/api/v1/deck-codes/{quote(code, safe='')}/")
    assert response.status_code in (200, 400, 404, 405)
    if response.status_code != 200:
        assert set(response.json()["error"]) == {"code", "message", "details"}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.fixed_dictionaries({"game": games, "mode": st.one_of(st.sampled_from(["goldfish", "gauntlet"]), json_values),
                                   "deck": st.one_of(st.fixed_dictionaries({}, optional={"text": deck_texts, "deck_id": json_values}),
                                                     json_values)},
                                  optional={"games": st.one_of(st.integers(-2, 10**7), json_values),
                                            "opponents": json_values, "turn_cap": json_values, "seed": json_values,
                                            "pilot": json_values, "chunk_size": json_values}))
def test_generated_job_submissions_never_fail(cards, alice, settings, body):
    settings.MATCH_MAX_GAMES_PER_JOB = 1000  # at most 1,000 chunk rows per example
    cache.clear()
    client = APIClient()
    client.force_authenticate(alice)
    response = client.post("/api/v1/jobs/", body, format="json")
    assert response.status_code in (201, 400), (response.status_code, response.content[:300])
    if response.status_code == 400:
        assert set(response.json()["error"]) == {"code", "message", "details"}
