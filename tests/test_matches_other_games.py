"""Unien, Universal Arena and Arcana jobs through the same API, runner and job system as Union Arena
(tasks run eagerly): goldfish and head-to-head to a result, the same totals whatever the chunking."""
from pathlib import Path

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from config.celery import app as celery_app

pytestmark = pytest.mark.django_db
SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples"
DECKS = {"unien": ("volca-atra.txt", "wiz-hades.txt"),
         "universal-arena": ("rin-mei-tarek.txt", "heavy-hitters.txt"),
         "arcana": ("heroic-beasts.txt", "fallen-arcana.txt")}


@pytest.fixture(autouse=True)
def eager():
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = False


def _deck(game, name):
    return {"text": (SAMPLES / "decks" / game / name).read_text()}


def _run(user, capture, game, **body):
    client = APIClient()
    client.force_authenticate(user)
    call_command("import_cards", str(SAMPLES / f"{game}.json"), game=game, verbosity=0)
    payload = {"game": game, "deck": _deck(game, DECKS[game][0]), "games": 24, "seed": 11, **body}
    with capture(execute=True):
        response = client.post("/api/jobs/", payload, format="json")
    assert response.status_code == 201, response.json()
    return client.get(f"/api/jobs/{response.json()['id']}/").json()


@pytest.mark.parametrize("game", sorted(DECKS))
def test_goldfish_job(game, alice, django_capture_on_commit_callbacks):
    job = _run(alice, django_capture_on_commit_callbacks, game, mode="goldfish", chunk_size=10)
    assert job["status"] == "done"
    overall = job["result"]["overall"]
    assert overall["games"] == 24 and overall["errors"] == 0
    assert overall["wins"] + overall["capped"] == 24 and overall["wins"] > 0
    assert overall["kill_turn"]["mean"] >= 1


@pytest.mark.parametrize("game", sorted(DECKS))
def test_head_to_head_job_is_the_same_whatever_the_chunks(game, alice, django_capture_on_commit_callbacks):
    opponent = [_deck(game, DECKS[game][1])]
    whole = _run(alice, django_capture_on_commit_callbacks, game, mode="head-to-head", opponents=opponent, chunk_size=24)
    cut = _run(alice, django_capture_on_commit_callbacks, game, mode="head-to-head", opponents=opponent, chunk_size=5)
    assert whole["status"] == cut["status"] == "done"
    a, b = whole["result"]["overall"], cut["result"]["overall"]
    assert a["games"] == 24 and a["errors"] == 0
    for key in ("wins", "losses", "draws", "capped", "going_first", "going_second", "turns_histogram", "cards"):
        assert a[key] == b[key], key


def test_a_team_only_universal_arena_list_plays_its_characters_cards(alice, django_capture_on_commit_callbacks):
    team = "// team\n1 Rin|Base\n1 Mei|Base\n1 Tarek|Base\n"
    job = _run(alice, django_capture_on_commit_callbacks, "universal-arena", mode="goldfish", deck={"text": team},
               chunk_size=12)
    assert job["status"] == "done" and job["result"]["overall"]["errors"] == 0
    assert job["result"]["overall"]["wins"] > 0
