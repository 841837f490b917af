"""The deck pages: home, my decks, the builder, a deck's page (by id or share link) and a deck code.
Thin views over decks.selectors and decks.services; the builder's JavaScript talks to the JSON API."""
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.safestring import mark_safe

from cardsdb.selectors import card_filter_choices, catalog_version
from config.i18n import localize
from decks import selectors
from decks.services import deck_text, validate_text
from engine.cards import GAME_NAMES, GAMES
from engine.deckcode import DeckCodeError, encode_deck

GAME_LIST = [{"slug": slug, "name": GAME_NAMES[slug]} for slug in GAMES]


def home(request):
    return render(request, "home.html", {"games": GAME_LIST, "recent": selectors.public_decks()[:12]})


@login_required
def my_decks(request):
    return render(request, "decks/mine.html", {"decks": selectors.my_decks(request.user), "games": GAME_LIST})


def deck_builder(request, game=None, deck_id=None):
    deck = selectors.deck_for(request.user, deck_id) if deck_id else None
    if deck is not None and deck.owner_id != request.user.pk:
        deck = None
    game = deck.game if deck else game
    if game not in GAMES:
        return render(request, "404.html", status=404)
    if deck:
        text = deck_text(deck)
    else:
        text = selectors.code_text(game, request.GET.get("code") or "")
    return render(request, "decks/builder.html", {"game": game, "game_name": GAME_NAMES[game], "deck": deck,
                                                  "text": text, **card_filter_choices(game)})


def _deck_page(request, deck):
    shown = _deck_shown(deck)
    context = {"deck": deck, "game_name": GAME_NAMES[deck.game], "text": shown["text"], "code": shown["code"],
               "groups_html": mark_safe(shown["groups_html"]),  # noqa: S308 - rendered by the template engine, escaped there
               "violations": localize(deck.violations),
               "is_owner": deck.owner_id == request.user.pk}
    return render(request, "decks/page.html", context)


def _deck_shown(deck) -> dict:
    """The deck's list text, deck code and cards as tiles by type, made once per deck save, card catalog
    and language and kept in the shared cache (shared deck pages are the most read pages)."""
    def make() -> dict:
        entries = selectors.deck_entries(deck)
        return {"text": deck_text(deck), "code": encode_deck(deck.game, entries),
                "groups_html": render_to_string("decks/_groups.html",
                                                {"groups": selectors.deck_groups(deck.game, entries)})}

    key = (f"deck-shown:{deck.pk}:{deck.updated_at.timestamp()}:{catalog_version(deck.game)}:"
           f"{translation.get_language()}")
    return cache.get_or_set(key, make, 3600)


def deck_page(request, deck_id):
    return _deck_page(request, selectors.deck_for(request.user, deck_id))


def shared_deck(request, token):
    return _deck_page(request, selectors.deck_by_token(token))


def deck_code_page(request, code):
    """A deck shared as a code, shown without saving it (anyone can open it)."""
    try:
        game, text = selectors.decode_to_text(code)
    except DeckCodeError as error:
        return render(request, "decks/code.html", {"error": str(error)}, status=400)
    validation = validate_text(game, text)
    return render(request, "decks/code.html", {"game": game, "game_name": GAME_NAMES[game], "text": text,
                                               "validation": localize(validation.as_dict()), "code": code,
                                               "groups": selectors.deck_groups(game, validation.parsed.entries)})
