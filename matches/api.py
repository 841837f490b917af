"""Match job API: submit, list mine, status/progress/result, cancel, rerun."""
from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.throttling import UserRateThrottle

from cardsdb.models import GAME_CHOICES
from engine.decklist import MAX_TEXT_CHARS
from matches import services
from matches.models import MatchJob

PILOTS = ["greedy", "random", "mcts"]


class JobThrottle(UserRateThrottle):
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
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**62)
    pilot = serializers.ChoiceField(choices=PILOTS, default="greedy")
    opponent_pilot = serializers.ChoiceField(choices=PILOTS, default="greedy")
    turn_cap = serializers.IntegerField(min_value=2, max_value=200, default=40)
    region = serializers.ChoiceField(choices=["", "JP", "EN", "ASIA"], required=False, default="")
    as_of = serializers.DateField(required=False, allow_null=True, default=None)
    allow_illegal = serializers.BooleanField(default=False)
    chunk_size = serializers.IntegerField(required=False, min_value=1, max_value=100_000)


class JobSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)
    progress = serializers.SerializerMethodField()
    decks = serializers.SerializerMethodField()

    class Meta:
        model = MatchJob
        fields = ["id", "owner", "game", "mode", "decks", "games_per_pairing", "games_total", "base_seed", "pilots",
                  "options", "allow_illegal", "illegal", "chunk_size", "status", "partial", "progress", "result",
                  "errors", "rerun_of", "created_at", "started_at", "finished_at"]

    def get_progress(self, job) -> dict:
        return services.job_progress(job)

    def get_decks(self, job) -> list:
        return [{"name": d["name"], "deck_id": d["deck_id"], "legal": d["legal"], "violations": d["violations"],
                 "cards": sum(e["count"] for e in d["entries"])} for d in job.decks]


class JobViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = JobSerializer
    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [JobThrottle]

    queryset = MatchJob.objects.none()

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return MatchJob.objects.none()
        jobs = MatchJob.objects.filter(owner=self.request.user).select_related("owner")
        if self.action == "list":
            return jobs.defer("result")
        return jobs

    @extend_schema(request=JobInput, responses=JobSerializer)
    def create(self, request):
        data = JobInput(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        try:
            job = services.submit_job(
                request.user, game=v["game"], mode=v["mode"], deck=services.DeckSpec(**v["deck"]),
                opponents=[services.DeckSpec(**o) for o in v["opponents"]], games=v["games"], seed=v.get("seed"),
                pilots=(v["pilot"], v["opponent_pilot"]), turn_cap=v["turn_cap"], region=v["region"],
                as_of=v["as_of"], allow_illegal=v["allow_illegal"], chunk_size=v.get("chunk_size"))
        except services.JobRefused as refused:
            return Response({"detail": str(refused), **refused.details}, status=status.HTTP_400_BAD_REQUEST)
        return Response(JobSerializer(job).data, status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        return Response(JobSerializer(services.cancel_job(self.get_object())).data)

    @action(detail=True, methods=["post"])
    def rerun(self, request, pk=None):
        try:
            job = services.rerun_job(self.get_object(), request.user)
        except services.JobRefused as refused:
            return Response({"detail": str(refused)}, status=400)
        return Response(JobSerializer(job).data, status=status.HTTP_201_CREATED)


