"""Issue 11.6: every view that takes `next` (sign-up, log in, log out) redirects only within the
site. A hand-picked list of known open-redirect forms, then Hypothesis over generated values."""
import itertools
from urllib.parse import unquote, urlsplit

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.django_db

HOSTILE = ["https://evil.example/", "http://evil.example", "//evil.example/", "///evil.example", "/\\evil.example",
           "\\\\evil.example", "https:evil.example", "javascript:alert(1)", " https://evil.example/",
           "\x01//evil.example", "http://testserver@evil.example/", "https://evil.example\\@testserver/",
           "ftp://testserver/", "data:text/html,<script>alert(1)</script>"]
names = itertools.count()


def stays_on_site(response) -> bool:
    """Read the Location the way a browser does: leading control characters and spaces dropped,
    backslashes as slashes; no other scheme than http(s), no other host than this one."""
    assert response.status_code == 302, response.status_code
    location = response["Location"].lstrip("".join(chr(c) for c in range(33))).replace("\\", "/")
    parts = urlsplit(location)
    if parts.scheme not in ("", "http", "https"):
        return False
    host = unquote(parts.hostname or "").strip()  # `//testserver%20` is this host (or no valid URL at all)
    return not host or (host == "testserver" and "@" not in parts.netloc)


def sign_up(client, next_value):
    name = f"user{next(names)}"
    return client.post("/accounts/signup/?" + _query(next_value),
                       {"username": name, "password1": "a-long-pass-123", "password2": "a-long-pass-123"})


def _query(next_value):
    from urllib.parse import urlencode

    return urlencode({"next": next_value})


def log_in(client, next_value, alice):
    return client.post("/accounts/login/", {"username": "alice", "password": "alice-pass-123", "next": next_value})


def log_out(client, next_value, alice):
    client.force_login(alice)
    return client.post("/accounts/logout/?" + _query(next_value))


def signed_in_signup(client, next_value, alice):
    client.force_login(alice)
    return client.get("/accounts/signup/?" + _query(next_value))


VIEWS = {"signup": lambda client, value, alice: sign_up(client, value), "login": log_in, "logout": log_out,
         "signup-signed-in": signed_in_signup}


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("value", HOSTILE)
def test_hostile_next_never_leaves_the_site(view, value, alice):
    response = VIEWS[view](Client(), value, alice)
    assert stays_on_site(response) and "evil" not in response["Location"]


@pytest.mark.parametrize("view", VIEWS)
def test_a_next_on_this_site_is_followed(view, alice):
    response = VIEWS[view](Client(), "/decks/new/?game=arcana", alice)
    assert response["Location"] == "/decks/new/?game=arcana"


def test_signup_without_next_goes_home():
    assert sign_up(Client(), "")["Location"] == "/"


next_values = st.one_of(
    st.text(max_size=40),
    st.builds(lambda prefix, host, path: prefix + host + path,
              st.sampled_from(["", "/", "//", "///", "\\\\", "/\\", "http://", "https://", "https:", "http:/", " //",
                               "\t//", "javascript:", "HTTPS://", "\x00//", "testserver@", "http://testserver@"]),
              st.sampled_from(["evil.example", "testserver", "evil.example:80", "127.0.0.1", "[::1]", "évil.example",
                               "testserver.evil.example", ""]),
              st.text(alphabet=st.sampled_from("/\\@:?#%.a "), max_size=8)),
)


@pytest.mark.parametrize("view", VIEWS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=next_values)
def test_generated_next_values_never_redirect_off_site(view, value, alice):
    assert stays_on_site(VIEWS[view](Client(), value, alice))
