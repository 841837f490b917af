"""Shared fixtures. Personas: `alice` and `bob` are ordinary players, `staff` manages the card database."""
import pytest


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
