"""Small typed readers for settings that come from environment variables.

Each reader fails loudly (ImproperlyConfigured naming the variable) on a value it
cannot understand, instead of silently falling back to a default.
"""
from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name)
    return default if value is None else value


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a boolean (use 1/0, true/false, yes/no, on/off)")


def env_int(name: str, default: int, minimum: int | None = None) -> int:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    try:
        number = int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not a whole number") from None
    if minimum is not None and number < minimum:
        raise ImproperlyConfigured(f"{name}={number} is below the minimum {minimum}")
    return number


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None:
        return list(default)
    return [item.strip() for item in value.split(",") if item.strip()]


def parse_database_url(url: str, base_dir: Path) -> dict:
    """Turn `sqlite:///relative/or/absolute.db` or `postgres://user:pw@host:port/name` into DATABASES['default']."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme == "sqlite":
        raw = unquote(parts.path)
        if raw in ("", "/"):
            raise ImproperlyConfigured(f"DATABASE_URL={url!r} names no SQLite file")
        # sqlite:///var/db.sqlite3 is relative to the project; sqlite:////abs/path is absolute.
        path = Path(raw[1:] if raw.startswith("/") else raw)
        if not path.is_absolute():
            path = base_dir / path
        # WAL and IMMEDIATE transactions let the web process and several workers write without
        # "database is locked" errors (each waits up to `timeout` seconds for the others).
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": str(path),
                "OPTIONS": {"timeout": 30, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=WAL;"}}
    if scheme in ("postgres", "postgresql", "pgsql"):
        name = unquote(parts.path.lstrip("/"))
        if not name:
            raise ImproperlyConfigured(f"DATABASE_URL={url!r} names no database")
        options = dict(parse_qsl(parts.query))
        config = {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": name,
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": 60,
            "CONN_HEALTH_CHECKS": True,
        }
        if options:
            config["OPTIONS"] = options
        return config
    raise ImproperlyConfigured(f"DATABASE_URL scheme {scheme!r} is not supported (use sqlite:// or postgres://)")


CACHE_TABLE = "decklab_cache"


def parse_cache_url(url: str) -> dict:
    """Turn `redis://host:6379/1` (or `rediss://`), `db://` (a table in the database, created by a
    migration) or `locmem://` (one process only: for trials) into CACHES['default']."""
    scheme = urlsplit(url).scheme.lower()
    if scheme in ("redis", "rediss"):
        return {"BACKEND": "config.cache.RedisCache", "LOCATION": url, "KEY_PREFIX": "decklab"}
    if scheme == "db":
        return {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": CACHE_TABLE,
                "OPTIONS": {"MAX_ENTRIES": 50_000}}
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    raise ImproperlyConfigured(f"CACHE_URL={url!r}: scheme {scheme!r} is not supported (use redis://, rediss://, "
                               "db:// or locmem://)")
