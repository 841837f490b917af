"""Read-only card API: /api/games/ and /api/cards/ with filters, search, ordering and pagination."""
from __future__ import annotations

import hashlib

import django_filters
from django.core.cache import cache
from django.db.models import Count
from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers, viewsets
from rest_framework.filters import OrderingFilter, SearchFilter
from rest_framework.response import Response
from rest_framework.views import APIView

from cardsdb.models import GAME_CHOICES, Card, CardKeyword, CardTrait
from cardsdb.selectors import CardPaginator, card_simulation, catalog_stamp, search_cards, search_terms
from config.api import Pagination
from engine.cards import GAME_NAMES, GAMES, CardRecord
from engine.decklist import section_for


class SimulationSerializer(serializers.Serializer):
    simulated_as = serializers.CharField(help_text="What the engine plays, in plain English")
    not_played = serializers.ListField(child=serializers.CharField(),
                                       help_text="The exact sentences of the card's text the engine does not play")
    complete = serializers.BooleanField()
    hand_written = serializers.BooleanField(help_text="The engine plays an effect list staff wrote for this card")

CARD_LIST_SECONDS = 600


class CardSerializer(serializers.ModelSerializer):
    traits = serializers.SerializerMethodField()
    keywords = serializers.SerializerMethodField()
    simulation = serializers.SerializerMethodField()
    section = serializers.SerializerMethodField(help_text="The deck section the card goes in (main, ap, leaders, …).")

    class Meta:
        model = Card
        fields = ["id", "game", "number", "identity", "name", "card_type", "set_code", "colors", "cost", "ap_cost",
                  "power", "trigger", "rarity", "text", "image_url", "deck_limit", "traits", "keywords", "effects",
                  "hand_written_effects", "simulation", "data", "section"]

    _COMPUTED = ("traits", "keywords", "simulation", "section")

    def to_representation(self, card) -> dict:
        """The stored columns as they are (a page of 50 cards is the card search's main cost; DRF's
        field-by-field path took most of a request), then the computed fields, in Meta.fields order."""
        computed = {name: getattr(self, f"get_{name}")(card) for name in self._COMPUTED}
        return {name: computed[name] if name in computed else getattr(card, name) for name in self.Meta.fields}

    def get_section(self, card) -> str:
        return section_for(CardRecord(card.game, card.number, card.identity, card.name, card.card_type, card.set_code))

    # The trait and keyword rows exist for filtering; the card's own copy in `data` is what it shows
    # (same content, and no prefetch queries per page).
    def get_traits(self, card) -> list[str]:
        return list(card.data.get("traits") or [])

    def get_keywords(self, card) -> list[dict]:
        return list(card.data.get("keywords") or [])

    @extend_schema_field(SimulationSerializer(allow_null=True))
    def get_simulation(self, card) -> dict | None:
        """Union Arena cards: what the engine plays of the card ("Simulated as") and what it does not."""
        result = card_simulation(card)
        return None if result is None else result.as_dict()


class CardFilter(django_filters.FilterSet):
    game = django_filters.ChoiceFilter(choices=GAME_CHOICES)
    set = django_filters.CharFilter(field_name="set_code", lookup_expr="iexact", label="Series / card set / character")
    type = django_filters.CharFilter(field_name="card_type", lookup_expr="iexact")
    colour = django_filters.CharFilter(field_name="colors", lookup_expr="icontains", label="Colour or attribute")
    color = django_filters.CharFilter(field_name="colors", lookup_expr="icontains", label="Alias of colour")
    cost_min = django_filters.NumberFilter(field_name="cost", lookup_expr="gte")
    cost_max = django_filters.NumberFilter(field_name="cost", lookup_expr="lte")
    power_min = django_filters.NumberFilter(field_name="power", lookup_expr="gte")
    power_max = django_filters.NumberFilter(field_name="power", lookup_expr="lte")
    trigger = django_filters.CharFilter(field_name="trigger", lookup_expr="iexact")
    keyword = django_filters.CharFilter(method="filter_keyword")
    trait = django_filters.CharFilter(method="filter_trait")
    identity = django_filters.CharFilter(field_name="identity", lookup_expr="iexact")

    class Meta:
        model = Card
        fields: list[str] = []

    # A subquery rather than a join: a join repeats a card per matching row and needs DISTINCT over
    # every column, which made counting a page of keyword or trait results the search's slowest query.
    def filter_keyword(self, queryset, name, value):
        return queryset.filter(id__in=CardKeyword.objects.filter(name__iexact=value).values("card_id"))

    def filter_trait(self, queryset, name, value):
        return queryset.filter(id__in=CardTrait.objects.filter(name__iexact=value).values("card_id"))


class CardSearch(SearchFilter):
    """`?search=`: cardsdb.selectors.search_cards, the card page's search too (ranked by relevance)."""

    def filter_queryset(self, request, queryset, view):
        return search_cards(queryset, request.query_params.get(self.search_param, ""))


class CardOrdering(OrderingFilter):
    """`?ordering=` when given; else a search keeps its relevance order, and a listing is by game and number."""

    def get_ordering(self, request, queryset, view):
        if self.ordering_param not in request.query_params and search_terms(request.query_params.get("search", "")):
            return None
        return super().get_ordering(request, queryset, view)


class CardPagination(Pagination):
    django_paginator_class = CardPaginator


class CardViewSet(viewsets.ReadOnlyModelViewSet):
    """Cards of every game. Filters: game, set, type, colour, cost_min/cost_max, power_min/power_max,
    trigger, keyword, trait, identity; `?search=` over name, number and text (most relevant first);
    `?ordering=`."""

    serializer_class = CardSerializer
    pagination_class = CardPagination
    filterset_class = CardFilter
    filter_backends = [django_filters.rest_framework.DjangoFilterBackend, CardSearch, CardOrdering]
    search_fields = ["name", "number", "text"]
    ordering_fields = ["number", "name", "cost", "power", "set_code", "card_type"]
    ordering = ["game", "number"]

    def get_queryset(self):
        return Card.objects.defer("search_vector")  # PostgreSQL's search index column, not shown

    def list(self, request, *args, **kwargs):
        """Cards change only through imports and admin saves, which renew the catalog version: a
        listing is kept in the shared cache under the versions and the address asked for."""
        address = request.build_absolute_uri()
        key = f"cards:{catalog_stamp()}:{hashlib.sha256(address.encode()).hexdigest()}"
        return Response(cache.get_or_set(key, lambda: super(CardViewSet, self).list(request, *args, **kwargs).data,
                                         CARD_LIST_SECONDS))


class GameSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    cards = serializers.IntegerField()


class GameListView(APIView):
    """The four games with their names and card counts."""

    @extend_schema(responses=GameSerializer(many=True))
    def get(self, request):
        counts = dict(Card.objects.values_list("game").annotate(n=Count("id")).values_list("game", "n"))
        return Response([{"slug": slug, "name": GAME_NAMES[slug], "cards": counts.get(slug, 0)} for slug in GAMES])
