"""Issue 11 point 3: the security headers a reviewer expects on every page and API answer, no inline
script in any template (so the CSP can forbid it), and `check --deploy` clean under production settings."""
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["/", "/cards/union-arena/", "/accounts/login/", "/api/games/", "/api/docs/"])
def test_security_headers_on_pages_and_api(client, path):
    response = client.get(path)
    assert response.status_code == 200
    csp = response.headers["Content-Security-Policy"]
    directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
    assert directives["script-src"] == "'self'"  # no 'unsafe-inline', no other site
    assert directives["default-src"] == "'self'" and directives["object-src"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "same-origin"


def test_api_docs_load_their_script_from_a_file(client):
    page = client.get("/api/docs/").content.decode()
    assert re.search(r"<script>", page) is None
    assert client.get("/api/docs/?script=").status_code == 200


def test_no_template_has_inline_script_or_event_handlers():
    offenders = []
    for template in sorted(ROOT.glob("**/templates/**/*.html")):
        if ".venv" in template.parts:
            continue
        text = template.read_text()
        for match in re.finditer(r"<script\b[^>]*>", text):
            if "src=" not in match.group(0):
                offenders.append(f"{template.relative_to(ROOT)}: {match.group(0)}")
        for match in re.finditer(r"\son[a-z]+\s*=", text):
            offenders.append(f"{template.relative_to(ROOT)}: event handler attribute {match.group(0).strip()}")
    assert offenders == []


def test_check_deploy_is_clean_under_production_settings(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "DEBUG": "0", "SECRET_KEY": secrets.token_urlsafe(50),
           "ALLOWED_HOSTS": "decklab.example", "SECURE_COOKIES": "1", "SECURE_SSL_REDIRECT": "1",
           "SECURE_HSTS_SECONDS": "31536000", "SECURE_HSTS_INCLUDE_SUBDOMAINS": "1", "SECURE_HSTS_PRELOAD": "1",
           "DECKLAB_VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "config.settings"}
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_pages_run_under_the_csp_without_violations(browser, live_server):
    from tests.matches_helpers import load_cards

    load_cards()
    page = browser.new_page()
    violations = []
    page.on("console", lambda message: violations.append(message.text)
            if "Content Security Policy" in message.text else None)
    for path in ["/", "/cards/union-arena/", "/decks/new/union-arena/", "/accounts/login/", "/accounts/signup/"]:
        page.goto(live_server.url + path)
        page.wait_for_load_state("networkidle")
    assert violations == []
    page.close()
