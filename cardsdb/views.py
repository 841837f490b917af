"""The card pages: the card browser (the API's filters and search, as a page) and one card."""
import hashlib

from django.core.cache import cache
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, gettext_noop

from cardsdb.api import CardFilter
from cardsdb.models import Card
from cardsdb.selectors import (
    CardPaginator,
    card_filter_choices,
    card_simulation,
    catalog_version,
    rule_terms,
    rule_terms_on_card,
    search_cards,
    search_terms,
)
from engine.cards import GAME_NAMES, GAMES
from engine.spec import DEFAULT_LABELS, spec_for

# The games' words for the card columns (engine/spec.py DEFAULT_LABELS and each GameSpec's labels),
# marked here for makemessages: the pages show them translated.
COLUMN_WORDS = (gettext_noop("Series / set"), gettext_noop("Colour / attribute"), gettext_noop("Cost"), gettext_noop("Power"),
                gettext_noop("Card set / leader"), gettext_noop("Attribute"), gettext_noop("Energy cost"), gettext_noop("Set"),
                gettext_noop("Stars"), gettext_noop("Character"), gettext_noop("Damage"), gettext_noop("Series"),
                gettext_noop("Colour"), gettext_noop("Required energy"), gettext_noop("BP"))


def _labels(game: str) -> dict:
    """The card columns' names for this game (its GameSpec's labels), in the page's language."""
    spec = spec_for(game)
    return {column: gettext(spec.label(column)) for column in DEFAULT_LABELS}


def card_browser(request, game):
    """The API's filters (cardsdb.api.CardFilter) and search, as a page."""
    if game not in GAMES:
        return render(request, "404.html", status=404)
    query = request.GET.get("q", "").strip()
    filters = request.GET.copy()
    filters.pop("page", None)
    return render(request, "cardsdb/browser.html", {"game": game, "game_name": GAME_NAMES[game], "labels": _labels(game),
                                                    "results": _results(request, game, query, filters.urlencode()),
                                                    "query": query, "f": request.GET, **card_filter_choices(game)})


def _results(request, game: str, query: str, filters: str) -> str:
    """The results (count, tiles, pages) of a search, drawn once per card catalog version, address and
    language and kept in the shared cache, as the card API keeps its listings."""
    def draw() -> str:
        cards = CardFilter(request.GET, queryset=Card.objects.filter(game=game)).qs
        cards = search_cards(cards, query) if search_terms(query) else cards.order_by("set_code", "number")
        page = CardPaginator(cards, 48).get_page(request.GET.get("page"))
        # Each card's page address: reversed once with a stand-in id (a {% url %} per tile was a tenth of
        # the page's time), the card's id put in its place.
        head, _, tail = reverse("card-detail", args=[game, 0]).rpartition("/0/")
        for card in page:
            card.detail_url = f"{head}/{card.pk}/{tail}"
        return render_to_string("cardsdb/_results.html", {"game": game, "page": page, "filters": filters})

    address = hashlib.sha256(request.GET.urlencode().encode()).hexdigest()
    key = f"card-results:{game}:{catalog_version(game)}:{translation.get_language()}:{address}"
    return mark_safe(cache.get_or_set(key, draw, 600))  # noqa: S308 - rendered by the template engine, escaped there


def card_detail(request, game, card_id):
    card = get_object_or_404(Card, game=game, pk=card_id)
    return render(request, "cardsdb/detail.html", {"card": card, "game_name": GAME_NAMES[game], "labels": _labels(game),
                                                   "simulation": card_simulation(card),
                                                   "terms": rule_terms_on_card(card)})


def rule_term_list(request, game):
    """A game's keywords and status effects with their definitions (Universal Arena's keywords.yml,
    status-effects.yml and the characters' own statuses)."""
    if game not in GAMES:
        return render(request, "404.html", status=404)
    return render(request, "cardsdb/terms.html", {"game": game, "game_name": GAME_NAMES[game], "terms": rule_terms(game)})
