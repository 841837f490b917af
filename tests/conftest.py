"""Shared fixtures. Personas: `alice` and `bob` are ordinary players, `staff` manages the card database."""
import pytest


@pytest.fixture(autouse=True)
def _empty_cache():
    """Every test starts with an empty cache: no rate-limit counts or cached values left by another."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user(username="alice", password="alice-pass-123")


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user(username="bob", password="bob-pass-123")


@pytest.fixture
def staff(django_user_model):
    return django_user_model.objects.create_superuser(username="staff", password="staff-pass-123", email="")


from tests.browser_helpers import browser, eager_jobs  # noqa: E402,F401 - fixtures for the browser tests


@pytest.fixture(scope="session")
def live_server(request, django_db_setup, django_db_blocker):
    """pytest-django's live server, but stopped before the test database is dropped (it depends on the
    database set-up), and with no connection of its threads left open when PostgreSQL drops the test
    database."""
    import os

    from pytest_django.live_server_helper import LiveServer

    server = LiveServer(request.config.getvalue("liveserver") or os.getenv("DJANGO_LIVE_TEST_SERVER_ADDRESS") or "localhost")
    yield server
    server.stop()
    from django.db import connection

    if connection.vendor == "postgresql":
        # The server's request threads are gone; a connection one of them left open would stop the test
        # database from being dropped. End any such orphaned session.
        with django_db_blocker.unblock(), connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")
