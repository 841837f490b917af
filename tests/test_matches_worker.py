"""Real Celery workers (subprocesses) playing match jobs: on Redis, on the embedded filesystem
broker from another working directory, two workers sharing a job, and a worker process killed in
the middle of a job that still completes with exact totals."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from config.celery import app as celery_app
from matches import services
from matches.models import MatchChunk, MatchJob
from tests.matches_helpers import AGGRO, TEMPO, load_cards

ROOT = Path(__file__).resolve().parents[1]
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def redis_or_skip():
    import redis

    try:
        client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2)
        client.ping()
    except Exception as error:  # noqa: BLE001
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI needs Redis at {REDIS_URL}: {error}")
        pytest.skip(f"no Redis at {REDIS_URL}")
    client.flushdb()
    return client


def database_url_for_workers() -> str:
    config = connection.settings_dict
    if config["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{config['NAME']}" if config["NAME"].startswith("/") else f"sqlite:///{ROOT / config['NAME']}"
    return f"postgres://{config['USER']}:{config['PASSWORD']}@{config['HOST'] or '127.0.0.1'}:{config['PORT'] or 5432}/{config['NAME']}"


class Worker:
    def __init__(self, broker_url: str | None, cwd: Path = ROOT, name: str = "w1", concurrency: int = 1):
        env = {**os.environ, "DATABASE_URL": database_url_for_workers(), "SECRET_KEY": "worker-test", "DEBUG": "0",
               "DECKLAB_VAR_DIR": str(settings.VAR_DIR), "PYTHONPATH": str(ROOT)}
        env.pop("CELERY_BROKER_URL", None)
        if broker_url:
            env["CELERY_BROKER_URL"] = broker_url
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", "simulation", "-c", str(concurrency),
             "--pool", "prefork", "-n", f"{name}@%h", "--without-gossip", "--without-mingle", "-l", "WARNING"],
            cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=open(settings.VAR_DIR / f"worker-{name}.log", "w"),
            start_new_session=True)

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()


def wait_for(predicate, timeout=120, what="the job"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def enqueue(job, broker_url):
    if broker_url:
        with celery_app.connection_for_write(broker_url) as conn:
            services.enqueue_job(job.pk, connection=conn)
    else:
        services.enqueue_job(job.pk)


def reference_totals(job):
    """The same job played inline, chunk by chunk, in this process."""
    copy = services.rerun_job(job, job.owner)
    MatchChunk.objects.filter(job=copy).update(task_id="inline")
    for chunk in copy.chunks.order_by("index"):
        services.run_chunk(chunk.pk)
    copy.refresh_from_db()
    return copy.result["totals"]


def submit(user, games, chunk_size, mode="head-to-head"):
    opponents = [services.DeckSpec(text=TEMPO)] if mode != "goldfish" else []
    return services.submit_job(user, game="union-arena", mode=mode, deck=services.DeckSpec(text=AGGRO),
                               opponents=opponents, games=games, chunk_size=chunk_size, seed=11)


@pytest.fixture
def cards():
    load_cards()


def run_on_two_workers(job):
    """Run the job to its end on two real workers sharing Redis."""
    workers = [Worker(REDIS_URL, name="a"), Worker(REDIS_URL, name="b")]
    try:
        enqueue(job, REDIS_URL)
        wait_for(finished(job))
    finally:
        for worker in workers:
            worker.stop()
    job.refresh_from_db()


def running_on_redis(user, settings, games, chunk_size, games_done):
    """A head-to-head job on a real worker over Redis, once one of its chunks has played `games_done` games."""
    redis_or_skip()
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 10
    job = submit(user, games=games, chunk_size=chunk_size)
    worker = Worker(REDIS_URL)
    try:
        enqueue(job, REDIS_URL)
        wait_for(lambda: MatchChunk.objects.filter(job=job, status="running", games_done__gte=games_done).exists(),
                 what="a chunk to be running")
    except BaseException:
        worker.stop()
        raise
    return job, worker


def finished(job):
    return lambda: MatchJob.objects.get(pk=job.pk).status in ("done", "failed", "cancelled")


def test_redis_worker_plays_a_job_to_the_exact_result(cards, alice, settings):
    redis_or_skip()
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 10
    job = submit(alice, games=60, chunk_size=20)
    worker = Worker(REDIS_URL)
    try:
        enqueue(job, REDIS_URL)
        wait_for(finished(job))
    finally:
        worker.stop()
    job.refresh_from_db()
    assert job.status == "done" and job.result["overall"]["games"] == 60
    assert job.result["totals"] == reference_totals(job)


def test_two_workers_share_one_job(cards, alice, settings):
    redis_or_skip()
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 10
    job = submit(alice, games=120, chunk_size=10)
    run_on_two_workers(job)
    assert job.status == "done"
    assert job.result["totals"] == reference_totals(job)
    assert len({c.worker for c in job.chunks.all()}) >= 2  # both workers took chunks


def test_a_killed_worker_process_does_not_change_the_totals(cards, alice, settings):
    job, worker = running_on_redis(alice, settings, games=1600, chunk_size=400, games_done=50)
    try:
        running = MatchChunk.objects.filter(job=job, status="running").first()
        pid = int(running.worker.rsplit(":", 1)[1])
        os.kill(pid, signal.SIGKILL)  # the pool process dies mid-chunk; the worker requeues the chunk
        wait_for(finished(job), timeout=240)
    finally:
        worker.stop()
    job.refresh_from_db()
    killed = MatchChunk.objects.get(pk=running.pk)
    assert job.status == "done" and not job.partial and killed.attempts == 2
    assert job.result["overall"]["games"] == 1600
    assert job.result["totals"] == reference_totals(job)


def test_embedded_filesystem_broker_from_another_working_directory(cards, alice, tmp_path, settings):
    if not settings.CELERY_BROKER_URL.startswith("filesystem://"):
        pytest.skip("the embedded broker is only used when CELERY_BROKER_URL is unset")
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 10
    job = submit(alice, games=30, chunk_size=10, mode="goldfish")
    worker = Worker(None, cwd=tmp_path)
    try:
        enqueue(job, None)
        wait_for(finished(job))
    finally:
        worker.stop()
    job.refresh_from_db()
    assert job.status == "done" and job.result["overall"]["games"] == 30


def test_cancel_stops_a_running_chunk_at_a_game_boundary(cards, alice, settings):
    job, worker = running_on_redis(alice, settings, games=6000, chunk_size=3000, games_done=100)
    try:
        services.cancel_job(job)
        wait_for(finished(job), timeout=120)
    finally:
        worker.stop()
    job.refresh_from_db()
    assert job.status == "cancelled" and job.partial
    played = job.result["overall"]["games"]
    assert 100 <= played < 3000  # the running chunk stopped early and kept what it played
    statuses = sorted(job.chunks.values_list("status", flat=True))
    assert statuses == ["cancelled", "cancelled"]


def test_two_workers_stop_a_precision_job_at_the_same_chunk_as_an_inline_run(cards, alice, settings):
    """Issue 16.3 on real workers: chunks finish in any order, yet the job stops at the first chunk
    boundary (index order) where the interval is narrow enough, with the totals of an inline run."""
    redis_or_skip()
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 10
    job = services.submit_job(alice, game="union-arena", mode="head-to-head", deck=services.DeckSpec(text=AGGRO),
                              opponents=[services.DeckSpec(text=TEMPO)], games=400, chunk_size=20, seed=11,
                              precision=0.08)
    run_on_two_workers(job)
    stop = job.result["stop"]
    assert job.status == "done" and stop["reason"] == "precision" and stop["half_width"] <= 0.08
    assert job.result["overall"]["games"] == stop["games"] < 400
    assert job.result["totals"] == reference_totals(job)
    assert not job.chunks.filter(status__in=["queued", "running"]).exists()
