"""Real servers in subprocesses for the tests that need more than one process: Django's runserver or
scripts/serve.sh, on the test database, waited for until they answer."""
from __future__ import annotations

import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from django.conf import settings

from tests.test_matches_worker import database_url_for_workers

ROOT = Path(__file__).resolve().parents[1]
BASE_PORT = int(os.environ.get("TEST_SERVER_PORT", "8160"))


def server_env(**extra: str) -> dict:
    """The environment of a server on the test database: production mode (DEBUG=0)."""
    env = {**os.environ, "DATABASE_URL": database_url_for_workers(), "SECRET_KEY": "server-test-" + "k" * 50,
           "DEBUG": "0", "ALLOWED_HOSTS": "127.0.0.1,localhost", "DECKLAB_VAR_DIR": str(settings.VAR_DIR),
           "PYTHONPATH": str(ROOT), "DJANGO_SETTINGS_MODULE": "config.settings"}
    for name in ("CELERY_BROKER_URL", "CACHE_URL", "STATIC_STORAGE", "STATIC_ROOT"):
        env.pop(name, None)
    env.update(extra)
    return env


class Server:
    def __init__(self, command: list[str], port: int, env: dict, name: str):
        self.url = f"http://127.0.0.1:{port}"
        self.log = settings.VAR_DIR / f"server-{name}.log"
        self.process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                        stderr=open(self.log, "w"), start_new_session=True)

    @classmethod
    def runserver(cls, port: int, env: dict, name: str) -> Server:
        import sys

        return cls([sys.executable, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload", "--nothreading"],
                   port, env, name)

    def wait(self, path: str = "/api/games/", timeout: float = 90) -> Server:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"server exited with {self.process.returncode}:\n{self.log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(self.url + path, timeout=5):
                    return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.3)
        raise AssertionError(f"server at {self.url} did not answer in {timeout}s:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
