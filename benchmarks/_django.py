"""Shared set-up for benchmarks that need Django: a throwaway database unless DATABASE_URL is set."""
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def setup(name: str) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("ALLOWED_HOSTS", "testserver,localhost")
    if "DATABASE_URL" not in os.environ:
        folder = tempfile.mkdtemp(prefix=f"decklab-{name}-")
        os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        os.environ.setdefault("DECKLAB_VAR_DIR", folder)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]
