"""Server-rendered pages: thin views over the selectors and services the API uses too. The pages'
own JavaScript (static/js/) talks to the same JSON API."""
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Q
from django.shortcuts import get_object_or_404, render
from django.urls import path

from cardsdb.api import CardFilter
from cardsdb.models import Card, CardKeyword
from cardsdb.selectors import card_index
from decks import selectors as deck_selectors
from decks.services import deck_text, validate_text
from engine.cards import GAME_NAMES, GAMES
from engine.deckcode import DeckCodeError, decode_deck, encode_deck
from engine.decklist import export_deck_text
from matches.models import MatchJob

GAME_LIST = [{"slug": slug, "name": GAME_NAMES[slug]} for slug in GAMES]


def home(request):
    recent = deck_selectors.public_decks()[:12]
    return render(request, "home.html", {"games": GAME_LIST, "recent": recent})


def card_browser(request, game):
    """The API's filters (cardsdb.api.CardFilter) and search, as a page."""
    if game not in GAMES:
        return render(request, "404.html", status=404)
    all_cards = Card.objects.filter(game=game)
    cards = CardFilter(request.GET, queryset=all_cards).qs
    query = request.GET.get("q", "").strip()
    if query:
        cards = cards.filter(Q(name__icontains=query) | Q(number__icontains=query) | Q(text__icontains=query))
    page = Paginator(cards.order_by("set_code", "number"), 48).get_page(request.GET.get("page"))
    choices = {name: all_cards.exclude(**{f"{column}": ""}).values_list(column, flat=True).distinct().order_by(column)
               for name, column in (("types", "card_type"), ("colours", "colors"), ("triggers", "trigger"),
                                    ("sets", "set_code"))}
    keywords = CardKeyword.objects.filter(card__game=game).values_list("name", flat=True).distinct().order_by("name")
    filters = request.GET.copy()
    filters.pop("page", None)
    return render(request, "cards/browser.html", {"game": game, "game_name": GAME_NAMES[game], "page": page,
                                                  "query": query, "keywords": keywords, "f": request.GET,
                                                  "filters": filters.urlencode(), **choices})


def deck_code_page(request, code):
    """A deck shared as a code, shown without saving it (anyone can open it)."""
    try:
        game, entries = decode_deck(code)
    except DeckCodeError as error:
        return render(request, "decks/code.html", {"error": str(error)}, status=400)
    text = export_deck_text(game, entries, card_index(game))
    return render(request, "decks/code.html", {"game": game, "game_name": GAME_NAMES[game], "text": text,
                                               "validation": validate_text(game, text).as_dict(), "code": code})


def card_detail(request, game, card_id):
    card = get_object_or_404(Card, game=game, pk=card_id)
    return render(request, "cards/detail.html", {"card": card, "game_name": GAME_NAMES[game]})


@login_required
def my_decks(request):
    return render(request, "decks/mine.html", {"decks": deck_selectors.my_decks(request.user)})


def deck_builder(request, game=None, deck_id=None):
    deck = deck_selectors.deck_for(request.user, deck_id) if deck_id else None
    if deck is not None and deck.owner_id != request.user.pk:
        deck = None
    game = deck.game if deck else game
    if game not in GAMES:
        return render(request, "404.html", status=404)
    text = deck_text(deck) if deck else ""
    code = request.GET.get("code")
    if code and not deck:
        try:
            code_game, entries = decode_deck(code)
            if code_game == game:
                text = export_deck_text(game, entries, card_index(game))
        except DeckCodeError:
            pass
    return render(request, "decks/builder.html", {"game": game, "game_name": GAME_NAMES[game], "deck": deck,
                                                  "text": text})


def _deck_page(request, deck):
    context = {"deck": deck, "game_name": GAME_NAMES[deck.game], "text": deck_text(deck),
               "code": encode_deck(deck.game, deck_selectors.deck_entries(deck)),
               "is_owner": deck.owner_id == request.user.pk}
    return render(request, "decks/page.html", context)


def deck_page(request, deck_id):
    return _deck_page(request, deck_selectors.deck_for(request.user, deck_id))


def shared_deck(request, token):
    return _deck_page(request, deck_selectors.deck_by_token(token))


@login_required
def my_jobs(request):
    return render(request, "matches/mine.html", {"jobs": MatchJob.objects.filter(owner=request.user).defer("result")})


@login_required
def new_job(request):
    mine = deck_selectors.my_decks(request.user)
    public = deck_selectors.public_decks().exclude(owner=request.user)[:50]
    return render(request, "matches/new.html", {"mine": mine, "public": public, "games": GAME_LIST,
                                                "preselected": request.GET.get("deck", "")})


@login_required
def job_page(request, job_id):
    job = get_object_or_404(MatchJob, pk=job_id, owner=request.user)
    return render(request, "matches/job.html", {"job": job})


urlpatterns = [
    path("", home, name="home"),
    path("cards/<str:game>/", card_browser, name="card-browser"),
    path("cards/<str:game>/<int:card_id>/", card_detail, name="card-detail"),
    path("decks/", my_decks, name="my-decks"),
    path("decks/new/<str:game>/", deck_builder, name="deck-new"),
    path("decks/<int:deck_id>/", deck_page, name="deck-page"),
    path("decks/<int:deck_id>/edit/", deck_builder, name="deck-edit"),
    path("s/<str:token>/", shared_deck, name="deck-shared-page"),
    path("code/<str:code>/", deck_code_page, name="deck-code-page"),
    path("jobs/", my_jobs, name="my-jobs"),
    path("jobs/new/", new_job, name="job-new"),
    path("jobs/<int:job_id>/", job_page, name="job-page"),
]
