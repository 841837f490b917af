"""The sample-game board API (issue #15 point 4): GET /api/jobs/{id}/samples/{n}/board/ replays a kept
sample into the board at every step, with the right opponent seated."""
import pytest
from rest_framework.test import APIClient

from config.celery import app as celery_app
from matches.models import MatchJob
from tests.matches_helpers import AGGRO, TEMPO, load_cards

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def eager():
    celery_app.conf.task_always_eager = True
    load_cards()
    yield
    celery_app.conf.task_always_eager = False


def client_for(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def run_job(client, capture, **body):
    payload = {"game": "union-arena", "mode": "goldfish", "deck": {"text": AGGRO, "name": "Aggro"}, "games": 6,
               "seed": 11, **body}
    with capture(execute=True):
        response = client.post("/api/jobs/", payload, format="json")
    assert response.status_code == 201, response.json()
    return client.get(f"/api/jobs/{response.json()['id']}/").json()


def test_goldfish_sample_replays_into_boards(alice, django_capture_on_commit_callbacks):
    client = client_for(alice)
    job = run_job(client, django_capture_on_commit_callbacks)
    sample = job["result"]["overall"]["samples"][1]
    body = client.get(f"/api/jobs/{job['id']}/samples/1/board/").json()
    assert body["players"] == ["Aggro", "goldfish"] and body["index"] == sample["index"]
    assert body["seed"] == sample["seed"] and body["first_player"] == 1  # game 1: the deck goes second
    assert len(body["steps"]) == len(sample["actions"]) + 1
    assert [e for step in body["steps"] for e in step["events"]] == sample["events"]
    last = body["steps"][-1]["board"]
    assert last["over"] and last["winner"] == 0 and last["seats"][1]["life"] == 0  # the goldfish's life ran out
    assert any(step["board"]["seats"][0]["front"] for step in body["steps"])


def test_head_to_head_board_seats_the_sample_opponent(alice, django_capture_on_commit_callbacks):
    client = client_for(alice)
    job = run_job(client, django_capture_on_commit_callbacks, mode="gauntlet", games=2,
                  opponents=[{"text": TEMPO, "name": "Tempo"}, {"text": AGGRO, "name": "Mirror"}])
    samples = job["result"]["overall"]["samples"]
    players = [client.get(f"/api/jobs/{job['id']}/samples/{n}/board/").json()["players"] for n in range(len(samples))]
    opponents = {p["opponent"]: p["samples"] for p in job["result"]["pairings"]}
    for n, sample in enumerate(samples):
        assert sample in opponents[players[n][1]]
    assert {p[1] for p in players} == {"Tempo", "Mirror"}


def test_missing_sample_and_other_users_job_are_404(alice, bob, django_capture_on_commit_callbacks):
    job = run_job(client_for(alice), django_capture_on_commit_callbacks, games=2)
    response = client_for(alice).get(f"/api/jobs/{job['id']}/samples/9/board/")
    assert response.status_code == 404
    assert response.json()["error"]["message"] == f"Job {job['id']} has no sample game 9; it has 2 (numbered 0 to 1)."
    assert client_for(bob).get(f"/api/jobs/{job['id']}/samples/0/board/").status_code == 404


def test_a_sample_that_no_longer_replays_says_so(alice, django_capture_on_commit_callbacks):
    job = run_job(client_for(alice), django_capture_on_commit_callbacks, games=1)
    stored = MatchJob.objects.get(pk=job["id"])
    stored.result["overall"]["samples"][0]["actions"][3] = [99, 99]
    stored.save(update_fields=["result"])
    response = client_for(alice).get(f"/api/jobs/{job['id']}/samples/0/board/")
    assert response.status_code == 404 and "no longer replays" in response.json()["error"]["message"]
