"""The interface in English, 日本語 and 繁體中文 (issue #15 point 6): the browser's preference by
default, the header's switch (Django's set_language) after that; card names stay as stored."""
import gettext
import re
from pathlib import Path

import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db

LOCALE = Path(__file__).resolve().parents[1] / "locale"


def text(quoted):
    """A .po string as written (one or more quoted lines) as the text it stands for."""
    return "".join(re.findall(r'"(.*)"', quoted)).replace('\\"', '"')


def nav(response):
    return re.search(r'<nav aria-label="[^"]*">(.*?)</nav>', response.content.decode(), re.S).group(1)


def test_english_without_a_preference(client):
    response = client.get("/")
    assert '<html lang="en' in response.content.decode()
    assert "Cards" in nav(response) and "Log in" in nav(response) and "Sign up" in nav(response)


def test_japanese_navigation_for_a_japanese_browser(client):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="ja,en;q=0.5")
    assert '<html lang="ja">' in response.content.decode()
    assert "カード" in nav(response) and "ログイン" in nav(response) and "新規登録" in nav(response)
    assert "ゲームを選ぶ" in response.content.decode()


def test_traditional_chinese_for_a_taiwanese_browser(client, alice):
    client.force_login(alice)
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="zh-TW,zh;q=0.8")
    assert '<html lang="zh-hant">' in response.content.decode()
    assert "我的牌組" in nav(response) and "登出" in nav(response)


def test_the_switch_sets_the_language_over_the_browsers(client):
    response = client.post("/i18n/setlang/", {"language": "zh-hant", "next": "/accounts/login/"},
                           HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code == 302 and response["Location"] == "/accounts/login/"
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "zh-hant"
    page = client.get("/accounts/login/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<h1>登入</h1>" in page and 'value="zh-hant" lang="zh-hant" selected' in page
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    assert "<h1>Log in</h1>" in client.get("/accounts/login/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()


def test_every_interface_string_is_translated():
    for language in ("ja", "zh_Hant"):
        po = (LOCALE / language / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
        assert "#, fuzzy" not in po
        entries = re.findall(r'\nmsgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)', po)
        assert len(entries) > 50
        untranslated = [m for m, s in entries if m != '""\n' and s == '""\n']
        assert untranslated == [], f"{language}: {untranslated}"
        # the compiled catalogue (committed) holds every translation of the .po
        with open(LOCALE / language / "LC_MESSAGES" / "django.mo", "rb") as mo:
            catalog = gettext.GNUTranslations(mo)
        for msgid, msgstr in entries:
            if msgid != '""\n':
                assert catalog.gettext(text(msgid)) == text(msgstr), \
                    f"{language}: {text(msgid)!r} is not compiled (python manage.py compilemessages)"


def test_my_jobs_in_japanese_with_translated_modes(client, alice):
    from matches.services import DeckSpec, submit_job
    from tests.matches_helpers import AGGRO, load_cards

    load_cards()
    submit_job(alice, game="union-arena", mode="goldfish", deck=DeckSpec(text=AGGRO, name="Dawn"), games=2)
    client.force_login(alice)
    page = client.get("/jobs/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<h1>マイテストジョブ</h1>" in page and "一人回し" in page and "Dawn" in page  # deck names as stored
