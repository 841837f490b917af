"""Reads: which decks a user may see, and the engine-side view of a deck."""
from __future__ import annotations

from django.db.models import Q, QuerySet
from django.http import Http404

from cardsdb.models import Card
from cardsdb.selectors import card_index
from decks.models import Deck
from engine.cards import GAME_NAMES, GAMES
from engine.deckcode import DeckCodeError, decode_deck
from engine.decklist import DeckEntry, export_deck_text
from engine.spec import spec_for


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
    deck = visible_decks(user).select_related("owner").filter(pk=deck_id).first()
    if deck is None:
        raise Http404("No such deck.")
    return deck


def deck_by_token(token: str) -> Deck:
    deck = (Deck.objects.filter(share_token=token).exclude(visibility=Deck.Visibility.PRIVATE)
            .select_related("owner").first())
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


def decode_to_text(code: str) -> tuple[str, str]:
    """A deck code as (game, deck list text); raises engine.deckcode.DeckCodeError when it is not one."""
    game, entries = decode_deck(code)
    return game, export_deck_text(game, entries, card_index(game))


def code_text(game: str, code: str) -> str:
    """The list text of a deck code of `game`, or "" when there is no code, it is broken or of another game."""
    if not code:
        return ""
    try:
        code_game, text = decode_to_text(code)
    except DeckCodeError:
        return ""
    return text if code_game == game else ""


def deck_groups(game: str, entries: list[DeckEntry]) -> list[dict]:
    """A deck's cards grouped by card type, in deck-section order, for the pages: each group is
    {"type", "count", "rows": [{"count", "number", "card"}]} with `card` the Card (None when the
    database does not know the number: those rows come last, under "unknown")."""
    cards = {card.number: card for card in Card.objects.filter(game=game, number__in=[e.number for e in entries])}
    sections = spec_for(game).sections
    groups: dict[tuple[int, str], list[dict]] = {}
    for entry in entries:
        card = cards.get(entry.number)
        order = sections.index(entry.section) if card is not None and entry.section in sections else len(sections)
        groups.setdefault((order, card.card_type if card else "unknown"), []).append(
            {"count": entry.count, "number": entry.number, "card": card})
    return [{"type": card_type, "count": sum(row["count"] for row in rows), "rows": rows}
            for (_, card_type), rows in sorted(groups.items())]
