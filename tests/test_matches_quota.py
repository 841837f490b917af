"""Issue 11.6: the per-user limit on queued and running jobs holds for submissions and reruns made at
the same moment (threads, each with its own database connection; PostgreSQL, where requests really
run concurrently)."""
import threading

import pytest
from django.db import connection, connections

from matches import services
from matches.models import MatchJob
from tests.matches_helpers import AGGRO, load_cards

pytestmark = pytest.mark.django_db(transaction=True)
LIMIT = 3
THREADS = 8


def at_once(action):
    """Run `action()` in THREADS threads released together; the outcomes, in no order."""
    barrier = threading.Barrier(THREADS)
    outcomes = []

    def run():
        try:
            barrier.wait()
            action()
            outcomes.append("created")
        except services.JobRefused:
            outcomes.append("refused")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run) for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return outcomes


def submit(user, seed=1):
    return services.submit_job(user, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO), games=2,
                               seed=seed, chunk_size=1)


@pytest.fixture
def limited(settings):
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers need PostgreSQL (SQLite runs one writer at a time)")
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = LIMIT
    settings.CELERY_TASK_ALWAYS_EAGER = False
    load_cards()


def active(user) -> int:
    return MatchJob.objects.filter(owner=user, status__in=["queued", "running"]).count()


def test_concurrent_reruns_stay_within_the_limit(limited, alice):
    job = submit(alice)
    outcomes = at_once(lambda: services.rerun_job(job, alice))
    assert len(outcomes) == THREADS
    assert outcomes.count("created") == LIMIT - 1 and active(alice) == LIMIT


def test_concurrent_submissions_and_reruns_share_one_limit(limited, alice, bob):
    job = submit(alice)
    turn = iter(range(THREADS))
    outcomes = at_once(lambda: services.rerun_job(job, alice) if next(turn) % 2 else submit(alice, seed=2))
    assert outcomes.count("created") == LIMIT - 1 and active(alice) == LIMIT
    assert submit(bob) is not None  # the limit is per user
