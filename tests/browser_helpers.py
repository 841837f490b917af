"""Playwright helpers for the browser tests: Debian's chromium, screenshots, sign-up."""
import os
from pathlib import Path

import pytest

from config.celery import app as celery_app

CHROMIUM = "/usr/bin/chromium"
SHOTS = Path(__file__).resolve().parents[1] / "artifacts" / "screenshots"


@pytest.fixture
def browser():
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("CI needs Debian's chromium at /usr/bin/chromium")
        pytest.skip("no chromium at /usr/bin/chromium")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # Playwright's sync API runs an event loop in this thread
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--no-first-run", "--disable-sync"])
        yield browser
        browser.close()


@pytest.fixture
def eager_jobs():
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = False


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def sign_up(page, base, username):
    page.goto(f"{base}/accounts/signup/")
    page.fill("#id_username", username)
    page.fill("#id_password1", "a-long-pass-phrase-9")
    page.fill("#id_password2", "a-long-pass-phrase-9")
    page.click("button[type=submit]")
    page.wait_for_selector(f"text=Signed in as {username}")


def wait_for_js(page, expression: str, timeout: float = 30_000) -> None:
    """page.wait_for_function, but CSP-proof: Playwright's polling compiles the predicate with eval,
    which the pages' Content-Security-Policy forbids; page.evaluate goes through the debugger instead."""
    import time

    from playwright.sync_api import Error

    deadline = time.monotonic() + timeout / 1000
    while True:
        try:
            if page.evaluate(expression):
                return
        except Error as error:  # the page navigated (a reload after a restore, say): ask the new one
            if "context was destroyed" not in str(error):
                raise
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {expression}")
        page.wait_for_timeout(100)


def search_cards(page, text: str) -> None:
    """Type a card search in the deck builder and wait until the results it asked for are drawn (the list is
    aria-busy until then): a click before that could land on the previous search's results."""
    page.fill("#card-search", text)
    page.wait_for_selector('#search-results[aria-busy="false"]')
