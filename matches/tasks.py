"""Celery tasks: they take ids and call a service."""
from celery import shared_task

from matches import services


@shared_task(name="matches.tasks.run_chunk")
def run_chunk(chunk_id: int) -> None:
    services.run_chunk(chunk_id)
