"""Saved decks, their versions, and who may see them."""
from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models

from cardsdb.models import GAME_CHOICES


def new_share_token() -> str:
    return secrets.token_urlsafe(16)


class Deck(models.Model):
    class Visibility(models.TextChoices):
        PRIVATE = "private", "Private (only me)"
        UNLISTED = "unlisted", "Unlisted (anyone with the link)"
        PUBLIC = "public", "Public (listed)"

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True, max_length=5000)
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE)
    region = models.CharField(max_length=8, blank=True, help_text="Union Arena restricted list region")
    as_of = models.DateField(null=True, blank=True, help_text="Union Arena restricted list date")
    share_token = models.CharField(max_length=40, unique=True, default=new_share_token)
    forked_from = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="forks")
    entries = models.JSONField(default=list, help_text="[{number, count, section}]")
    legal = models.BooleanField(default=False)
    violations = models.JSONField(default=list, blank=True)
    version = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["visibility", "game", "-updated_at"], name="deck_public_recent")]

    def __str__(self):
        return f"{self.name} ({self.game})"

    @property
    def card_count(self) -> int:
        return sum(entry["count"] for entry in self.entries)


class DeckVersion(models.Model):
    """A deck as it was after one save; restoring a version saves it again as the newest."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    entries = models.JSONField(default=list)
    note = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="deck_version_unique")]

    def __str__(self):
        return f"{self.deck_id} v{self.number}"
