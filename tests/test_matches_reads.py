"""Issue 11.6 / 12.6: the job list reads every job's chunks in one query (matches/selectors.py),
so the number of queries does not grow with the number of jobs."""
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from matches import services
from tests.matches_helpers import AGGRO, load_cards

pytestmark = pytest.mark.django_db


def submit(user, count):
    for seed in range(count):
        services.submit_job(user, game="union-arena", mode="goldfish", deck=services.DeckSpec(text=AGGRO), games=30,
                            seed=seed, chunk_size=10)  # three chunks each; never enqueued (no commit here)


def list_queries(client) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/api/jobs/")
    assert response.status_code == 200
    return len(queries)


def test_job_list_queries_do_not_grow_with_jobs(alice, settings, django_assert_max_num_queries):
    settings.MATCH_MAX_QUEUED_JOBS_PER_USER = 50
    load_cards()
    client = APIClient()
    client.force_authenticate(alice)
    submit(alice, 2)
    with_two = list_queries(client)
    submit(alice, 10)
    with django_assert_max_num_queries(with_two):
        response = client.get("/api/jobs/")
    jobs = response.json()["results"]
    assert len(jobs) == 12 and all(job["progress"]["games_total"] == 30 for job in jobs)
