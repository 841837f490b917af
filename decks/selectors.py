"""Reads: which decks a user may see, and the engine-side view of a deck."""
from __future__ import annotations

from django.db.models import Q, QuerySet
from django.http import Http404

from cardsdb.selectors import card_index
from decks.models import Deck
from engine.cards import GAME_NAMES, GAMES
from engine.decklist import DeckEntry


def visible_decks(user) -> QuerySet[Deck]:
    """Decks `user` may open by id: their own and public ones (unlisted ones only by token)."""
    public = Q(visibility=Deck.Visibility.PUBLIC)
    if user is not None and user.is_authenticated:
        return Deck.objects.filter(public | Q(owner=user))
    return Deck.objects.filter(public)


def my_decks(user) -> QuerySet[Deck]:
    return Deck.objects.filter(owner=user)


def public_decks(game: str | None = None) -> QuerySet[Deck]:
    decks = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC).select_related("owner")
    return decks.filter(game=game) if game else decks


def deck_for(user, deck_id) -> Deck:
    """A deck `user` may see, else 404 (another user's private deck does not exist for them)."""
    deck = visible_decks(user).filter(pk=deck_id).first()
    if deck is None:
        raise Http404("No such deck.")
    return deck


def deck_by_token(token: str) -> Deck:
    deck = Deck.objects.filter(share_token=token).exclude(visibility=Deck.Visibility.PRIVATE).first()
    if deck is None:
        raise Http404("No deck has this link (it may have been revoked).")
    return deck


def deck_entries(deck_or_entries) -> list[DeckEntry]:
    raw = deck_or_entries.entries if isinstance(deck_or_entries, Deck) else deck_or_entries
    return [DeckEntry(e["number"], e["count"], e["section"]) for e in raw]


def other_game_of(game: str):
    """A lookup naming the game a token belongs to when it is not a card of `game`."""

    def lookup(token: str) -> str | None:
        for other in GAMES:
            if other != game and card_index(other).resolve(token) is not None:
                return GAME_NAMES[other]
        return None

    return lookup
