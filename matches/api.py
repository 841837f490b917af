"""Match job API: submit, list mine, status/progress/result, cancel, rerun."""
from __future__ import annotations

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from cardsdb.models import GAME_CHOICES, Restriction
from config.api import CountingThrottle
from config.i18n import localize
from config.schema import ERRORS, Errors
from engine.core import DEFAULT_TURN_CAP, pilot_descriptions
from engine.decklist import MAX_TEXT_CHARS
from matches import selectors, services
from matches.models import MatchJob

PILOTS = list(pilot_descriptions())  # the engine's registry; the schema's PilotEnum (config/settings.py)
PILOT_HELP = "The pilots: " + " ".join(f"`{name}`: {line}" for name, line in pilot_descriptions().items())


class JobThrottle(CountingThrottle):
    scope = "jobs"

    def allow_request(self, request, view):
        return request.method != "POST" or super().allow_request(request, view)


class DeckRef(serializers.Serializer):
    deck_id = serializers.IntegerField(required=False)
    text = serializers.CharField(required=False, max_length=MAX_TEXT_CHARS, trim_whitespace=False)
    name = serializers.CharField(required=False, max_length=120, default="")

    def validate(self, attrs):
        if ("deck_id" in attrs) == ("text" in attrs):
            raise serializers.ValidationError("Give either deck_id (a saved deck) or text (a deck list).")
        return attrs


class JobInput(serializers.Serializer):
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    mode = serializers.ChoiceField(choices=MatchJob.Mode.choices)
    deck = DeckRef()
    opponents = DeckRef(many=True, required=False, default=list)
    games = serializers.IntegerField(min_value=1, default=1000)
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**62,
                                    help_text="A whole number; send it as a string to keep every digit in JavaScript.")
    pilot = serializers.ChoiceField(choices=PILOTS, default="greedy", help_text=PILOT_HELP)
    opponent_pilot = serializers.ChoiceField(choices=PILOTS, default="greedy", help_text=PILOT_HELP)
    turn_cap = serializers.IntegerField(min_value=2, max_value=200, default=DEFAULT_TURN_CAP)
    region = serializers.ChoiceField(choices=["", *Restriction.Region.values], required=False, default="")
    as_of = serializers.DateField(required=False, allow_null=True, default=None)
    allow_illegal = serializers.BooleanField(default=False)
    chunk_size = serializers.IntegerField(required=False, min_value=1, max_value=100_000)
    precision = serializers.FloatField(
        required=False, allow_null=True, default=None, min_value=services.MIN_PRECISION, max_value=services.MAX_PRECISION,
        help_text="Stop when the win rate is known this well: the half-width of its 95 % interval (0.01 is ±1 %). "
                  "The job then plays chunks in index order until the chunks 0..k give an interval this narrow "
                  "(`games` is the cap); `result.stop` says why it stopped. Goldfish and head-to-head only. "
                  "The same seed, precision, cap and chunk size give the same result.")


def _seeds_as_strings(value):
    """A copy of a job result with every "seed" written as a string: seeds are 64-bit and JavaScript
    numbers keep 53 bits, so a page or a script reading the JSON would otherwise get other seeds."""
    if isinstance(value, dict):
        return {key: str(item) if key == "seed" and isinstance(item, int) else _seeds_as_strings(item)
                for key, item in value.items()}
    if isinstance(value, list):
        return [_seeds_as_strings(item) for item in value]
    return value


class ProgressSerializer(serializers.Serializer):
    games_done = serializers.IntegerField()
    games_total = serializers.IntegerField()
    percent = serializers.FloatField()
    games_per_second = serializers.FloatField(allow_null=True)
    seconds_left = serializers.FloatField(allow_null=True)


class StopSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=["games", "precision", "cap", "cancelled"], help_text=(
        "games: every game asked for was played; precision: the interval reached the precision asked for; "
        "cap: every game up to the cap was played first; cancelled: stopped on request."))
    precision = serializers.FloatField(allow_null=True, help_text="The precision asked for, or null.")
    half_width = serializers.FloatField(help_text="The half-width of the result's 95 % win-rate interval.")
    games = serializers.IntegerField(help_text="The games the result counts.")
    last_chunk = serializers.IntegerField(required=False, help_text="precision: the last chunk counted.")


class JobDeckSerializer(serializers.Serializer):
    name = serializers.CharField()
    deck_id = serializers.IntegerField(allow_null=True)
    legal = serializers.BooleanField()
    violations = serializers.ListField(child=serializers.DictField(), help_text="As a deck's violations.")
    cards = serializers.IntegerField()


class BoardStepSerializer(serializers.Serializer):
    step = serializers.IntegerField(help_text="0: before the first action; n: after the n-th action.")
    turn = serializers.IntegerField()
    events = serializers.ListField(child=serializers.ListField(), help_text="The events this step logged: [turn, seat, kind, ...].")
    board = serializers.DictField(help_text="The game's board (engine/games/<game>/snapshot.py): turn, player, "
                                            "over, winner, seats (zones and counts per seat) and the game's own zones.")


class SampleBoardSerializer(serializers.Serializer):
    sample = serializers.IntegerField()
    index = serializers.IntegerField(help_text="The game's number in the job.")
    seed = serializers.CharField(help_text="A whole number, written as a string (64-bit).")
    first_player = serializers.IntegerField()
    winner = serializers.IntegerField(allow_null=True)
    players = serializers.ListField(child=serializers.CharField(), help_text="Seat 0 is always the job's deck.")
    steps = BoardStepSerializer(many=True)


class JobSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)
    base_seed = serializers.CharField(read_only=True, help_text="A whole number, written as a string (64-bit).")
    result = serializers.SerializerMethodField()
    progress = serializers.SerializerMethodField()
    decks = serializers.SerializerMethodField()
    stop = serializers.SerializerMethodField(help_text="Why the job stopped (null while it runs).")

    class Meta:
        model = MatchJob
        fields = ["id", "owner", "game", "mode", "decks", "games_per_pairing", "games_total", "base_seed", "pilots",
                  "options", "allow_illegal", "illegal", "chunk_size", "status", "partial", "progress", "stop", "result",
                  "errors", "rerun_of", "created_at", "started_at", "finished_at"]

    def get_result(self, job) -> dict | None:
        return _seeds_as_strings(job.result) if job.result else job.result

    @extend_schema_field(StopSerializer(allow_null=True))
    def get_stop(self, job) -> dict | None:
        return services.job_stop(job)

    @extend_schema_field(ProgressSerializer)
    def get_progress(self, job) -> dict:
        return services.job_progress(job)

    @extend_schema_field(JobDeckSerializer(many=True))
    def get_decks(self, job) -> list:
        return [{"name": d["name"], "deck_id": d["deck_id"], "legal": d["legal"], "violations": localize(d["violations"]),
                 "cards": sum(e["count"] for e in d["entries"])} for d in job.decks]


class JobSummarySerializer(JobSerializer):
    """A job in the list: everything but the result (open the job for it)."""

    class Meta(JobSerializer.Meta):
        fields = [f for f in JobSerializer.Meta.fields if f != "result"]


class JobViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = JobSerializer
    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [JobThrottle]

    queryset = MatchJob.objects.none()

    def get_serializer_class(self):
        return JobSummarySerializer if self.action == "list" else JobSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return MatchJob.objects.none()
        if self.action == "list":
            return selectors.job_list(self.request.user)
        return selectors.jobs_of(self.request.user)

    @extend_schema(request=JobInput, responses={201: JobSerializer, 400: Errors, 401: Errors})
    def create(self, request):
        data = JobInput(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        job = services.submit_job(
            request.user, game=v["game"], mode=v["mode"], deck=services.DeckSpec(**v["deck"]),
            opponents=[services.DeckSpec(**o) for o in v["opponents"]], games=v["games"], seed=v.get("seed"),
            pilots=(v["pilot"], v["opponent_pilot"]), turn_cap=v["turn_cap"], region=v["region"],
            as_of=v["as_of"], allow_illegal=v["allow_illegal"], chunk_size=v.get("chunk_size"), precision=v["precision"])
        return Response(JobSerializer(job).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={200: JobSerializer, **ERRORS})
    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        return Response(JobSerializer(services.cancel_job(self.get_object())).data)

    @extend_schema(request=None, responses={201: JobSerializer, **ERRORS})
    @action(detail=True, methods=["post"])
    def rerun(self, request, pk=None):
        """The same job again (same seed and frozen decks): an identical result."""
        job = services.rerun_job(self.get_object(), request.user)
        return Response(JobSerializer(job).data, status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: SampleBoardSerializer, **ERRORS})
    @action(detail=True, methods=["get"], url_path=r"samples/(?P<number>[0-9]+)/board")
    def board(self, request, pk=None, number=None):
        """A kept sample game replayed into the board after every step, for the job page's viewer."""
        return Response(SampleBoardSerializer(selectors.sample_board(self.get_object(), int(number))).data)
