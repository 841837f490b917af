"""Server-rendered pages through Django's client: each page renders, is protected where it
should be, and escapes what users typed. (The browser journey is tests/test_browser_journey.py.)"""
import pytest
from django.core.management import call_command

from decks.services import create_deck
from matches import services as match_services
from tests.matches_helpers import AGGRO

pytestmark = pytest.mark.django_db


@pytest.fixture
def cards():
    call_command("load_samples", verbosity=0)


def test_home_picks_a_game_and_lists_recent_public_decks_escaped(client, cards, alice):
    create_deck(alice, "union-arena", "<script>alert(1)</script> Rush", text=AGGRO, visibility="public")
    page = client.get("/").content.decode()
    assert "Union Arena" in page and "Arcana TCG" in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Rush" in page and "<script>alert(1)" not in page


def test_card_browser_search_and_detail(client, cards):
    page = client.get("/cards/union-arena/?q=Squire").content.decode()
    assert "Squire" in page and "card" in page
    assert client.get("/cards/chess/").status_code == 404
    from cardsdb.models import Card

    card = Card.objects.filter(game="union-arena", card_type="character").first()
    detail = client.get(f"/cards/union-arena/{card.pk}/").content.decode()
    assert card.number in detail and card.identity in detail
    assert "<dt>BP</dt>" in detail and "<dt>Required energy</dt>" in detail  # the game's own words (its GameSpec)


def test_card_pages_name_each_games_columns_in_its_own_words(client, cards):
    from cardsdb.models import Card

    creature = Card.objects.filter(game="arcana", card_type="creature").first()
    detail = client.get(f"/cards/arcana/{creature.pk}/").content.decode()
    assert "<dt>Stars</dt>" in detail and "<dt>Power</dt>" in detail and "<dt>BP</dt>" not in detail
    assert '<label for="f-colour">Attribute</label>' in client.get("/cards/unien/").content.decode()


def test_deck_pages_respect_visibility(client, cards, alice, bob):
    private = create_deck(alice, "union-arena", "Secret", text=AGGRO)
    unlisted = create_deck(alice, "union-arena", "Link only", text=AGGRO, visibility="unlisted")
    client.force_login(bob)
    assert client.get(f"/decks/{private.pk}/").status_code == 404
    assert client.get(f"/decks/{unlisted.pk}/").status_code == 404
    shared = client.get(f"/s/{unlisted.share_token}/").content.decode()
    assert "Link only" in shared and "Fork into my decks" in shared and "DL1" in shared
    client.force_login(alice)
    own = client.get(f"/decks/{private.pk}/").content.decode()
    assert "Secret" in own and "Edit" in own


def test_builder_and_lists_need_login_where_they_save(client, cards, alice):
    assert client.get("/decks/new/union-arena/").status_code == 200  # anyone may build and validate
    assert client.get("/decks/").status_code == 302 and client.get("/jobs/").status_code == 302
    client.force_login(alice)
    assert "Card search" in client.get("/decks/new/arcana/").content.decode()
    mine = client.get("/decks/")
    assert mine.status_code == 200
    for game in ("union-arena", "unien", "universal-arena", "arcana"):  # a new-deck link per registered game
        assert f'href="/decks/new/{game}/"' in mine.content.decode()


def test_job_pages(client, cards, alice, bob):
    job = match_services.submit_job(alice, game="union-arena", mode="goldfish", deck=match_services.DeckSpec(text=AGGRO),
                                    games=5)
    client.force_login(alice)
    assert f"#{job.pk}" in client.get("/jobs/").content.decode()
    assert "Progress" in client.get(f"/jobs/{job.pk}/").content.decode()
    assert "Queue the job" in client.get("/jobs/new/").content.decode()
    client.force_login(bob)
    assert client.get(f"/jobs/{job.pk}/").status_code == 404


def test_card_browser_uses_the_api_filters(client, cards):
    page = client.get("/cards/union-arena/?trigger=special&colour=red&cost_min=1").content.decode()
    assert "card" in page
    from cardsdb.models import Card

    expected = Card.objects.filter(game="union-arena", trigger="special", colors__icontains="red", cost__gte=1).count()
    assert f"{expected} card" in page


def test_deck_code_link_opens_a_deck_without_saving(client, cards, alice):
    deck = create_deck(alice, "union-arena", "Coded", text=AGGRO)
    page = client.get(f"/decks/{deck.pk}/")
    assert page.status_code == 404  # private, anonymous
    client.force_login(alice)
    link = [line for line in client.get(f"/decks/{deck.pk}/").content.decode().splitlines() if "deck-code-link" in line][0]
    code = link.split("/code/")[1].split("/")[0]
    client.logout()
    shown = client.get(f"/code/{code}/").content.decode()
    assert "Legal" in shown and "UA90BT/DLB-1-001" in shown
    assert client.get(f"/code/{code[:-4]}/").status_code == 400


def test_deck_page_lists_cards_by_type_with_names_and_a_link_preview(client, cards, alice):
    deck = create_deck(alice, "union-arena", "Dawn <Rush>", text=AGGRO, visibility="unlisted")
    page = client.get(f"/s/{deck.share_token}/").content.decode()
    assert "Character (50)" in page and "AP (3)" in page  # grouped by type, counted as the rules count
    assert "Aster, Squire" in page and "UA90BT/DLB-1-001" in page  # names beside numbers
    assert 'class="tile-count">4×' in page
    assert '<meta property="og:title" content="Dawn &lt;Rush&gt; · Union Arena deck">' in page
    assert 'content="Legal Union Arena deck by alice · 53 cards' in page
    assert 'data-copy="deck-list-text"' in page and 'data-copy="deck-code"' in page and 'data-copy="share-link"' in page


def test_deck_code_page_names_its_cards_by_type(client, cards, alice):
    deck = create_deck(alice, "union-arena", "Coded", text=AGGRO)
    from decks.selectors import deck_entries
    from engine.deckcode import encode_deck

    page = client.get(f"/code/{encode_deck('union-arena', deck_entries(deck))}/").content.decode()
    assert "Character (50)" in page and "Brann, Knight" in page


def test_filter_options_read_as_words(client, cards):
    page = client.get("/cards/union-arena/").content.decode()
    assert '<option value="special" >Special</option>' in page  # words, with the slug as the value
    builder = client.get("/decks/new/union-arena/").content.decode()
    assert 'value="ap">AP</option>' in builder and 'id="filter-trait"' in builder


def test_the_sites_own_not_found_page_also_under_debug(client, cards, alice, settings):
    settings.DEBUG = True
    private = create_deck(alice, "union-arena", "Secret", text=AGGRO)
    for url in (f"/decks/{private.pk}/", "/s/no-such-token/", "/jobs/999/"):
        if url.startswith("/jobs/"):
            client.force_login(alice)
        answer = client.get(url)
        assert answer.status_code == 404
        assert "There is nothing here" in answer.content.decode() and "Decklab" in answer.content.decode()
    assert client.get("/api/decks/999999/").status_code == 404  # the API keeps its JSON answer
    assert client.get("/api/decks/999999/")["Content-Type"].startswith("application/json")


def test_favicon_and_phone_friendly_lists(client, cards, alice):
    assert 'rel="icon"' in client.get("/").content.decode()
    assert client.get("/favicon.ico").status_code in (301, 302)
    create_deck(alice, "union-arena", "Mine", text=AGGRO)
    client.force_login(alice)
    page = client.get("/decks/").content.decode()
    assert 'class="stacked"' in page and 'data-label="Cards">53<' in page and "Private (only me)" in page


def test_card_tiles_show_a_cards_own_copy_limit(client, cards):
    page = client.get("/cards/union-arena/?q=DLB-1-050").content.decode()
    assert 'class="tile-limit" title="Copies allowed in a deck">Max 1<' in page


def test_deck_page_tiles_follow_a_save_and_a_renamed_card(client, cards, alice):
    """The deck page keeps its tiles in the shared cache (decks.views._deck_shown): a save and a change to
    the card database each draw them again."""
    from cardsdb.models import Card
    from cardsdb.services import bump_catalog_version
    from decks.services import update_deck

    deck = create_deck(alice, "union-arena", "Cached", text="4 UA90BT/DLB-1-001", visibility="public")
    assert "Aster, Squire" in client.get(f"/decks/{deck.pk}/").content.decode()
    update_deck(deck, alice, text="4 UA90BT/DLB-1-001\n2 UA90BT/DLB-1-002")
    page = client.get(f"/decks/{deck.pk}/").content.decode()
    assert 'aria-label="2 × Brann, Knight (UA90BT/DLB-1-002)"' in page
    Card.objects.filter(number="UA90BT/DLB-1-002").update(name="Brann, Captain of the Gate")
    bump_catalog_version("union-arena")  # what every import and admin save does
    assert "Brann, Captain of the Gate" in client.get(f"/decks/{deck.pk}/").content.decode()


def test_card_tiles_show_what_the_engine_plays_on_hover(client, cards):
    """Issue 15 point 1: a tile's full text (shown on hover and focus) says, for Union Arena, "Simulated as"."""
    from cardsdb.models import Card
    from cardsdb.selectors import card_simulation

    card = next(c for c in Card.objects.filter(game="union-arena").exclude(text="")
                if card_simulation(c).simulated_as)
    page = client.get(f"/cards/union-arena/?q={card.number}").content.decode()
    tile = page[page.index(f'data-number="{card.number}"'):]
    tile = tile[:tile.index("</article>")]
    assert '<div class="tile-full" role="tooltip">' in tile and "<strong>Simulated as:</strong>" in tile


def test_card_browser_results_follow_the_card_database(client, cards):
    """The card browser keeps its results in the shared cache (cardsdb.views._results) under the catalog
    version: an import or admin save shows at once."""
    from cardsdb.models import Card
    from cardsdb.services import bump_catalog_version

    assert "Brann, Knight" in client.get("/cards/union-arena/?q=Brann").content.decode()
    Card.objects.filter(number="UA90BT/DLB-1-002").update(name="Brann, Captain of the Gate")
    bump_catalog_version("union-arena")
    page = client.get("/cards/union-arena/?q=Brann").content.decode()
    assert "Brann, Captain of the Gate" in page and "Brann, Knight" not in page


def test_card_tiles_escape_what_cards_say_and_show_pictures(client, cards):
    """cardsdb.templatetags.cards.card_tile builds its HTML with plain escaping: a card's name, number,
    picture address and text come out escaped, and a card with a picture shows it, lazy-loaded."""
    from django.urls import reverse

    from cardsdb.models import Card
    from cardsdb.services import bump_catalog_version
    from cardsdb.templatetags.cards import card_tile

    Card.objects.filter(number="UA90BT/DLB-1-002").update(name='Brann <b>"Knight"</b> & Co',
                                                           image_url='https://img.example/a.png?x=1&y="2"')
    bump_catalog_version("union-arena")
    page = client.get("/cards/union-arena/?q=Brann").content.decode()
    assert "<b>" not in page
    brann = Card.objects.get(number="UA90BT/DLB-1-002")
    assert f'<a href="{reverse("card-detail", args=["union-arena", brann.pk])}">Brann' in page
    assert client.get(reverse("card-detail", args=["union-arena", brann.pk])).status_code == 200
    assert ('<img src="https://img.example/a.png?x=1&amp;y=&quot;2&quot;" alt="Brann &lt;b&gt;&quot;Knight&quot;'
            '&lt;/b&gt; &amp; Co" loading="lazy"') in page
    tile = card_tile({"name": "<x>", "number": "N&1", "text": "a\n<b>", "cost": 2, "card_type": "character"}, count=3)
    assert 'aria-label="3 × &lt;x&gt; (N&amp;1)"' in tile and "a<br>&lt;b&gt;" in tile and "Cost 2" in tile


def test_a_request_reads_the_card_catalog_versions_once(client, cards, alice, django_assert_max_num_queries):
    """cardsdb.selectors keeps the games' catalog versions for the rest of a request after one query, so a
    shared deck page costs two queries (the deck, the versions) with its shown parts cached; a request
    that changes cards (bump_catalog_version) reads the new version after."""
    from cardsdb.selectors import begin_request, catalog_version, end_request
    from cardsdb.services import bump_catalog_version

    deck = create_deck(alice, "union-arena", "Counted", text=AGGRO, visibility="public")
    client.get(f"/s/{deck.share_token}/")
    with django_assert_max_num_queries(2):
        assert client.get(f"/s/{deck.share_token}/").status_code == 200
    begin_request()
    try:
        before = catalog_version("union-arena")
        assert catalog_version("union-arena") == before
        bump_catalog_version("union-arena")
        assert catalog_version("union-arena") != before
    finally:
        end_request()


def test_card_text_lines_split_at_the_records_at_sign():
    """Union Arena card records write '@' between abilities: a page shows each ability on its own line, escaped."""
    from cardsdb.templatetags.cards import card_text

    assert card_text("[Raid] <Orrin>@[Snipe]@[On Play] Draw 1 card & <b>") == (
        "[Raid] &lt;Orrin&gt;<br>[Snipe]<br>[On Play] Draw 1 card &amp; &lt;b&gt;")
