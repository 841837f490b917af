"""Read-only card API: /api/games/ and /api/cards/ with filters, search, ordering and pagination."""
from __future__ import annotations

import django_filters
from django.db.models import Count
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, viewsets
from rest_framework.filters import OrderingFilter, SearchFilter
from rest_framework.response import Response
from rest_framework.views import APIView

from cardsdb.models import GAME_CHOICES, Card
from engine.cards import GAME_NAMES, GAMES


class CardSerializer(serializers.ModelSerializer):
    traits = serializers.SerializerMethodField()
    keywords = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = ["id", "game", "number", "identity", "name", "card_type", "set_code", "colors", "cost", "ap_cost",
                  "power", "trigger", "rarity", "text", "image_url", "deck_limit", "traits", "keywords", "effects",
                  "data"]

    # The trait and keyword rows exist for filtering; the card's own copy in `data` is what it shows
    # (same content, and no prefetch queries per page).
    def get_traits(self, card) -> list[str]:
        return list(card.data.get("traits") or [])

    def get_keywords(self, card) -> list[dict]:
        return list(card.data.get("keywords") or [])


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

    def filter_keyword(self, queryset, name, value):
        return queryset.filter(keywords__name__iexact=value).distinct()

    def filter_trait(self, queryset, name, value):
        return queryset.filter(traits__name__iexact=value).distinct()


class CardViewSet(viewsets.ReadOnlyModelViewSet):
    """Cards of every game. Filters: game, set, type, colour, cost_min/cost_max, power_min/power_max,
    trigger, keyword, trait, identity; `?search=` over name, number and text; `?ordering=`."""

    serializer_class = CardSerializer
    filterset_class = CardFilter
    filter_backends = [django_filters.rest_framework.DjangoFilterBackend, SearchFilter, OrderingFilter]
    search_fields = ["name", "number", "text"]
    ordering_fields = ["number", "name", "cost", "power", "set_code", "card_type"]
    ordering = ["game", "number"]

    def get_queryset(self):
        return Card.objects.all()


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
