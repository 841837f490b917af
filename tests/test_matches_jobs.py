"""Match jobs through the API with tasks run eagerly: validation, limits, chunking invariance,
progress, cancel, rerun, permissions. (Real workers: tests/test_matches_worker.py.)"""
from types import SimpleNamespace

import pytest
from rest_framework.test import APIClient

from config.celery import app as celery_app
from decks.services import create_deck
from matches import services
from matches.models import MatchChunk, MatchJob
from tests.matches_helpers import AGGRO, ILLEGAL, TEMPO, load_cards

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def eager():
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = False


@pytest.fixture
def cards():
    load_cards()


def client_for(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def submit(client, capture, **body):
    payload = {"game": "union-arena", "mode": "goldfish", "deck": {"text": AGGRO}, "games": 40, "seed": 7, **body}
    if payload["seed"] is None:
        del payload["seed"]  # the server picks one
    with capture(execute=True):
        response = client.post("/api/jobs/", payload, format="json")
    return response


def test_goldfish_job_runs_to_a_result(cards, alice, django_capture_on_commit_callbacks):
    response = submit(client_for(alice), django_capture_on_commit_callbacks, chunk_size=15)
    assert response.status_code == 201
    job = client_for(alice).get(f"/api/jobs/{response.json()['id']}/").json()
    assert job["status"] == "done" and job["progress"]["games_done"] == 40 and job["progress"]["percent"] == 100.0
    overall = job["result"]["overall"]
    assert overall["games"] == 40 and overall["wins"] == 40 and overall["kill_turn"]["mean"] > 1
    assert overall["win_rate_interval"][0] > 0.9 and len(overall["samples"]) == 3
    assert job["result"]["incompletely_simulated"]["deck"] == []  # every sample card's text is played
    assert job["result"]["not_played"]["deck"] == []
    assert MatchChunk.objects.filter(job_id=job["id"]).count() == 3


def test_a_job_without_a_turn_cap_uses_the_engines_one_default(cards, alice):
    """One default turn cap (engine.core.DEFAULT_TURN_CAP): the job API, the service, GameOptions and
    simulate agree."""
    import argparse

    from engine.commands.simulate import add_arguments
    from engine.core import DEFAULT_TURN_CAP, GameOptions
    from matches.api import JobInput

    job = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO), games=2)
    assert job.options["turn_cap"] == DEFAULT_TURN_CAP == GameOptions().turn_cap
    assert JobInput().fields["turn_cap"].default == DEFAULT_TURN_CAP
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args(["--deck", "x"]).turn_cap == DEFAULT_TURN_CAP


def test_cards_simulated_incompletely_are_counted_and_named(cards, alice, tmp_path, django_capture_on_commit_callbacks):
    """A card whose text the engine does not play is named in the result, with the count per deck."""
    import json

    from django.core.management import call_command

    from tests.matches_helpers import SAMPLE_CARDS

    rows = json.loads(SAMPLE_CARDS.read_text())["cards"]
    row = next(r for r in rows if r["number"] == "UA90BT/DLB-1-001")
    row["text"] = "[On Play] Swap the two moons of the opponent."
    path = tmp_path / "changed.json"
    path.write_text(json.dumps({"game": "union-arena", "cards": [row]}))
    call_command("import_cards", str(path), game="union-arena", verbosity=0)
    job = client_for(alice).get(f"/api/jobs/{submit(client_for(alice), django_capture_on_commit_callbacks).json()['id']}/").json()
    assert job["result"]["incompletely_simulated"]["deck"] == [row["name"]]
    # and, per such card, the exact sentences of its text that are not played
    assert job["result"]["not_played"]["deck"] == [{"number": row["number"], "name": row["name"],
                                                   "not_played": ["[On Play] Swap the two moons of the opponent."]}]
    assert job["result"]["overall"]["incomplete_cards"]["deck"] == 1


@pytest.mark.parametrize("chunk_size", [1, 7, 25, 60])
def test_the_result_is_identical_for_any_chunk_size(cards, alice, django_capture_on_commit_callbacks, chunk_size):
    reference = submit(client_for(alice), django_capture_on_commit_callbacks, mode="head-to-head",
                       opponents=[{"text": TEMPO}], games=30, chunk_size=30).json()["id"]
    other = submit(client_for(alice), django_capture_on_commit_callbacks, mode="head-to-head",
                   opponents=[{"text": TEMPO}], games=30, chunk_size=chunk_size).json()["id"]
    a, b = (MatchJob.objects.get(pk=i).result for i in (reference, other))
    assert a["totals"] == b["totals"] and a["overall"]["wins"] == b["overall"]["wins"]


def test_gauntlet_has_a_block_per_opponent_and_an_overall(cards, alice, django_capture_on_commit_callbacks):
    job = submit(client_for(alice), django_capture_on_commit_callbacks, mode="gauntlet",
                 opponents=[{"text": TEMPO, "name": "Tempo"}, {"text": AGGRO, "name": "Mirror"}], games=10).json()
    result = MatchJob.objects.get(pk=job["id"]).result
    assert [p["opponent"] for p in result["pairings"]] == ["Tempo", "Mirror"]
    assert result["overall"]["games"] == 20 == sum(p["games"] for p in result["pairings"])


def test_illegal_decks_are_refused_unless_asked(cards, alice, django_capture_on_commit_callbacks):
    refused = submit(client_for(alice), django_capture_on_commit_callbacks, deck={"text": ILLEGAL})
    assert refused.status_code == 400 and "copies" in str(refused.json()["error"]["details"]["violations"])
    found = refused.json()["error"]["details"]["violations"]["deck"]
    assert found and all(set(v) == {"code", "message", "cards"} for v in found)  # the templates stay inside
    client = client_for(alice)
    client.credentials(HTTP_ACCEPT_LANGUAGE="ja")
    in_japanese = submit(client, django_capture_on_commit_callbacks, deck={"text": ILLEGAL})
    assert any("上限は 4 枚です" in v["message"] for v in in_japanese.json()["error"]["details"]["violations"]["deck"])
    allowed = submit(client_for(alice), django_capture_on_commit_callbacks, deck={"text": ILLEGAL}, allow_illegal=True)
    assert allowed.status_code == 201
    assert MatchJob.objects.get(pk=allowed.json()["id"]).result["illegal_decks_tested"] is True


def test_limits_are_checked_in_the_database(cards, alice, settings, django_capture_on_commit_callbacks):
    settings.MATCH_MAX_GAMES_PER_JOB = 100
    too_many = submit(client_for(alice), django_capture_on_commit_callbacks, games=101)
    assert too_many.status_code == 400 and "100" in too_many.json()["error"]["message"]
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 1
    celery_app.conf.task_always_eager = False  # leave the first job queued (nothing consumes it here)
    first = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO), games=5)
    assert first.status == "queued"
    second = client_for(alice).post("/api/jobs/", {"game": "union-arena", "mode": "goldfish", "deck": {"text": AGGRO},
                                                   "games": 5}, format="json")
    assert second.status_code == 400 and "already have 1" in second.json()["error"]["message"] and second.json()["error"]["code"] == "too-many-jobs"


def test_saved_decks_are_frozen_at_submission(cards, alice, bob, django_capture_on_commit_callbacks):
    deck = create_deck(alice, "union-arena", "Mine", text=AGGRO)
    job = submit(client_for(alice), django_capture_on_commit_callbacks, deck={"deck_id": deck.pk}).json()
    frozen = MatchJob.objects.get(pk=job["id"]).decks[0]["entries"]
    from decks.services import update_deck

    update_deck(deck, alice, text=TEMPO)
    assert MatchJob.objects.get(pk=job["id"]).decks[0]["entries"] == frozen
    refused = submit(client_for(bob), django_capture_on_commit_callbacks, deck={"deck_id": deck.pk})
    assert refused.status_code == 400 and "no deck" in refused.json()["error"]["message"]  # bob may not use alice's private deck


def test_rerun_gives_an_identical_result(cards, alice, django_capture_on_commit_callbacks):
    client = client_for(alice)
    job = submit(client, django_capture_on_commit_callbacks, mode="head-to-head", opponents=[{"text": TEMPO}],
                 games=20, seed=None).json()
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post(f"/api/jobs/{job['id']}/rerun/").json()
    first, second = MatchJob.objects.get(pk=job["id"]), MatchJob.objects.get(pk=again["id"])
    assert second.base_seed == first.base_seed and second.rerun_of_id == first.pk
    assert first.result["totals"] == second.result["totals"]


def test_cancel_keeps_finished_chunks_and_marks_the_result_partial(cards, alice):
    celery_app.conf.task_always_eager = False
    job = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO),
                              games=30, chunk_size=10, seed=3)
    first = job.chunks.order_by("index").first()
    services.run_chunk(first.pk)  # one chunk finishes, two are still queued
    cancelled = client_for(alice).post(f"/api/jobs/{job.pk}/cancel/").json()
    assert cancelled["status"] == "cancelled" and cancelled["partial"] is True
    assert cancelled["result"]["overall"]["games"] == 10
    statuses = sorted(MatchJob.objects.get(pk=job.pk).chunks.values_list("status", flat=True))
    assert statuses == ["cancelled", "cancelled", "done"]
    services.run_chunk(job.chunks.order_by("index").last().pk)  # a late delivery of a revoked chunk does nothing
    assert MatchJob.objects.get(pk=job.pk).result["overall"]["games"] == 10


def test_a_redelivered_chunk_counts_once_and_repeated_crashes_end_as_failed(cards, alice, settings):
    celery_app.conf.task_always_eager = False
    job = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO),
                              games=20, chunk_size=10, seed=3)
    chunk_a, chunk_b = job.chunks.order_by("index")
    services.run_chunk(chunk_a.pk)
    services.run_chunk(chunk_a.pk)  # redelivered after it finished
    assert MatchChunk.objects.get(pk=chunk_a.pk).attempts == 1
    # chunk b "kills its worker" every time: it is claimed but never finishes.
    settings.MATCH_MAX_ATTEMPTS = 2
    for _ in range(2):
        services._claim(chunk_b.pk)
    services.run_chunk(chunk_b.pk)  # the third delivery gives up
    failed = MatchChunk.objects.get(pk=chunk_b.pk)
    assert failed.status == "failed" and "Gave up after 2 attempts" in failed.error
    job.refresh_from_db()
    assert job.status == "done" and job.partial and job.result["overall"]["games"] == 10
    assert job.errors[0]["chunk"] == 1


def test_a_game_that_raises_is_an_error_with_its_seed(cards, alice, monkeypatch):
    celery_app.conf.task_always_eager = False
    from engine import core
    from engine.games import union_arena

    core.pilot_descriptions()  # (registers the built-in pilots)
    greedy = core.PILOTS["greedy"]

    def broken_greedy(game, seat, options):  # (the state's class may be compiled, its methods fixed: the pilot breaks)
        pilot = greedy(game, seat, options)

        def choose(state):
            if state.seed % 2 and state.turn >= 2:
                raise RuntimeError("engine bug")
            return pilot.choose(state)

        return SimpleNamespace(name="greedy", choose=choose)

    monkeypatch.setitem(core.PILOTS, "greedy", broken_greedy)
    job = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO),
                              games=10, chunk_size=10, seed=3)
    services.run_chunk(job.chunks.get().pk)
    job.refresh_from_db()
    overall = job.result["overall"]
    assert job.status == "done" and overall["errors"] > 0 and overall["games"] == 10
    assert "engine bug" in overall["error_samples"][0]["error"] and overall["error_samples"][0]["seed"] % 2
    assert union_arena  # the game module stays registered


def test_jobs_are_private_to_their_owner(cards, alice, bob, django_capture_on_commit_callbacks):
    job = submit(client_for(alice), django_capture_on_commit_callbacks).json()
    assert client_for(bob).get(f"/api/jobs/{job['id']}/").status_code == 404
    assert client_for(bob).get("/api/jobs/").json()["count"] == 0
    assert APIClient().get("/api/jobs/").status_code in (401, 403)


def test_admin_lists_jobs_and_staff_can_cancel(cards, alice, staff, client):
    celery_app.conf.task_always_eager = False
    job = services.submit_job(alice, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO), games=5)
    client.force_login(staff)
    assert client.get("/admin/matches/matchjob/").status_code == 200
    client.post("/admin/matches/matchjob/", {"action": "cancel_jobs", "_selected_action": [job.pk]})
    assert MatchJob.objects.get(pk=job.pk).status == "cancelled"


def test_pilots_are_offered_by_name_with_one_line_each_from_the_engines_registry(cards, alice, client):
    """Issue 16.4: the API, the job form and `python -m engine simulate` offer the pilots of one
    registry (engine.core.pilot_descriptions), each with one line on what it does and costs."""
    import argparse

    from django.utils.html import escape

    from engine.commands.simulate import add_arguments
    from engine.core import pilot_descriptions

    pilots = pilot_descriptions()
    assert list(pilots)[:3] == ["greedy", "random", "search"] and "mcts" in pilots
    assert all(line and "\n" not in line for line in pilots.values())
    response = submit(client_for(alice), lambda **kw: _no_capture(), pilot="best")
    assert response.status_code == 400
    assert "pilot" in str(response.json()["error"]["details"])
    schema = client.get("/api/schema/").content.decode()
    for name, line in pilots.items():
        assert f"`{name}`: {line}" in schema
    client.force_login(alice)
    form = client.get("/jobs/new/").content.decode()
    for name, line in pilots.items():
        assert f'<option value="{name}" title="{escape(line)}">{name}</option>' in form
        assert f"<li><strong>{name}</strong>: {escape(line)}</li>" in form
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    help_text = " ".join(parser.format_help().split())
    for name, line in pilots.items():
        assert f"{name}: {line}" in help_text
    with pytest.raises(SystemExit):
        parser.parse_args(["--deck", "x", "--pilot", "best"])


def _no_capture():
    from contextlib import nullcontext

    return nullcontext()


def test_a_job_with_a_precision_stops_at_the_first_chunk_boundary_where_the_interval_is_narrow_enough(
        cards, alice, django_capture_on_commit_callbacks):
    """Issue 16.3: chunks are played in index order until chunks 0..k give a win-rate interval of at
    most ±precision; the result counts exactly those games, says why it stopped, and is the result of
    a plain job of that many games with the same seed."""
    client = client_for(alice)
    body = {"mode": "head-to-head", "opponents": [{"text": TEMPO}], "chunk_size": 20, "seed": 11}
    response = submit(client, django_capture_on_commit_callbacks, games=200, precision=0.1, **body)
    assert response.status_code == 201, response.json()
    job = client.get(f"/api/jobs/{response.json()['id']}/").json()
    stop = job["stop"]
    assert job["status"] == "done" and job["options"]["precision"] == 0.1 and job["result"]["stop"] == stop
    assert stop["reason"] == "precision" and stop["half_width"] <= 0.1 and 20 <= stop["games"] < 200
    assert stop["games"] == job["result"]["overall"]["games"] == 20 * (stop["last_chunk"] + 1)
    assert job["progress"]["percent"] == 100.0 and job["progress"]["games_total"] == stop["games"]
    chunks = MatchChunk.objects.filter(job_id=job["id"])
    assert not chunks.filter(status__in=["queued", "running"]).exists()
    assert sum(c.games_done for c in chunks.filter(status="done", index__lte=stop["last_chunk"])) == stop["games"]
    # the same games as a plain job of that many games; one chunk fewer was not yet narrow enough
    same = submit(client, django_capture_on_commit_callbacks, games=stop["games"], **body).json()
    assert MatchJob.objects.get(pk=same["id"]).result["totals"] == MatchJob.objects.get(pk=job["id"]).result["totals"]
    assert MatchJob.objects.get(pk=same["id"]).result["stop"]["reason"] == "games"
    if stop["games"] > 20:
        shorter = submit(client, django_capture_on_commit_callbacks, games=stop["games"] - 20, **body).json()
        assert MatchJob.objects.get(pk=shorter["id"]).result["stop"]["half_width"] > 0.1
    # reproducible: a rerun stops at the same chunk with the same totals
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post(f"/api/jobs/{job['id']}/rerun/").json()
    first, second = (MatchJob.objects.get(pk=i).result for i in (job["id"], again["id"]))
    assert second["totals"] == first["totals"] and second["stop"] == first["stop"]


def test_a_precision_not_reached_stops_at_the_cap_and_bad_precisions_are_named(
        cards, alice, django_capture_on_commit_callbacks):
    client = client_for(alice)
    job = submit(client, django_capture_on_commit_callbacks, games=40, chunk_size=10, precision=0.001,
                 mode="head-to-head", opponents=[{"text": TEMPO}]).json()
    job = client.get(f"/api/jobs/{job['id']}/").json()
    assert job["stop"]["reason"] == "cap" and job["stop"]["games"] == 40 and job["stop"]["half_width"] > 0.001
    assert job["result"]["overall"]["games"] == 40
    refused = submit(client, django_capture_on_commit_callbacks, precision=0.0001)
    assert refused.status_code == 400 and "precision" in refused.json()["error"]["details"]
    gauntlet = submit(client, django_capture_on_commit_callbacks, precision=0.05, mode="gauntlet",
                      opponents=[{"text": TEMPO}])
    assert gauntlet.status_code == 400
    assert "not a gauntlet" in gauntlet.json()["error"]["message"]
    plain = client.get(f"/api/jobs/{submit(client, django_capture_on_commit_callbacks).json()['id']}/").json()
    assert plain["stop"] == {"reason": "games", "precision": None, "half_width": plain["stop"]["half_width"],
                             "games": 40}
