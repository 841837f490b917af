"""Settings for the test suite: the normal settings with safe test defaults filled in.

The database still comes from DATABASE_URL (SQLite by default, PostgreSQL in CI's second pass).
SQLite tests use a file, not memory, so that worker subprocesses and the live server see the
same test database."""
import os

os.environ.setdefault("DEBUG", "0")
os.environ.setdefault("SECRET_KEY", "decklab-test-secret-key-not-for-production")
os.environ.setdefault("ALLOWED_HOSTS", "localhost,127.0.0.1,testserver")
# Tests render pages without running collectstatic first (tests/test_serve.py checks the production files).
os.environ.setdefault("STATIC_STORAGE", "plain")

from config.settings import *  # noqa: E402,F403
from config.settings import DATABASES, VAR_DIR  # noqa: E402

if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")}

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast logins in tests

# Close connections after each request, so no live-server thread keeps the test database open.
DATABASES["default"]["CONN_MAX_AGE"] = 0

# The test process keeps its cache (throttle counters, cached values) in memory, emptied before every
# test (tests/conftest.py), so one test's requests never use up another's rate limit. The shared
# database and Redis caches are tested with real server processes (tests/test_cache_shared.py).
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "decklab-tests"}}
