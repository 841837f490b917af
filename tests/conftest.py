"""Shared fixtures. Personas: `alice` and `bob` are ordinary players, `staff` manages the card database."""
import inspect
import os

import pytest

# the fixtures through which a test reaches the database (pytest-django refuses database access without one of them
# or the django_db marker, so a test that uses none of them runs the same on every database); django_db_blocker is
# every test's through pytest-django's own autouse fixtures, so it counts only when the test asks for it by name
DATABASE_FIXTURES = {"db", "transactional_db", "django_db_reset_sequences", "django_db_serialized_rollback",
                     "django_db_setup", "live_server", "django_user_model", "admin_user", "admin_client"}


def pytest_collection_modifyitems(config, items):
    """TEST_DATABASE_ONLY=1 (scripts/test.sh's second pass, on PostgreSQL): only the tests that reach the database;
    the others (the engine's, the parsers') were run already on the first pass and do not depend on it."""
    if os.environ.get("TEST_DATABASE_ONLY") != "1":
        return
    kept, dropped = [], []
    for item in items:
        function = getattr(item, "function", None)
        asked = inspect.signature(function).parameters if function is not None else {}
        uses = item.get_closest_marker("django_db") or DATABASE_FIXTURES & set(getattr(item, "fixturenames", ())) \
            or "django_db_blocker" in asked
        (kept if uses else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


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
