"""Deck API: CRUD, fork, versions, diff, restore, share links, and stateless tools (validate,
import, export, deck codes, statistics, sample hands). Views stay thin: services and selectors
do the work."""
from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from cardsdb.models import GAME_CHOICES
from cardsdb.selectors import card_index
from config.api import ToolThrottle
from decks import selectors, services
from decks.models import Deck, DeckVersion
from engine.deckcode import DeckCodeError, decode_deck, encode_deck
from engine.decklist import MAX_TEXT_CHARS, export_deck_text
from engine.deckstats import deck_statistics, sample_hand

REGIONS = ["JP", "EN", "ASIA"]


class DeckTextInput(serializers.Serializer):
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    text = serializers.CharField(max_length=MAX_TEXT_CHARS, allow_blank=True, trim_whitespace=False)
    region = serializers.ChoiceField(choices=REGIONS, required=False, allow_blank=True)
    as_of = serializers.DateField(required=False, allow_null=True)


class StatsInput(DeckTextInput):
    categories = serializers.ListField(child=serializers.DictField(), required=False, max_length=10)


class SampleHandInput(DeckTextInput):
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**63 - 1)


class DeckSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)
    text = serializers.CharField(write_only=True, required=False, max_length=MAX_TEXT_CHARS, allow_blank=True,
                                 trim_whitespace=False)
    cards = serializers.IntegerField(source="card_count", read_only=True)
    share_token = serializers.SerializerMethodField()
    region = serializers.ChoiceField(choices=REGIONS, required=False, allow_blank=True)

    class Meta:
        model = Deck
        fields = ["id", "owner", "game", "name", "description", "visibility", "region", "as_of", "text", "entries",
                  "cards", "legal", "violations", "version", "share_token", "forked_from", "created_at", "updated_at"]
        read_only_fields = ["entries", "legal", "violations", "version", "forked_from", "created_at", "updated_at"]

    def get_share_token(self, deck) -> str | None:
        request = self.context.get("request")
        is_owner = request is not None and deck.owner_id == getattr(request.user, "pk", None)
        return deck.share_token if is_owner or deck.visibility != Deck.Visibility.PRIVATE else None

    def validate(self, attrs):
        if self.instance is not None and "game" in attrs and attrs["game"] != self.instance.game:
            raise serializers.ValidationError({"game": "A deck's game cannot change; fork or create a new deck."})
        return attrs


class DeckVersionSerializer(serializers.ModelSerializer):
    class Meta:
        model = DeckVersion
        fields = ["number", "name", "description", "entries", "note", "created_at"]


def _text_errors(error: services.DeckTextError) -> Response:
    return Response({"text": [e.message for e in error.errors],
                     "parse_errors": [{"line": e.line, "code": e.code, "message": e.message, "token": e.token}
                                      for e in error.errors]}, status=status.HTTP_400_BAD_REQUEST)


class IsOwnerOrReadOnly(permissions.BasePermission):
    def has_object_permission(self, request, view, obj):
        return request.method in permissions.SAFE_METHODS or obj.owner_id == request.user.pk


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
        serializer.instance = services.update_deck(serializer.instance, self.request.user, **data)

    def perform_destroy(self, instance):
        services.delete_deck(instance, self.request.user)

    def create(self, request, *args, **kwargs):
        try:
            return super().create(request, *args, **kwargs)
        except services.DeckTextError as error:
            return _text_errors(error)

    def update(self, request, *args, **kwargs):
        try:
            return super().update(request, *args, **kwargs)
        except services.DeckTextError as error:
            return _text_errors(error)

    @action(detail=True, methods=["post"], permission_classes=[permissions.IsAuthenticated])
    def fork(self, request, pk=None):
        deck = services.fork_deck(self.get_object(), request.user)
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["get"])
    def versions(self, request, pk=None):
        return Response(DeckVersionSerializer(self.get_object().versions.all(), many=True).data)

    @action(detail=True, methods=["get"])
    def diff(self, request, pk=None):
        deck = self.get_object()
        try:
            a, b = int(request.query_params.get("from", deck.version - 1)), int(request.query_params.get("to", deck.version))
        except ValueError:
            return Response({"detail": "from and to must be version numbers."}, status=400)
        versions = {v.number: v for v in deck.versions.filter(number__in=[a, b])}
        if a not in versions or b not in versions:
            return Response({"detail": f"This deck has versions 1 to {deck.version}."}, status=404)
        return Response({"from": a, "to": b, "changes": services.diff_entries(versions[a].entries, versions[b].entries)})

    @action(detail=True, methods=["post"])
    def restore(self, request, pk=None):
        deck = self.get_object()
        self.check_object_permissions(request, deck)
        try:
            deck = services.restore_version(deck, request.user, int(request.data.get("version", 0)))
        except (ValueError, DeckVersion.DoesNotExist) as error:
            return Response({"detail": str(error) or "Give the version number to restore."}, status=400)
        return Response(DeckSerializer(deck, context={"request": request}).data)

    @action(detail=True, methods=["post"], url_path="regenerate-token")
    def regenerate_token(self, request, pk=None):
        deck = self.get_object()
        self.check_object_permissions(request, deck)
        deck = services.regenerate_share_token(deck, request.user)
        return Response({"share_token": deck.share_token})

    @action(detail=True, methods=["get"])
    def export(self, request, pk=None):
        deck = self.get_object()
        return Response({"text": services.deck_text(deck),
                         "code": encode_deck(deck.game, selectors.deck_entries(deck))})

    @action(detail=True, methods=["get"])
    def stats(self, request, pk=None):
        deck = self.get_object()
        return Response(deck_statistics(deck.game, selectors.deck_entries(deck), card_index(deck.game)))

    @action(detail=True, methods=["get"], url_path="sample-hand")
    def sample_hand(self, request, pk=None):
        deck = self.get_object()
        seed = request.query_params.get("seed", "0")
        if not seed.isdigit():
            return Response({"detail": "seed must be a whole number."}, status=400)
        return Response(sample_hand(deck.game, selectors.deck_entries(deck), card_index(deck.game), int(seed)))


class ToolAPIView(APIView):
    """Stateless tools: anyone may use them, at the `tools` rate."""

    permission_classes = [permissions.AllowAny]
    throttle_classes = [ToolThrottle]


class SharedDeckView(APIView):
    """A deck by its share link (unlisted and public decks; revoked links are 404)."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses=DeckSerializer)
    def get(self, request, token):
        deck = selectors.deck_by_token(token)
        return Response(DeckSerializer(deck, context={"request": request}).data)


class SharedDeckForkView(APIView):
    """Fork a deck opened through its share link (unlisted decks are not reachable by id)."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses=DeckSerializer)
    def post(self, request, token):
        deck = services.fork_deck(selectors.deck_by_token(token), request.user)
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)


class ValidateView(ToolAPIView):
    """Validate a deck list without saving it."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(request=DeckTextInput, responses=OpenApiTypes.OBJECT)
    def post(self, request):
        data = _input(DeckTextInput, request)
        result = services.validate_text(data["game"], data["text"], data.get("region") or None, data.get("as_of"))
        return Response(result.as_dict())


class ImportView(ToolAPIView):
    """Parse deck text into entries, with every line error, and the canonical text back."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(request=DeckTextInput, responses=OpenApiTypes.OBJECT)
    def post(self, request):
        data = _input(DeckTextInput, request)
        result = services.validate_text(data["game"], data["text"], data.get("region") or None, data.get("as_of"))
        body = result.as_dict()
        body["text"] = export_deck_text(data["game"], result.parsed.entries, card_index(data["game"]))
        return Response(body, status=200 if not result.parsed.errors else 400)


class StatsView(ToolAPIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(request=StatsInput, responses=OpenApiTypes.OBJECT)
    def post(self, request):
        data = _input(StatsInput, request)
        result = services.validate_text(data["game"], data["text"])
        return Response(deck_statistics(data["game"], result.parsed.entries, card_index(data["game"]),
                                        data.get("categories") or ()))


class SampleHandView(ToolAPIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(request=SampleHandInput, responses=OpenApiTypes.OBJECT)
    def post(self, request):
        data = _input(SampleHandInput, request)
        result = services.validate_text(data["game"], data["text"])
        return Response(sample_hand(data["game"], result.parsed.entries, card_index(data["game"]), data.get("seed", 0)))


class DeckCodeView(ToolAPIView):
    """POST a list to get its deck code (a short URL-safe string holding the whole list)."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(request=DeckTextInput, responses=OpenApiTypes.OBJECT)
    def post(self, request):
        data = _input(DeckTextInput, request)
        result = services.validate_text(data["game"], data["text"])
        if result.parsed.errors:
            return Response({"parse_errors": [e.message for e in result.parsed.errors]}, status=400)
        return Response({"code": encode_deck(data["game"], result.parsed.entries)})


class DeckCodeDecodeView(ToolAPIView):
    """Read a deck code back: the game, the list as text, and its validation."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses=OpenApiTypes.OBJECT)
    def get(self, request, code):
        try:
            game, entries = decode_deck(code)
        except DeckCodeError as error:
            return Response({"detail": f"This deck code cannot be read: {error}."}, status=400)
        text = export_deck_text(game, entries, card_index(game))
        result = services.validate_text(game, text)
        return Response({"game": game, "text": text, **result.as_dict()})


def _input(serializer_class, request) -> dict:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


