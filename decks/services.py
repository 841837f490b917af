"""Writes: create, update, fork, delete, restore and share decks. Every save keeps a version."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.db import transaction
from django.db.models import Max
from django.utils.translation import gettext

from cardsdb.selectors import card_index, restrictions_in_force
from config.errors import AppError
from config.i18n import localized
from decks.models import Deck, DeckVersion, new_share_token
from decks.selectors import deck_entries, other_game_of
from engine.decklist import DeckEntry, LineError, export_deck_text, parse_deck_text
from engine.deckrules import DeckOptions, Violation, check_deck, validate_deck_text
from engine.spec import spec_for


class DeckTextError(AppError, ValueError):
    """The deck text has lines Decklab cannot read; nothing was saved."""

    code = "unreadable-list"

    def __init__(self, errors: list[LineError]):
        self.errors = errors
        said = [localized(error.message) for error in errors]
        lines = "; ".join(message.rstrip(".。") for message in said[:3]) + ("; …" if len(errors) > 3 else "")
        sentence = (gettext("The list has 1 line Decklab cannot read: {lines}.") if len(errors) == 1
                    else gettext("The list has {count} lines Decklab cannot read: {lines}."))
        super().__init__(sentence.format(count=len(errors), lines=lines),
                         {"text": said, "parse_errors": line_errors(errors)})


def line_errors(errors: list[LineError]) -> list[dict]:
    return [{"line": e.line, "code": e.code, "message": localized(e.message), "token": e.token} for e in errors]


class NotOwner(AppError, PermissionError):
    code = "not-owner"
    status = 403


class DeckConflict(AppError):
    """The deck was saved elsewhere since the version this edit started from; nothing was saved."""

    code = "version-conflict"
    status = 409

    def __init__(self, deck: Deck, edited: int):
        self.deck, self.edited, self.current = deck, edited, deck.version
        super().__init__(f"This deck was saved elsewhere since you opened it: you edited version {edited}, and it "
                         f"is now at version {deck.version}. Reload it to see that version, then make your "
                         "changes again.", {"version": deck.version, "edited_version": edited})


def deck_options(game: str, region: str | None, as_of: date | None) -> DeckOptions:
    if region and spec_for(game).has_restricted_list:
        as_of = as_of or date.today()
        return DeckOptions(region=region, as_of=as_of, restrictions=restrictions_in_force(game, region, as_of))
    return DeckOptions()


def validate_text(game: str, text: str, region: str | None = None, as_of: date | None = None):
    """Parse and check a list without saving it (engine.deckrules.DeckValidation)."""
    return validate_deck_text(game, text, card_index(game), deck_options(game, region, as_of), other_game_of(game))


def parse_text(game: str, text: str) -> list[DeckEntry]:
    parsed = parse_deck_text(game, text, card_index(game), other_game_of(game))
    if parsed.errors:
        raise DeckTextError(parsed.errors)
    return parsed.entries


def deck_text(deck: Deck) -> str:
    return export_deck_text(deck.game, deck_entries(deck), card_index(deck.game), deck.name)


@dataclass
class DeckCheck:
    legal: bool
    violations: list[Violation]


def check_saved(deck: Deck) -> DeckCheck:
    violations = check_deck(deck.game, deck_entries(deck), card_index(deck.game),
                            deck_options(deck.game, deck.region, deck.as_of))
    return DeckCheck(not violations, violations)


def _entries_json(entries: list[DeckEntry]) -> list[dict]:
    return [{"number": e.number, "count": e.count, "section": e.section} for e in entries]


def _record_version(deck: Deck, note: str) -> DeckVersion:
    latest = deck.versions.aggregate(n=Max("number"))["n"] or 0
    deck.version = latest + 1
    check = check_saved(deck)
    deck.legal = check.legal
    deck.violations = [v.as_dict() for v in check.violations]
    deck.save()
    return DeckVersion.objects.create(deck=deck, number=deck.version, name=deck.name, description=deck.description,
                                      entries=deck.entries, note=note)


@transaction.atomic
def create_deck(owner, game: str, name: str, text: str = "", entries: list[DeckEntry] | None = None,
                description: str = "", visibility: str = Deck.Visibility.PRIVATE, region: str = "",
                as_of: date | None = None, forked_from: Deck | None = None, note: str = "created") -> Deck:
    if entries is None:
        entries = parse_text(game, text)
    deck = Deck(owner=owner, game=game, name=name, description=description, visibility=visibility,
                region=region or "", as_of=as_of, entries=_entries_json(entries), forked_from=forked_from)
    deck.save()
    _record_version(deck, note)
    return deck


def _require_owner(deck: Deck, user) -> None:
    if deck.owner_id != getattr(user, "pk", None):
        raise NotOwner("Only the deck's owner can change it.")


@transaction.atomic
def update_deck(deck: Deck, user, *, text: str | None = None, entries: list[DeckEntry] | None = None,
                note: str = "edited", expected_version: int | None = None, **fields) -> Deck:
    """Change a deck; a change of cards, name or description keeps a new version. `expected_version`:
    the version the edit started from; if the deck has moved on since, DeckConflict (checked under
    the row lock, so of two concurrent saves from the same version exactly one wins)."""
    _require_owner(deck, user)
    deck = Deck.objects.select_for_update().get(pk=deck.pk)
    if expected_version is not None and expected_version != deck.version:
        raise DeckConflict(deck, expected_version)
    if text is not None:
        entries = parse_text(deck.game, text)
    changed = False
    if entries is not None and _entries_json(entries) != deck.entries:
        deck.entries = _entries_json(entries)
        changed = True
    for key in ("name", "description"):
        if key in fields and fields[key] is not None and fields[key] != getattr(deck, key):
            setattr(deck, key, fields[key])
            changed = True
    for key in ("visibility", "region", "as_of"):
        if key in fields:
            value = fields[key] if fields[key] is not None or key == "as_of" else ""
            if value != getattr(deck, key):
                setattr(deck, key, value)
                if key != "visibility":
                    changed = True
    if changed:
        _record_version(deck, note)
    else:
        deck.save()
    return deck


def fork_deck(deck: Deck, user) -> Deck:
    """Copy a deck I can see into my decks (private), remembering where it came from."""
    return create_deck(user, deck.game, f"{deck.name} (fork)"[:120], entries=deck_entries(deck),
                       description=deck.description, region=deck.region, as_of=deck.as_of, forked_from=deck,
                       note=f"forked from deck {deck.pk} v{deck.version}")


def delete_deck(deck: Deck, user) -> None:
    _require_owner(deck, user)
    deck.delete()


def regenerate_share_token(deck: Deck, user) -> Deck:
    """A new share link; the old one stops working."""
    _require_owner(deck, user)
    deck.share_token = new_share_token()
    deck.save(update_fields=["share_token", "updated_at"])
    return deck


def restore_version(deck: Deck, user, number: int) -> Deck:
    _require_owner(deck, user)
    version = deck.versions.filter(number=number).first()
    if version is None:
        raise AppError(f"Deck {deck.pk} has no version {number}; it has versions 1 to {deck.version}.",
                       {"version": [f"A version from 1 to {deck.version}."]}, code="no-such-version")
    return update_deck(deck, user, entries=deck_entries(version.entries), name=version.name,
                       description=version.description, note=f"restored version {number}")


def diff_entries(old: list[dict], new: list[dict]) -> list[dict]:
    """Per card number and section: the count before and after, for every card that changed."""
    before = {(e["number"], e["section"]): e["count"] for e in old}
    after = {(e["number"], e["section"]): e["count"] for e in new}
    changes = []
    for key in dict.fromkeys([*before, *after]):
        a, b = before.get(key, 0), after.get(key, 0)
        if a != b:
            change = "added" if a == 0 else ("removed" if b == 0 else "changed")
            changes.append({"number": key[0], "section": key[1], "before": a, "after": b, "change": change})
    return changes
