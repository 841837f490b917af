"""Celery tasks: they take ids and call a service."""
from celery import shared_task

from matches import services


@shared_task(name="matches.tasks.run_chunk", autoretry_for=(Exception,), retry_backoff=2, retry_backoff_max=30,
             max_retries=5)
def run_chunk(chunk_id: int) -> None:
    """Play one chunk. A failure outside the games (a database hiccup) retries the task; the chunk's
    attempts are counted in the database, so it cannot loop forever."""
    services.run_chunk(chunk_id)
