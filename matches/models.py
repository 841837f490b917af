"""Match jobs and the chunks Celery workers play them in."""
from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from cardsdb.models import GAME_CHOICES


class MatchJob(models.Model):
    class Mode(models.TextChoices):
        GOLDFISH = "goldfish", _("Goldfish")
        HEAD_TO_HEAD = "head-to-head", _("Head-to-head")
        GAUNTLET = "gauntlet", _("Gauntlet")

    class Status(models.TextChoices):
        QUEUED = "queued", _("Queued")
        RUNNING = "running", _("Running")
        DONE = "done", _("Done")
        FAILED = "failed", _("Failed")
        CANCELLED = "cancelled", _("Cancelled")

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="match_jobs")
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    mode = models.CharField(max_length=15, choices=Mode.choices)
    decks = models.JSONField(help_text="Frozen at submission: [{name, deck_id, entries, legal, violations}]; 0 is the tested deck")
    games_per_pairing = models.PositiveIntegerField()
    base_seed = models.BigIntegerField()
    pilots = models.JSONField(default=list)
    options = models.JSONField(default=dict, blank=True)
    allow_illegal = models.BooleanField(default=False)
    illegal = models.BooleanField(default=False, help_text="An illegal deck was tested on request")
    chunk_size = models.PositiveIntegerField()
    games_total = models.PositiveIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED, db_index=True)
    cancel_requested = models.BooleanField(default=False)
    partial = models.BooleanField(default=False)
    result = models.JSONField(null=True, blank=True)
    errors = models.JSONField(default=list, blank=True)
    rerun_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"job {self.pk} {self.mode} {self.game} ({self.status})"

    @property
    def active(self) -> bool:
        return self.status in (self.Status.QUEUED, self.Status.RUNNING)


class MatchChunk(models.Model):
    Status = MatchJob.Status  # a chunk goes through the same states as its job

    job = models.ForeignKey(MatchJob, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    pairing = models.PositiveIntegerField(help_text="Opponent index (1..) or 0 for goldfish")
    start = models.PositiveIntegerField()
    stop = models.PositiveIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED, db_index=True)
    attempts = models.PositiveIntegerField(default=0)
    games_done = models.PositiveIntegerField(default=0)
    aggregate = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    task_id = models.CharField(max_length=64, blank=True)
    worker = models.CharField(max_length=200, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["job", "index"]
        constraints = [models.UniqueConstraint(fields=["job", "index"], name="chunk_once_per_job")]

    def __str__(self):
        return f"job {self.job_id} chunk {self.index} ({self.status})"
