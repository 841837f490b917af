"""Deck API: CRUD, fork, versions, diff, restore, share links, and stateless tools (validate,
import, export, deck codes, statistics, sample hands). Views stay thin: services and selectors
do the work."""
from __future__ import annotations

from django.core.cache import cache
from django.utils import translation
from drf_spectacular.utils import extend_schema, extend_schema_view, inline_serializer
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from cardsdb.models import GAME_CHOICES, Restriction
from cardsdb.selectors import card_index
from config.api import ToolThrottle
from config.errors import AppError
from config.i18n import localize
from config.schema import ERRORS, Errors
from decks import selectors, services
from decks.models import Deck, DeckVersion
from engine.deckcode import DeckCodeError, decode_deck, encode_deck
from engine.decklist import MAX_TEXT_CHARS, export_deck_text
from engine.deckstats import deck_statistics, sample_hand

REGIONS = Restriction.Region.values


class DeckTextInput(serializers.Serializer):
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    text = serializers.CharField(max_length=MAX_TEXT_CHARS, allow_blank=True, trim_whitespace=False)
    region = serializers.ChoiceField(choices=REGIONS, required=False, allow_blank=True)
    as_of = serializers.DateField(required=False, allow_null=True)


class CategoryInput(serializers.Serializer):
    """Chance of at least `at_least` cards whose `field` equals `value` in hand by turn `by_turn`."""

    field = serializers.CharField(max_length=40)
    value = serializers.JSONField(required=False, allow_null=True)
    at_least = serializers.IntegerField(min_value=1, max_value=60, default=1)
    by_turn = serializers.IntegerField(min_value=1, max_value=30, default=1)
    label = serializers.CharField(max_length=120, required=False, allow_blank=True)


class StatsInput(DeckTextInput):
    categories = CategoryInput(many=True, required=False, max_length=10)


class SampleHandInput(DeckTextInput):
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**63 - 1)


class RestoreInput(serializers.Serializer):
    version = serializers.IntegerField(min_value=1, max_value=2**31 - 1, help_text="The version to save again as the newest.")


class SeedQuery(serializers.Serializer):
    seed = serializers.IntegerField(required=False, default=0, min_value=0, max_value=2**63 - 1)


# `from` is a Python keyword, so the fields are given as a dict.
DiffQuery = type("DiffQuery", (serializers.Serializer,), {
    "from": serializers.IntegerField(required=False, min_value=1, max_value=2**31 - 1, help_text="Default: the version before the last."),
    "to": serializers.IntegerField(required=False, min_value=1, max_value=2**31 - 1, help_text="Default: the last version.")})


# --- answers -------------------------------------------------------------------------------------

class ViolationSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable rule code, e.g. deck-size (docs/deck-rules.md).")
    message = serializers.CharField(help_text="In the request's language (Accept-Language or the language cookie).")
    cards = serializers.ListField(child=serializers.CharField(), help_text="The card numbers involved.")

    def to_representation(self, instance) -> dict:
        return super().to_representation(localize(instance))


class LineErrorSerializer(serializers.Serializer):
    line = serializers.IntegerField(help_text="1-based line number (0: the whole list).")
    code = serializers.CharField(help_text="malformed-line, unknown-card, wrong-game, bad-count or too-large.")
    message = serializers.CharField()
    token = serializers.CharField(allow_blank=True)


class EntrySerializer(serializers.Serializer):
    number = serializers.CharField()
    count = serializers.IntegerField()
    section = serializers.CharField()


class NamedEntrySerializer(EntrySerializer):
    name = serializers.CharField(allow_null=True, help_text="The card's name (null if the card is no longer known).")
    type = serializers.CharField(allow_null=True, help_text="The card's type (null if the card is no longer known).")


class ValidationSerializer(serializers.Serializer):
    legal = serializers.BooleanField()
    violations = ViolationSerializer(many=True)
    parse_errors = LineErrorSerializer(many=True)
    entries = EntrySerializer(many=True)
    counts = serializers.DictField(child=serializers.IntegerField(), help_text="Cards per section.")
    unknown_cards = serializers.IntegerField(help_text="Copies on lines naming no card of this game.")
    size = serializers.CharField(help_text='e.g. "50 cards, 1 of them unknown".')


class ImportSerializer(ValidationSerializer):
    entries = NamedEntrySerializer(many=True)
    text = serializers.CharField(help_text="The list in Decklab's own text form.")


class DecodedDeckSerializer(ValidationSerializer):
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    text = serializers.CharField()


class DeckCodeSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="A short URL-safe string holding the whole list.")


class ExportSerializer(DeckCodeSerializer):
    text = serializers.CharField()


class SeatOddsSerializer(serializers.Serializer):
    without_redraw = serializers.FloatField()
    with_redraw = serializers.FloatField()


class TurnOddsSerializer(serializers.Serializer):
    first = SeatOddsSerializer()
    second = SeatOddsSerializer()


class OpeningOddsSerializer(serializers.Serializer):
    hand_size = serializers.IntegerField()
    deck_size = serializers.IntegerField()
    hits = serializers.IntegerField()
    opening = serializers.FloatField()
    opening_with_redraw = serializers.FloatField()
    by_turn = serializers.DictField(child=TurnOddsSerializer(), help_text="Keyed by turn number, 1 to 5.")


class CategoryOddsSerializer(serializers.Serializer):
    label = serializers.CharField()
    hits = serializers.IntegerField()
    first = serializers.FloatField()
    second = serializers.FloatField()


class StatsSerializer(serializers.Serializer):
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    cards = serializers.IntegerField(help_text="Every card listed, unknown ones included.")
    unknown_cards = serializers.IntegerField()
    size = serializers.CharField()
    pile_size = serializers.IntegerField(help_text="The cards the hands are drawn from.")
    by_type = serializers.DictField(child=serializers.IntegerField())
    by_colour = serializers.DictField(child=serializers.IntegerField())
    cost_curve = serializers.DictField(child=serializers.IntegerField())
    power = serializers.DictField(child=serializers.IntegerField())
    triggers = serializers.DictField(child=serializers.IntegerField())
    playable_turn_one = OpeningOddsSerializer(allow_null=True)
    categories = CategoryOddsSerializer(many=True)


class SampleHandSerializer(serializers.Serializer):
    seed = serializers.IntegerField()
    hand = serializers.ListField(child=serializers.CharField())
    redraw = serializers.ListField(child=serializers.CharField())


class ShareTokenSerializer(serializers.Serializer):
    share_token = serializers.CharField()


DiffSerializer = inline_serializer("DeckDiff", fields={
    "from": serializers.IntegerField(), "to": serializers.IntegerField(),
    "changes": inline_serializer("DeckChange", fields={
        "number": serializers.CharField(), "section": serializers.CharField(), "before": serializers.IntegerField(),
        "after": serializers.IntegerField(), "change": serializers.ChoiceField(choices=["added", "removed", "changed"]),
    }, many=True)})


class DeckSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)
    text = serializers.CharField(write_only=True, required=False, max_length=MAX_TEXT_CHARS, allow_blank=True,
                                 trim_whitespace=False)
    cards = serializers.IntegerField(source="card_count", read_only=True)
    entries = EntrySerializer(many=True, read_only=True)
    violations = ViolationSerializer(many=True, read_only=True)
    share_token = serializers.SerializerMethodField()
    region = serializers.ChoiceField(choices=REGIONS, required=False, allow_blank=True)
    version = serializers.IntegerField(required=False, min_value=1,
                                       help_text="The deck's version. On a change, send the version you edited: if the "
                                                 "deck was saved elsewhere since, the answer is 409 and nothing is saved.")

    class Meta:
        model = Deck
        fields = ["id", "owner", "game", "name", "description", "visibility", "region", "as_of", "text", "entries",
                  "cards", "legal", "violations", "version", "share_token", "forked_from", "created_at", "updated_at"]
        read_only_fields = ["entries", "legal", "violations", "forked_from", "created_at", "updated_at"]

    def get_share_token(self, deck) -> str | None:
        request = self.context.get("request")
        is_owner = request is not None and deck.owner_id == getattr(request.user, "pk", None)
        return deck.share_token if is_owner or deck.visibility != Deck.Visibility.PRIVATE else None

    def validate(self, attrs):
        if self.instance is not None and "game" in attrs and attrs["game"] != self.instance.game:
            raise serializers.ValidationError({"game": "A deck's game cannot change; fork or create a new deck."})
        return attrs


class DeckVersionSerializer(serializers.ModelSerializer):
    entries = EntrySerializer(many=True, read_only=True)

    class Meta:
        model = DeckVersion
        fields = ["number", "name", "description", "entries", "note", "created_at"]


class IsOwnerOrReadOnly(permissions.BasePermission):
    def has_object_permission(self, request, view, obj):
        return request.method in permissions.SAFE_METHODS or obj.owner_id == request.user.pk


_SAVE = extend_schema(responses={200: DeckSerializer, 409: Errors, **ERRORS},
                      description="Send `version`, the version you edited: if the deck was saved since, the answer is "
                                  "409 `version-conflict` naming both versions, and nothing is saved.")


@extend_schema_view(create=extend_schema(responses={201: DeckSerializer, 400: Errors, 401: Errors}),
                    update=_SAVE, partial_update=_SAVE)
class DeckViewSet(viewsets.ModelViewSet):
    """Decks. `GET /api/decks/` lists mine (`?scope=public` for public decks, `&game=`)."""

    serializer_class = DeckSerializer
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, IsOwnerOrReadOnly]
    filterset_fields = ["game", "visibility"]
    search_fields = ["name", "description"]
    ordering_fields = ["updated_at", "name", "created_at"]

    def get_queryset(self):
        user = self.request.user
        if self.action == "list":
            if self.request.query_params.get("scope") == "public" or not user.is_authenticated:
                return selectors.public_decks()
            return selectors.my_decks(user).select_related("owner")
        return selectors.visible_decks(user).select_related("owner")

    def perform_create(self, serializer):
        data = serializer.validated_data
        serializer.instance = services.create_deck(
            self.request.user, data["game"], data["name"], text=data.get("text", ""),
            description=data.get("description", ""), visibility=data.get("visibility", Deck.Visibility.PRIVATE),
            region=data.get("region", ""), as_of=data.get("as_of"))

    def perform_update(self, serializer):
        data = dict(serializer.validated_data)
        data.pop("game", None)
        serializer.instance = services.update_deck(serializer.instance, self.request.user,
                                                   expected_version=data.pop("version", None), **data)

    def perform_destroy(self, instance):
        services.delete_deck(instance, self.request.user)

    @extend_schema(request=None, responses={201: DeckSerializer, **ERRORS})
    @action(detail=True, methods=["post"], permission_classes=[permissions.IsAuthenticated])
    def fork(self, request, pk=None):
        deck = services.fork_deck(self.get_object(), request.user)
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: DeckVersionSerializer(many=True), **ERRORS})
    @action(detail=True, methods=["get"], filter_backends=[])
    def versions(self, request, pk=None):
        """The deck's versions, newest first (paginated)."""
        page = self.paginate_queryset(self.get_object().versions.all())
        return self.get_paginated_response(DeckVersionSerializer(page, many=True).data)

    @extend_schema(parameters=[DiffQuery], responses={200: DiffSerializer, **ERRORS})
    @action(detail=True, methods=["get"], filter_backends=[], pagination_class=None)
    def diff(self, request, pk=None):
        """What changed between two versions (`?from=` and `?to=`; by default the last two)."""
        deck = self.get_object()
        query = _input(DiffQuery, request.query_params)
        a, b = query.get("from", max(1, deck.version - 1)), query.get("to", deck.version)
        versions = {v.number: v for v in deck.versions.filter(number__in=[a, b])}
        if a not in versions or b not in versions:
            raise AppError(f"This deck has versions 1 to {deck.version}; there is no version "
                           f"{a if a not in versions else b}.", code="no-such-version", status=404)
        return Response({"from": a, "to": b, "changes": services.diff_entries(versions[a].entries, versions[b].entries)})

    @extend_schema(request=RestoreInput, responses={200: DeckSerializer, **ERRORS})
    @action(detail=True, methods=["post"])
    def restore(self, request, pk=None):
        deck = self.get_object()
        self.check_object_permissions(request, deck)
        deck = services.restore_version(deck, request.user, _input(RestoreInput, request.data)["version"])
        return Response(DeckSerializer(deck, context={"request": request}).data)

    @extend_schema(request=None, responses={200: ShareTokenSerializer, **ERRORS})
    @action(detail=True, methods=["post"], url_path="regenerate-token")
    def regenerate_token(self, request, pk=None):
        deck = self.get_object()
        self.check_object_permissions(request, deck)
        deck = services.regenerate_share_token(deck, request.user)
        return Response({"share_token": deck.share_token})

    @extend_schema(responses={200: ExportSerializer, **ERRORS})
    @action(detail=True, methods=["get"], filter_backends=[], pagination_class=None)
    def export(self, request, pk=None):
        deck = self.get_object()
        return Response({"text": services.deck_text(deck),
                         "code": encode_deck(deck.game, selectors.deck_entries(deck))})

    @extend_schema(responses={200: StatsSerializer, **ERRORS})
    @action(detail=True, methods=["get"], filter_backends=[], pagination_class=None)
    def stats(self, request, pk=None):
        deck = self.get_object()
        return Response(deck_statistics(deck.game, selectors.deck_entries(deck), card_index(deck.game)))

    @extend_schema(parameters=[SeedQuery], responses={200: SampleHandSerializer, **ERRORS})
    @action(detail=True, methods=["get"], url_path="sample-hand", filter_backends=[], pagination_class=None)
    def sample_hand(self, request, pk=None):
        deck = self.get_object()
        seed = _input(SeedQuery, request.query_params)["seed"]
        return Response(sample_hand(deck.game, selectors.deck_entries(deck), card_index(deck.game), seed))


class ToolAPIView(APIView):
    """Stateless tools: anyone may use them, at the `tools` rate."""

    permission_classes = [permissions.AllowAny]
    throttle_classes = [ToolThrottle]


class SharedDeckView(APIView):
    """A deck by its share link (unlisted and public decks; revoked links are 404)."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: DeckSerializer, **ERRORS})
    def get(self, request, token):
        """The answer is the same for everyone who has the link: kept in the shared cache per deck save and
        language (share links are among the most read answers)."""
        deck = selectors.deck_by_token(token)
        key = (f"shared-deck:{deck.pk}:{deck.version}:{deck.updated_at.timestamp()}:{deck.share_token}:{deck.visibility}:"
               f"{translation.get_language()}")
        return Response(cache.get_or_set(key, lambda: dict(DeckSerializer(deck, context={"request": request}).data),
                                         3600))


class SharedDeckForkView(APIView):
    """Fork a deck opened through its share link (unlisted decks are not reachable by id)."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={201: DeckSerializer, **ERRORS})
    def post(self, request, token):
        deck = services.fork_deck(selectors.deck_by_token(token), request.user)
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)


class ValidateView(ToolAPIView):
    """Validate a deck list without saving it. Lines that cannot be read are in `parse_errors`
    (and unknown cards are violations); the answer is 200 whenever the request itself is valid."""

    @extend_schema(request=DeckTextInput, responses={200: ValidationSerializer, 400: Errors})
    def post(self, request):
        data = _input(DeckTextInput, request.data)
        result = services.validate_text(data["game"], data["text"], data.get("region") or None, data.get("as_of"))
        return Response(localize(result.as_dict()))


class ImportView(ToolAPIView):
    """Parse deck text into entries, each with its card's name, and the canonical text back. A list
    with lines Decklab cannot read is a 400 `unreadable-list` whose details hold the line errors
    (`parse_errors`, and their messages under `text`) and the entries that were read."""

    @extend_schema(request=DeckTextInput, responses={200: ImportSerializer, 400: Errors})
    def post(self, request):
        data = _input(DeckTextInput, request.data)
        game = data["game"]
        result = services.validate_text(game, data["text"], data.get("region") or None, data.get("as_of"))
        index = card_index(game)
        body = localize(result.as_dict())
        body["entries"] = [{**entry, "name": getattr(index.get(entry["number"]), "name", None),
                            "type": getattr(index.get(entry["number"]), "type", None)} for entry in body["entries"]]
        if result.parsed.errors:
            error = services.DeckTextError(result.parsed.errors)
            error.details["entries"] = body["entries"]
            raise error
        body["text"] = export_deck_text(game, result.parsed.entries, index)
        return Response(body)


class StatsView(ToolAPIView):
    """Statistics of a list: counts by type, colour, cost, power and trigger, and exact odds of a
    turn-1 play and of each asked-for category. Lines that cannot be read are left out (unknown
    cards still count in `cards`)."""

    @extend_schema(request=StatsInput, responses={200: StatsSerializer, 400: Errors})
    def post(self, request):
        data = _input(StatsInput, request.data)
        result = services.validate_text(data["game"], data["text"])
        return Response(localize(deck_statistics(data["game"], result.parsed.entries, card_index(data["game"]),
                                                 data.get("categories") or (), unknown=result.parsed.unknown)))


class SampleHandView(ToolAPIView):
    """A seeded opening hand and the hand its re-draw would give."""

    @extend_schema(request=SampleHandInput, responses={200: SampleHandSerializer, 400: Errors})
    def post(self, request):
        data = _input(SampleHandInput, request.data)
        result = services.validate_text(data["game"], data["text"])
        return Response(sample_hand(data["game"], result.parsed.entries, card_index(data["game"]), data.get("seed", 0)))


class DeckCodeView(ToolAPIView):
    """POST a list to get its deck code (a short URL-safe string holding the whole list)."""

    @extend_schema(request=DeckTextInput, responses={200: DeckCodeSerializer, 400: Errors})
    def post(self, request):
        data = _input(DeckTextInput, request.data)
        result = services.validate_text(data["game"], data["text"])
        if result.parsed.errors:
            raise services.DeckTextError(result.parsed.errors)
        return Response({"code": encode_deck(data["game"], result.parsed.entries)})


class DeckCodeDecodeView(ToolAPIView):
    """Read a deck code back: the game, the list as text, and its validation."""

    @extend_schema(responses={200: DecodedDeckSerializer, 400: Errors})
    def get(self, request, code):
        try:
            game, entries = decode_deck(code)
        except DeckCodeError as error:
            raise AppError(f"This deck code cannot be read: {error}.", {"code": [str(error)]},
                           code="unreadable-deck-code") from None
        text = export_deck_text(game, entries, card_index(game))
        result = services.validate_text(game, text)
        return Response({"game": game, "text": text, **localize(result.as_dict())})


def _input(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data
