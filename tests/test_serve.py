"""Issue 11 point 3: scripts/serve.sh as production runs it (DEBUG=0, gunicorn, WhiteNoise) on
PostgreSQL with Redis as broker and cache: pages, hashed and compressed static files, the API, and a
match job played end to end by a real Celery worker. Runs in the PostgreSQL pass; in CI (CI=true) a
missing PostgreSQL or Redis fails instead of skipping."""
import json
import re
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from django.db import connection
from rest_framework.authtoken.models import Token

from tests.matches_helpers import AGGRO, load_cards
from tests.server_helpers import BASE_PORT, ROOT, Server, server_env
from tests.test_matches_worker import REDIS_URL, Worker, redis_or_skip

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def fetch(url, data=None, headers=None, method=None):
    body = json.dumps(data).encode() if data is not None else None
    request = urllib.request.Request(url, data=body, method=method, headers={
        **({"Content-Type": "application/json"} if body else {}), **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.fixture
def production(tmp_path, alice):
    if connection.vendor != "postgresql":
        pytest.skip("runs in the PostgreSQL pass (DATABASE_URL=postgres://...)")
    redis_or_skip()
    if shutil.which("gunicorn") is None and not (ROOT / ".venv/bin/gunicorn").exists():
        pytest.fail("gunicorn is missing: install the deploy extra (pip install -e '.[test,deploy]')")
    load_cards()
    env = server_env(CELERY_BROKER_URL=REDIS_URL, CACHE_URL=REDIS_URL, BIND=f"127.0.0.1:{BASE_PORT + 1}",
                     WEB_CONCURRENCY="2", STATIC_ROOT=str(tmp_path / "static"), ACCESS_LOG="/dev/null")
    server = Server(["bash", "scripts/serve.sh"], BASE_PORT + 1, env, "serve")
    worker = Worker(REDIS_URL, name="serve")
    try:
        server.wait(timeout=180)
        yield server, tmp_path / "static", Token.objects.create(user=alice).key
    finally:
        server.stop()
        worker.stop()


def test_serve_sh_serves_pages_static_files_api_and_jobs(production):
    server, static_root, token = production
    url = server.url

    # gunicorn runs sync workers by default, one request at a time each (serve.sh: CPU-bound requests).
    command = Path(f"/proc/{server.process.pid}/cmdline").read_bytes().split(b"\0")
    assert command[command.index(b"--worker-class") + 1] == b"sync" and command[command.index(b"--threads") + 1] == b"1"

    # Pages, with the security headers.
    status, headers, body = fetch(url + "/")
    assert status == 200 and "Content-Security-Policy" in headers and headers["X-Frame-Options"] == "DENY"
    assert fetch(url + "/cards/union-arena/?q=dawn")[0] == 200
    assert fetch(url + "/no-such-page/")[0] == 404

    # Static files: hash-named, compressed, cached for good; the collected folder has the gzip copy.
    css = re.search(rb'href="(/static/css/decklab\.[0-9a-f]{12}\.css)"', body)
    assert css, body[:500]
    status, headers, content = fetch(url + css.group(1).decode(), headers={"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert "immutable" in headers["Cache-Control"]
    assert (static_root / (css.group(1).decode().removeprefix("/static/") + ".gz")).exists()
    scripts = re.findall(rb'src="(/static/js/[a-z]+\.[0-9a-f]{12}\.js)"', fetch(url + "/decks/new/union-arena/")[2])
    assert scripts and all(fetch(url + s.decode())[0] == 200 for s in scripts)

    # The API.
    status, _, games = fetch(url + "/api/games/")
    assert status == 200 and {g["slug"] for g in json.loads(games)} >= {"union-arena"}
    status, _, answer = fetch(url + "/api/decks/validate/", {"game": "union-arena", "text": AGGRO})
    assert status == 200 and json.loads(answer)["legal"] is True

    # A job, submitted over HTTP and played by the Celery worker on Redis.
    auth = {"Authorization": f"Token {token}"}
    status, _, answer = fetch(url + "/api/jobs/", {"game": "union-arena", "mode": "goldfish", "deck": {"text": AGGRO},
                                                   "games": 20, "seed": 5}, headers=auth)
    assert status == 201, answer
    job_id = json.loads(answer)["id"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        job = json.loads(fetch(f"{url}/api/jobs/{job_id}/", headers=auth)[2])
        if job["status"] in ("done", "failed", "cancelled"):
            break
        time.sleep(0.5)
    assert job["status"] == "done", job
    assert job["result"]["overall"]["games"] == 20
