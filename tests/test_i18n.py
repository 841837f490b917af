"""The interface in English, 日本語 and 繁體中文 (issue #15 point 6): the browser's preference by
default, the header's switch (Django's set_language) after that; card names stay as stored."""
import gettext
import json
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


def entries(po):
    """A .po file's entries as (context, msgid, plural, msgstrs, flags); the header (msgid "") left out."""
    found = []
    for block in po.split("\n\n"):
        fields = dict(re.findall(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) ((?:".*"\n?)+)', block + "\n", re.M))
        if "msgid" not in fields or block.lstrip().startswith("#~"):
            continue
        msgid = text(fields["msgid"])
        if not msgid:
            continue
        flags = ",".join(re.findall(r"^#, (.*)$", block, re.M))
        msgstrs = [text(value) for key, value in sorted(fields.items()) if key.startswith("msgstr")]
        found.append((text(fields["msgctxt"]) if "msgctxt" in fields else None, msgid,
                      text(fields["msgid_plural"]) if "msgid_plural" in fields else None, msgstrs, flags))
    return found


@pytest.mark.parametrize("domain", ["django", "djangojs"])  # the templates and Python; the page scripts (static/js)
@pytest.mark.parametrize("language", ["ja", "zh_Hant"])
def test_every_interface_string_is_translated(language, domain):
    po = (LOCALE / language / "LC_MESSAGES" / f"{domain}.po").read_text(encoding="utf-8")
    assert "#, fuzzy" not in po and "fuzzy" not in "".join(flags for *_, flags in entries(po))
    found = entries(po)
    assert len(found) > 100
    untranslated = [msgid for _, msgid, _, msgstrs, _ in found if not msgstrs or not all(msgstrs)]
    assert untranslated == [], f"{language} {domain}: {untranslated}"
    # the compiled catalogue (committed) holds every translation of the .po
    with open(LOCALE / language / "LC_MESSAGES" / f"{domain}.mo", "rb") as mo:
        catalog = gettext.GNUTranslations(mo)
    for context, msgid, plural, msgstrs, _ in found:
        if plural:
            compiled = catalog.npgettext(context, msgid, plural, 1) if context else catalog.ngettext(msgid, plural, 1)
        else:
            compiled = catalog.pgettext(context, msgid) if context else catalog.gettext(msgid)
        assert compiled == msgstrs[0], f"{language}: {msgid!r} is not compiled (python manage.py compilemessages)"


def test_the_catalogues_cover_the_card_deck_and_job_pages():
    """Every template and page script that speaks to players is in the catalogues (makemessages found it)."""
    django_po = (LOCALE / "ja" / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    for template in ("cardsdb/templatetags/cards.py", "cardsdb/templates/cardsdb/browser.html",
                     "cardsdb/templates/cardsdb/terms.html", "cardsdb/templates/cardsdb/detail.html",
                     "decks/templates/decks/builder.html", "decks/templates/decks/mine.html",
                     "decks/templates/decks/_groups.html", "decks/templates/decks/code.html",
                     "decks/templates/decks/page.html", "matches/templates/matches/new.html"):
        assert f"#: {template}:" in django_po or f" {template}:" in django_po, template
    js_po = (LOCALE / "ja" / "LC_MESSAGES" / "djangojs.po").read_text(encoding="utf-8")
    for script in ("builder.js", "deckpage.js", "jobs.js", "charts.js", "board.js", "common.js"):
        assert f"static/js/{script}:" in js_po, script


def test_my_jobs_in_japanese_with_translated_modes(client, alice):
    from matches.services import DeckSpec, submit_job
    from tests.matches_helpers import AGGRO, load_cards

    load_cards()
    submit_job(alice, game="union-arena", mode="goldfish", deck=DeckSpec(text=AGGRO, name="Dawn"), games=2)
    client.force_login(alice)
    page = client.get("/jobs/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<h1>マイテストジョブ</h1>" in page and "一人回し" in page and "Dawn" in page  # deck names as stored


@pytest.fixture
def cards():
    from django.core.management import call_command

    call_command("load_samples", verbosity=0)


def test_card_browser_and_card_page_in_japanese(client, cards):
    from cardsdb.models import Card

    page = client.get("/cards/union-arena/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "Union Arena のカード</h1>" in page and ">検索</button>" in page and ">すべて</option>" in page
    assert "枚のカード" in page and "シリーズ" in page  # the count and the game's own column words, translated
    card = Card.objects.filter(game="union-arena", card_type="character").first()
    detail = client.get(f"/cards/union-arena/{card.pk}/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<dt>カード番号</dt>" in detail and "<dt>必要エナジー</dt>" in detail and "<dt>テキスト</dt>" in detail
    assert card.name in detail and card.text.splitlines()[0] in detail  # card data as stored


def test_deck_builder_in_japanese_and_chinese(client, cards):
    page = client.get("/decks/new/union-arena/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<h1>新しい Union Arena デッキ</h1>" in page and "カード検索" in page and "貼り付けたテキストを読み込む" in page
    assert "非公開（自分のみ）" in page and ">ログイン</a>または" in page
    page = client.get("/decks/new/union-arena/", HTTP_ACCEPT_LANGUAGE="zh-TW").content.decode()
    assert "卡牌搜尋" in page and "統計" in page


def test_job_form_in_japanese(client, cards, alice):
    client.force_login(alice)
    page = client.get("/jobs/new/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<h1>デッキをテスト</h1>" in page and "一人回し（自分のデッキのみ）" in page and ">ジョブを登録</button>" in page
    assert "対戦相手" in page and "シード（任意）" in page


def test_the_script_catalogue_answers_in_the_pages_language(client):
    page = client.get("/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    # the catalogue first, at an address of its own per language (browsers keep it a day)
    assert page.index('<script src="/jsi18n/?lang=ja"></script>') < page.index("js/common.js")
    answer = client.get("/jsi18n/?lang=ja", HTTP_ACCEPT_LANGUAGE="ja")
    assert answer.status_code == 200 and "javascript" in answer["Content-Type"]
    assert answer["Cache-Control"] == "max-age=86400"
    def escaped(words):  # the catalogue writes its strings as JSON, non-ASCII as \\u escapes
        return json.dumps(words)[1:-1]

    body = answer.content.decode()
    assert escaped("使用可能なデッキ") in body and "interpolate" in body  # builder.js's words, and Django's helpers
    assert escaped("使用可能なデッキ") not in client.get("/jsi18n/?lang=en", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert escaped("合法牌組") in client.get("/jsi18n/?lang=zh-hant", HTTP_ACCEPT_LANGUAGE="zh-TW").content.decode()


def test_rule_violations_and_line_errors_in_the_requests_language(client, cards, alice):
    """The engine writes its messages in English with their templates (engine.messages); the API, the deck
    page and stored decks say them in the request's language, and English stays as it was."""
    from decks.services import create_deck

    text = "3 UA90BT/DLB-1-001\n4 UA90BT/DLB-1-O13\n"  # 3 known cards, 4 copies of a mistyped number
    body = {"game": "union-arena", "text": text}
    english = client.post("/api/decks/validate/", body, content_type="application/json").json()
    assert english["size"] == "7 cards, 4 of them unknown"
    assert any(v["message"].startswith("The deck has 7 cards, 4 of them unknown; it must have exactly 50")
               for v in english["violations"])
    assert all("i18n" not in v for v in english["violations"] + english["parse_errors"])
    japanese = client.post("/api/decks/validate/", body, content_type="application/json",
                           HTTP_ACCEPT_LANGUAGE="ja").json()
    assert japanese["size"] == "7 枚（うち 4 枚は不明なカード）"
    assert any(v["message"].startswith("デッキは 7 枚（うち 4 枚は不明なカード）です。ちょうど 50 枚にしてください")
               for v in japanese["violations"])
    assert any(e["message"] == "2 行目：このゲームに 'UA90BT/DLB-1-O13' というカードはありません。"
               for e in japanese["parse_errors"])
    unreadable = client.post("/api/decks/import/", body, content_type="application/json",
                             HTTP_ACCEPT_LANGUAGE="zh-TW").json()["error"]
    assert unreadable["message"] == "清單中有 1 行無法讀取：第 2 行：這款遊戲沒有 'UA90BT/DLB-1-O13' 這張卡牌。"

    deck = create_deck(alice, "union-arena", "Short", text="3 UA90BT/DLB-1-001", visibility="public")
    assert deck.violations[0]["i18n"]["template"].startswith("The deck has {cards}")  # kept with the deck
    page = client.get(f"/decks/{deck.pk}/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "デッキは 3 枚です。ちょうど 50 枚にしてください" in page
    api = client.get(f"/api/shared/{deck.share_token}/", HTTP_ACCEPT_LANGUAGE="zh-TW").json()
    assert api["violations"][0]["message"].startswith("牌組共 3 張；必須剛好 50 張") and "i18n" not in api["violations"][0]


def test_card_types_colours_and_triggers_in_japanese(client, cards):
    """Card types, colours and triggers are the games' terms (cardsdb/templatetags/cards.py CARD_TERMS):
    said in the page's language on the tiles and in the filter menus; card names stay as stored."""
    page = client.get("/cards/union-arena/?q=Aster", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert '<span class="tile-type">キャラクター · 赤</span>' in page and ">ドロー<" in page and "Aster, Squire" in page
    assert '<option value="special" >スペシャル</option>' in page or ">スペシャル</option>" in page
    english = client.get("/cards/union-arena/?q=Aster").content.decode()
    assert '<span class="tile-type">Character · Red</span>' in english
