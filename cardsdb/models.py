"""The card database: one shared Card table for every game, with child rows for the list fields
that must be filterable (traits, keywords), and Union Arena's restricted list.

Every game-specific field of the canonical format (docs/card-format.md) is kept in `data`, so an
export gives back exactly what was imported; the columns are copies of the fields people search
and filter on."""
from __future__ import annotations

from django.contrib.postgres.search import SearchVectorField
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models.functions import Upper

from engine.cards import GAME_NAMES, GAMES
from engine.effects import validate_effects

GAME_CHOICES = [(slug, GAME_NAMES[slug]) for slug in GAMES]


class Card(models.Model):
    game = models.CharField(max_length=20, choices=GAME_CHOICES, db_index=True)
    number = models.CharField(max_length=64, help_text="The printing's number, unique within the game")
    identity = models.CharField(max_length=64, db_index=True,
                                help_text="Copy identity: printings counted together for copy limits")
    name = models.CharField(max_length=200, db_index=True)
    card_type = models.CharField(max_length=20, db_index=True)
    set_code = models.CharField(max_length=100, blank=True, db_index=True,
                                help_text="Union Arena series, Unien card set, Universal Arena character, Arcana set")
    colors = models.CharField(max_length=60, blank=True, db_index=True,
                              help_text="Colour or attribute slugs, comma-separated")
    cost = models.IntegerField(null=True, blank=True, db_index=True,
                               help_text="Required energy / play cost / energy cost / stars")
    ap_cost = models.IntegerField(null=True, blank=True)
    power = models.IntegerField(null=True, blank=True, help_text="BP / power / damage")
    trigger = models.CharField(max_length=20, blank=True, db_index=True)
    rarity = models.CharField(max_length=30, blank=True)
    text = models.TextField(blank=True)
    image_url = models.URLField(max_length=500, blank=True)
    deck_limit = models.PositiveIntegerField(null=True, blank=True,
                                             help_text="Copy limit set by the card's own text")
    effects = models.JSONField(default=list, blank=True, help_text="Effects in the engine's vocabulary")
    hand_written_effects = models.JSONField(
        null=True, blank=True,
        help_text="Staff's own effect list in the engine's vocabulary (engine/effects/vocabulary.py). When set, the engine plays "
                  "it instead of the effects compiled from the text; imports never change it. Empty: none.")
    data = models.JSONField(default=dict, blank=True, help_text="Every game-specific field of the card format")
    updated_at = models.DateTimeField(auto_now=True)
    # PostgreSQL's full-text index of name, number and text, set by a trigger (cardsdb/fulltext.py);
    # unused on SQLite, which has an FTS5 table instead.
    search_vector = SearchVectorField(null=True, editable=False)

    class Meta:
        ordering = ["game", "number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="card_number_unique_per_game")]
        indexes = [
            models.Index(fields=["game", "set_code", "number"], name="card_game_set"),
            models.Index(fields=["game", "name"], name="card_game_name"),
            # The API's set, type and trigger filters match in any case (iexact: UPPER(column) = UPPER(value));
            # these indexes give PostgreSQL's planner the share of cards each value has, as well as a way in.
            models.Index(Upper("set_code"), name="card_set_any_case"),
            models.Index(Upper("card_type"), name="card_type_any_case"),
            models.Index(Upper("trigger"), name="card_trigger_any_case"),
        ]

    def __str__(self):
        return f"{self.number} {self.name}"

    def clean(self):
        errors = {}
        problems = validate_effects(self.game, self.effects)
        if problems:
            errors["effects"] = problems
        if self.hand_written_effects is not None:
            if self.hand_written_effects == []:
                errors["hand_written_effects"] = ["an empty list would not replace anything: clear the field instead"]
            else:
                problems = validate_effects(self.game, self.hand_written_effects)
                if problems:
                    errors["hand_written_effects"] = problems
        if errors:
            raise ValidationError(errors)

    @property
    def played_effects(self) -> list:
        """The effect list the engine plays from: the hand-written one when staff gave it, else the imported one."""
        return list(self.hand_written_effects if self.hand_written_effects is not None else self.effects or [])


class CardTrait(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="traits")
    name = models.CharField(max_length=120, db_index=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "name"], name="trait_once_per_card")]
        indexes = [models.Index(Upper("name"), name="trait_name_any_case")]  # the ?trait= filter (iexact)

    def __str__(self):
        return self.name


class CardKeyword(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="keywords")
    name = models.CharField(max_length=40, db_index=True)
    value = models.IntegerField(null=True, blank=True)
    target = models.CharField(max_length=200, blank=True, help_text="Raid: the card name or trait it raids onto")

    class Meta:
        indexes = [models.Index(Upper("name"), name="keyword_name_any_case")]  # the ?keyword= filter (iexact)

    def __str__(self):
        return self.name if self.value is None else f"{self.name} {self.value}"


class Restriction(models.Model):
    """An entry of a dated, per-region restricted list (Union Arena)."""

    class Region(models.TextChoices):
        JP = "JP", "Japan"
        EN = "EN", "English (NA/EU)"
        ASIA = "ASIA", "Asia"

    class Kind(models.TextChoices):
        LIMIT = "limit", "Limited to N copies"
        PAIR_BAN = "pair-ban", "Pair ban"

    game = models.CharField(max_length=20, choices=GAME_CHOICES, default="union-arena")
    region = models.CharField(max_length=8, choices=Region.choices)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    identity = models.CharField(max_length=64, help_text="Copy identity, e.g. CGH-1-004")
    other_identity = models.CharField(max_length=64, blank=True, help_text="Pair bans: the card it may not share a deck with")
    limit = models.PositiveIntegerField(null=True, blank=True, help_text="Limited entries: copies allowed (0 = banned)")
    effective_from = models.DateField()
    effective_until = models.DateField(null=True, blank=True, help_text="First day it no longer applies")
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["game", "region", "-effective_from", "identity"]

    def __str__(self):
        if self.kind == self.Kind.PAIR_BAN:
            return f"{self.region}: {self.identity} + {self.other_identity} pair ban from {self.effective_from}"
        return f"{self.region}: {self.identity} limited to {self.limit} from {self.effective_from}"

    def clean(self):
        errors = {}
        if self.kind == self.Kind.LIMIT and self.limit is None:
            errors["limit"] = "A limited entry needs its number of copies."
        if self.kind == self.Kind.PAIR_BAN and not self.other_identity:
            errors["other_identity"] = "A pair ban names two cards."
        if self.effective_until and self.effective_until <= self.effective_from:
            errors["effective_until"] = "Must be after the start date."
        if errors:
            raise ValidationError(errors)


class CatalogVersion(models.Model):
    """Renewed (a fresh random stamp) whenever a game's cards change, so per-process caches know to
    reload. A random stamp rather than a counter: a counter could repeat after a rollback or a
    restored backup and leave a cache serving the wrong cards."""

    game = models.CharField(max_length=20, choices=GAME_CHOICES, unique=True)
    version = models.CharField(max_length=32, default="")

    def __str__(self):
        return f"{self.game} {self.version}"


class RuleTerm(models.Model):
    """A game's rule vocabulary entry with its definition: a Universal Arena keyword (keywords.yml) or
    status effect (status-effects.yml, or a character's own `statusEffects`), shown on the card pages."""

    class Kind(models.TextChoices):
        KEYWORD = "keyword", "Keyword"
        STATUS = "status", "Status effect"

    game = models.CharField(max_length=20, choices=GAME_CHOICES, default="universal-arena")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    slug = models.CharField(max_length=120, help_text="The source id (keyword-evade, status-bleed, or character/Status)")
    name = models.CharField(max_length=120, db_index=True)
    category = models.CharField(max_length=60, blank=True, help_text="Keyword category, or status type (Negative, Unique...)")
    description = models.TextField(blank=True, help_text="The definition, as written")
    data = models.JSONField(default=dict, blank=True, help_text="Every field of the source entry")
    character = models.CharField(max_length=200, blank=True, help_text="A character's own status: its Name|Version key")

    class Meta:
        ordering = ["game", "kind", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "kind", "slug"], name="rule_term_unique")]

    def __str__(self):
        return f"{self.get_kind_display()}: {self.name}"
