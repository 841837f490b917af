"""Reads: the jobs a user may see, with what the job list and a job's page show in one go."""
from __future__ import annotations

import json

from django.db.models import F, Prefetch, QuerySet
from django.shortcuts import get_object_or_404

from cardsdb.models import Card
from config.errors import AppError
from matches.models import MatchChunk, MatchJob


def jobs_of(user) -> QuerySet[MatchJob]:
    """A user's jobs, newest first, with their chunks' progress prefetched (one query for all the
    chunks, whatever the number of jobs)."""
    chunks = MatchChunk.objects.only("id", "job_id", "index", "status", "games_done")
    return (MatchJob.objects.filter(owner=user).select_related("owner")
            .prefetch_related(Prefetch("chunks", queryset=chunks)))


def job_list(user) -> QuerySet[MatchJob]:
    """As `jobs_of`, without the results (the list does not show them), but with why each job
    stopped (`result_stop`, read out of the stored result by the database)."""
    return jobs_of(user).defer("result").annotate(result_stop=F("result__stop"))


def job_for(user, job_id) -> MatchJob:
    """One of the user's jobs, else 404 (another user's job does not exist for them)."""
    return get_object_or_404(MatchJob, pk=job_id, owner=user)


def job_cards(job: MatchJob) -> dict[str, dict]:
    """The cards of a job's decks by copy identity (the result's per-card rows name identities),
    with what a card tile shows: name, number, type, colour, cost, power, trigger, text, image."""
    numbers = {entry["number"] for deck in job.decks for entry in deck["entries"]}
    cards = {}
    for card in Card.objects.filter(game=job.game, number__in=numbers).order_by("number"):
        cards.setdefault(card.identity, {
            "name": card.name, "number": card.number, "card_type": card.card_type, "colors": card.colors,
            "cost": card.cost, "power": card.power, "trigger": card.trigger, "text": card.text,
            "image_url": card.image_url})
    return cards


class NoSampleBoard(AppError):
    """A sample game's board cannot be shown: no such sample, or it no longer replays."""

    code = "no-sample-board"
    status = 404


def sample_board(job: MatchJob, number: int) -> dict:
    """Sample game `number` of the job's result (0-based, as the result lists them) replayed into the
    board after every step (engine.replay), with the decks seated: seat 0 is always the job's deck."""
    from engine.core import DEFAULT_TURN_CAP, GameOptions
    from engine.replay import snapshots
    from matches.services import job_decks

    samples = (job.result or {}).get("overall", {}).get("samples", [])
    if not 0 <= number < len(samples):
        raise NoSampleBoard(f"Job {job.pk} has no sample game {number}; it has {len(samples)} "
                            f"(numbered 0 to {len(samples) - 1})." if samples else f"Job {job.pk} has no sample games yet.")
    sample = samples[number]
    goldfish = job.mode == MatchJob.Mode.GOLDFISH
    options = GameOptions(goldfish=goldfish, turn_cap=int(job.options.get("turn_cap") or DEFAULT_TURN_CAP),
                          first_player=sample["index"] % 2)  # as engine.runner.run_games seats game i
    decks = job_decks(job)
    # The sample's opponent: the pairings whose own samples hold this very game (same actions and events).
    names = [p["opponent"] for p in job.result.get("pairings", []) if sample in p.get("samples", [])]
    candidates = [0] if goldfish else [i for i in range(1, len(decks)) if job.decks[i]["name"] in names]
    for opponent in candidates:
        pair = [decks[0]] if goldfish else [decks[0], decks[opponent]]
        try:
            steps = snapshots(job.game, pair, sample["seed"], options, sample["actions"])
        except ValueError:
            continue
        if json.loads(json.dumps([e for step in steps for e in step["events"]])) == sample["events"]:
            return {"sample": number, "index": sample["index"], "seed": str(sample["seed"]),
                    "first_player": sample["first_player"], "winner": sample["winner"],
                    "players": [job.decks[0]["name"], "goldfish" if goldfish else job.decks[opponent]["name"]],
                    "steps": steps}
    raise NoSampleBoard(f"Sample game {number} of job {job.pk} no longer replays with the job's decks "
                        "(the engine's rules changed since it was played); run the job again to see its board.")
