"""Settings readers fail loudly on bad values and parse database URLs."""
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, parse_database_url


def test_env_bool_accepts_common_spellings(monkeypatch):
    monkeypatch.setenv("X_FLAG", "yes")
    assert env_bool("X_FLAG") is True
    monkeypatch.setenv("X_FLAG", "0")
    assert env_bool("X_FLAG", True) is False


def test_env_bool_rejects_garbage_naming_the_variable(monkeypatch):
    monkeypatch.setenv("X_FLAG", "maybe")
    with pytest.raises(ImproperlyConfigured, match="X_FLAG"):
        env_bool("X_FLAG")


def test_env_int_checks_type_and_minimum(monkeypatch):
    monkeypatch.setenv("X_NUM", "abc")
    with pytest.raises(ImproperlyConfigured, match="X_NUM"):
        env_int("X_NUM", 1)
    monkeypatch.setenv("X_NUM", "0")
    with pytest.raises(ImproperlyConfigured, match="minimum"):
        env_int("X_NUM", 1, minimum=1)
    monkeypatch.delenv("X_NUM")
    assert env_int("X_NUM", 7) == 7


def test_env_list_splits_on_commas(monkeypatch):
    monkeypatch.setenv("X_LIST", "a.example, b.example,,")
    assert env_list("X_LIST", []) == ["a.example", "b.example"]


def test_parse_database_url_sqlite_relative_and_absolute():
    base = Path("/srv/decklab")
    assert parse_database_url("sqlite:///var/db.sqlite3", base)["NAME"] == "/srv/decklab/var/db.sqlite3"
    assert parse_database_url("sqlite:////tmp/x.sqlite3", base)["NAME"] == "/tmp/x.sqlite3"


def test_parse_database_url_postgres():
    config = parse_database_url("postgres://u:p%40ss@127.0.0.1:5432/decklab?sslmode=disable", Path("."))
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["USER"], config["PASSWORD"], config["HOST"], config["PORT"], config["NAME"]) == (
        "u", "p@ss", "127.0.0.1", "5432", "decklab")
    assert config["OPTIONS"] == {"sslmode": "disable"}


def test_parse_database_url_rejects_unknown_scheme():
    with pytest.raises(ImproperlyConfigured, match="mysql"):
        parse_database_url("mysql://x/y", Path("."))


@pytest.mark.django_db
def test_home_page_renders(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b"Decklab" in response.content


def test_signup_logs_the_new_user_in(client, django_user_model):
    response = client.post("/accounts/signup/", {
        "username": "carol", "password1": "a-long-pass-phrase-9", "password2": "a-long-pass-phrase-9"})
    assert response.status_code == 302
    assert django_user_model.objects.filter(username="carol").exists()
    assert b"carol" in client.get("/").content


def test_login_and_logout_pages(client, alice):
    assert client.get("/accounts/login/").status_code == 200
    response = client.post("/accounts/login/", {"username": "alice", "password": "alice-pass-123"})
    assert response.status_code == 302
    assert client.post("/accounts/logout/").status_code == 302
