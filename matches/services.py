"""Match jobs: submit (validate, freeze decks, cut into chunks, enqueue after commit), run one
chunk (exactly once, however often it is delivered), finish a job (merge its chunks once),
cancel and rerun."""
from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass
from datetime import date

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from cardsdb.selectors import card_index
from config.errors import AppError
from config.i18n import localize, localized
from decks.selectors import deck_entries, visible_decks
from decks.services import DeckTextError, deck_options, parse_text
from engine.aggregate import Aggregate
from engine.core import DEFAULT_TURN_CAP, GameOptions
from engine.deckfile import deck_from_entries
from engine.deckrules import check_deck
from engine.games import unsimulated_cards
from engine.played import not_played_by_card
from matches.models import MatchChunk, MatchJob

MIN_PRECISION, MAX_PRECISION = 0.001, 0.25
# A job with a precision keeps this many chunks queued or running; each finished chunk queues the next.
PRECISION_WINDOW = 4


class JobRefused(AppError, ValueError):
    """The job cannot be queued as asked; the message says why."""

    code = "job-refused"


@dataclass
class DeckSpec:
    deck_id: int | None = None
    text: str | None = None
    name: str = ""


def _freeze(user, game: str, spec: DeckSpec, region, as_of, label: str) -> dict:
    if spec.deck_id is not None:
        deck = visible_decks(user).filter(pk=spec.deck_id).first()
        if deck is None:
            raise JobRefused(f"{label}: no deck {spec.deck_id} that you may use.")
        if deck.game != game:
            raise JobRefused(f"{label}: deck {deck.pk} is a {deck.game} deck, not {game}.")
        entries, name = deck_entries(deck), deck.name
    else:
        try:
            entries = parse_text(game, spec.text or "")
        except DeckTextError as error:
            raise JobRefused(f"{label}: the list cannot be read. {error.message}",
                             {"parse_errors": [localized(e.message) for e in error.errors]}) from None
        name = spec.name or label
    violations = check_deck(game, entries, card_index(game), deck_options(game, region, as_of))
    return {"name": name, "deck_id": spec.deck_id, "legal": not violations,
            "violations": [v.as_dict() for v in violations],
            "entries": [{"number": e.number, "count": e.count, "section": e.section} for e in entries]}


def _reserve_job_slot(user) -> None:
    """The per-user limit on queued and running jobs, for submissions and reruns alike. Call it in
    the transaction that creates the job: it locks the user's row first, so two requests of one user
    at once take turns (a lock on the user's active jobs would not stop two inserts when there are
    none yet)."""
    list(get_user_model().objects.select_for_update().filter(pk=user.pk).values_list("pk", flat=True))
    limit = settings.MATCH_MAX_QUEUED_JOBS_PER_USER
    active = MatchJob.objects.filter(owner=user, status__in=[MatchJob.Status.QUEUED, MatchJob.Status.RUNNING]).count()
    if active >= limit:
        raise JobRefused(f"You already have {active} jobs queued or running; the most is {limit}.",
                         {"active": active, "limit": limit}, code="too-many-jobs")


def submit_job(user, *, game: str, mode: str, deck: DeckSpec, opponents: list[DeckSpec] = (), games: int = 1000,
               seed: int | None = None, pilots: tuple[str, str] = ("greedy", "greedy"), turn_cap: int = DEFAULT_TURN_CAP,
               region: str = "", as_of: date | None = None, allow_illegal: bool = False,
               chunk_size: int | None = None, precision: float | None = None,
               rerun_of: MatchJob | None = None) -> MatchJob:
    """`precision`: stop early, at the first chunk boundary (in index order) where the win rate's 95 %
    interval is at most ±precision; `games` is then the cap."""
    if mode == MatchJob.Mode.GOLDFISH and opponents:
        raise JobRefused("A goldfish job plays one deck alone; leave out the opponents.")
    if mode == MatchJob.Mode.HEAD_TO_HEAD and len(opponents) != 1:
        raise JobRefused("A head-to-head job needs exactly one opponent deck.")
    if mode == MatchJob.Mode.GAUNTLET and not (1 <= len(opponents) <= 20):
        raise JobRefused("A gauntlet needs 1 to 20 opponent decks.")
    if precision is not None:
        if mode == MatchJob.Mode.GAUNTLET:
            raise JobRefused("A precision stops one win rate: use it with goldfish or head-to-head, not a gauntlet.")
        if not MIN_PRECISION <= precision <= MAX_PRECISION:
            raise JobRefused(f"The precision is the interval's half-width, from {MIN_PRECISION} to {MAX_PRECISION} "
                             f"(0.01 is ±1 %); not {precision}.")
    pairings = max(1, len(opponents))
    total = games * pairings
    if games < 1 or total > settings.MATCH_MAX_GAMES_PER_JOB:
        raise JobRefused(f"A job may play 1 to {settings.MATCH_MAX_GAMES_PER_JOB:,} games in all; this one asks for {total:,}.")
    frozen = [_freeze(user, game, deck, region, as_of, "deck")]
    frozen += [_freeze(user, game, spec, region, as_of, f"opponent {i + 1}") for i, spec in enumerate(opponents)]
    illegal = [d for d in frozen if not d["legal"]]
    if illegal and not allow_illegal:
        raise JobRefused("Illegal decks are not simulated unless you ask for it (allow_illegal).",
                         {"violations": {d["name"]: localize(d["violations"]) for d in illegal}})
    chunk_size = chunk_size or settings.MATCH_CHUNK_SIZE
    with transaction.atomic():
        _reserve_job_slot(user)
        job = MatchJob.objects.create(
            owner=user, game=game, mode=mode, decks=frozen, games_per_pairing=games,
            base_seed=seed if seed is not None else int.from_bytes(os.urandom(6), "big"),
            pilots=list(pilots), options={"turn_cap": turn_cap, "region": region or "",
                                          "as_of": as_of.isoformat() if as_of else None,
                                          **({"precision": precision} if precision is not None else {})},
            allow_illegal=allow_illegal, illegal=bool(illegal), chunk_size=chunk_size, games_total=total,
            rerun_of=rerun_of)
        chunks = []
        for pairing in range(pairings):
            for start in range(0, games, chunk_size):
                chunks.append(MatchChunk(job=job, index=len(chunks), pairing=pairing + (1 if opponents else 0),
                                         start=start, stop=min(games, start + chunk_size)))
        MatchChunk.objects.bulk_create(chunks)
        transaction.on_commit(lambda: enqueue_job(job.pk))
    return job


def enqueue_job(job_id: int, connection=None) -> None:
    """Send one task per queued chunk to the `simulation` queue (`connection`: a broker connection
    other than the configured one, for tools and tests). A job with a precision gets only its first
    PRECISION_WINDOW queued chunks; each finished chunk then sends the next (`_top_up`)."""
    job = MatchJob.objects.get(pk=job_id)
    queued = MatchChunk.objects.filter(job_id=job_id, status=MatchChunk.Status.QUEUED).order_by("index")
    if job.options.get("precision") is not None:
        queued = queued[:PRECISION_WINDOW]
    chunk_ids = list(queued.values_list("pk", flat=True))
    # all marked sent before any is sent: a chunk finishing meanwhile does not send them again
    MatchChunk.objects.filter(pk__in=chunk_ids, task_id="").update(task_id=SENT)
    for chunk_id in chunk_ids:
        _send(chunk_id, connection)


def _top_up(job_id: int) -> None:
    """A job with a precision: send the next unsent chunks, lowest index first, so that
    PRECISION_WINDOW are sent and unfinished."""
    active = MatchChunk.objects.filter(job_id=job_id, status__in=[MatchChunk.Status.QUEUED, MatchChunk.Status.RUNNING])
    room = PRECISION_WINDOW - active.exclude(task_id="").count()
    for chunk_id in list(active.filter(task_id="").order_by("index").values_list("pk", flat=True)[:max(0, room)]):
        if MatchChunk.objects.filter(pk=chunk_id, task_id="").update(task_id=SENT):  # claimed once
            _send(chunk_id)


def _send(chunk_id: int, connection=None) -> None:
    from matches.tasks import run_chunk

    result = run_chunk.apply_async(args=[chunk_id], queue="simulation", connection=connection)
    MatchChunk.objects.filter(pk=chunk_id).update(task_id=result.id or SENT)


SENT = "sent"  # a chunk's task_id once it is claimed for sending, until the broker's id replaces it


def rerun_job(job: MatchJob, user) -> MatchJob:
    """The same job again, same seed and frozen decks: an identical result."""
    with transaction.atomic():
        _reserve_job_slot(user)
        copy = MatchJob.objects.create(
            owner=user, game=job.game, mode=job.mode, decks=job.decks, games_per_pairing=job.games_per_pairing,
            base_seed=job.base_seed, pilots=job.pilots, options=job.options, allow_illegal=job.allow_illegal,
            illegal=job.illegal, chunk_size=job.chunk_size, games_total=job.games_total, rerun_of=job)
        MatchChunk.objects.bulk_create([MatchChunk(job=copy, index=c.index, pairing=c.pairing, start=c.start, stop=c.stop)
                                        for c in job.chunks.all()])
        transaction.on_commit(lambda: enqueue_job(copy.pk))
    return copy


def cancel_job(job: MatchJob) -> MatchJob:
    """Queued chunks are revoked; running chunks stop at their next game boundary; finished chunks
    are kept and the result is marked partial."""
    from config.celery import app

    with transaction.atomic():
        job = MatchJob.objects.select_for_update().get(pk=job.pk)
        if not job.active:
            return job
        job.cancel_requested = True
        job.save(update_fields=["cancel_requested"])
        queued = list(job.chunks.filter(status=MatchChunk.Status.QUEUED))
        job.chunks.filter(status=MatchChunk.Status.QUEUED).update(status=MatchChunk.Status.CANCELLED,
                                                                   finished_at=timezone.now())
    for chunk in queued:
        if chunk.task_id:
            try:
                app.control.revoke(chunk.task_id)
            except Exception:  # noqa: BLE001 - revoking is best effort; the chunk is marked cancelled anyway
                pass
    finish_job_if_complete(job.pk)
    return MatchJob.objects.get(pk=job.pk)


# --- running a chunk (called by the Celery task) -------------------------------------------------

def _claim(chunk_id: int) -> MatchChunk | None:
    with transaction.atomic():
        chunk = MatchChunk.objects.select_for_update().select_related("job").filter(pk=chunk_id).first()
        if chunk is None or chunk.status in (MatchChunk.Status.DONE, MatchChunk.Status.FAILED, MatchChunk.Status.CANCELLED):
            return None  # a redelivered chunk that already counted does nothing
        if chunk.job.cancel_requested:
            chunk.status = MatchChunk.Status.CANCELLED
            chunk.finished_at = timezone.now()
            chunk.save(update_fields=["status", "finished_at"])
            return None
        chunk.attempts += 1
        if chunk.attempts > settings.MATCH_MAX_ATTEMPTS:
            chunk.status = MatchChunk.Status.FAILED
            chunk.error = (f"Gave up after {settings.MATCH_MAX_ATTEMPTS} attempts: the worker running this chunk "
                           "stopped each time (killed, out of memory or over its time limit).")
            chunk.finished_at = timezone.now()
            chunk.save(update_fields=["status", "attempts", "error", "finished_at"])
            return None
        chunk.status = MatchChunk.Status.RUNNING
        chunk.started_at = timezone.now()
        chunk.worker = f"{socket.gethostname()}:{os.getpid()}"
        chunk.save(update_fields=["status", "attempts", "started_at", "worker"])
        MatchJob.objects.filter(pk=chunk.job_id, status=MatchJob.Status.QUEUED).update(
            status=MatchJob.Status.RUNNING, started_at=timezone.now())
    return chunk


def job_decks(job: MatchJob):
    index = card_index(job.game)  # cached per worker process
    return [deck_from_entries(job.game, deck_entries(d["entries"]), index, d["name"]) for d in job.decks]


def run_chunk(chunk_id: int) -> None:
    from engine.runner import run_games

    chunk = _claim(chunk_id)
    if chunk is None:
        finish_job_if_complete(MatchChunk.objects.filter(pk=chunk_id).values_list("job_id", flat=True).first())
        return
    job = chunk.job
    decks = job_decks(job)
    goldfish = job.mode == MatchJob.Mode.GOLDFISH
    pair = [decks[0]] if goldfish else [decks[0], decks[chunk.pairing]]
    options = GameOptions(goldfish=goldfish, turn_cap=int(job.options.get("turn_cap") or DEFAULT_TURN_CAP))
    last_check = [time.monotonic()]
    stopped = [False]

    def should_stop() -> bool:
        now = time.monotonic()
        if now - last_check[0] < 0.25:
            return False
        last_check[0] = now
        stopped[0] = MatchJob.objects.filter(pk=job.pk).filter(
            Q(cancel_requested=True) | ~Q(status__in=[MatchJob.Status.QUEUED, MatchJob.Status.RUNNING])).exists()
        return stopped[0]

    def progress(done: int) -> None:
        if done % 50 == 0:
            MatchChunk.objects.filter(pk=chunk.pk).update(games_done=done)

    try:
        aggregate = run_games(job.game, pair, job.pilots, chunk.start, chunk.stop, job.base_seed, options,
                              should_stop=should_stop, progress=progress, step_cap=settings.MATCH_GAME_STEP_CAP)
    except Exception as error:  # noqa: BLE001 - the engine failed outside a game: the chunk fails with the reason
        MatchChunk.objects.filter(pk=chunk.pk).update(status=MatchChunk.Status.FAILED, error=f"{type(error).__name__}: {error}",
                                                      finished_at=timezone.now())
        finish_job_if_complete(job.pk)
        return
    with transaction.atomic():
        current = MatchChunk.objects.select_for_update().get(pk=chunk.pk)
        if current.status == MatchChunk.Status.RUNNING:  # written exactly once
            current.aggregate = aggregate.to_dict()
            current.games_done = aggregate.games
            current.status = MatchChunk.Status.CANCELLED if stopped[0] else MatchChunk.Status.DONE
            current.finished_at = timezone.now()
            current.save(update_fields=["aggregate", "games_done", "status", "finished_at"])
    finish_job_if_complete(job.pk)


def finish_job_if_complete(job_id: int | None) -> None:
    """When no chunk is queued or running, merge the chunks into the job's result, exactly once. A job
    with a precision finishes as soon as the chunks 0..k, done in index order, give a narrow enough
    interval (the first such k): later chunks are cancelled and their games never count; until then
    each finished chunk queues the next ones."""
    if job_id is None:
        return
    top_up = False
    with transaction.atomic():
        job = MatchJob.objects.select_for_update().get(pk=job_id)
        if not job.active:
            return
        chunks = list(job.chunks.all())
        stop = precision_stop(job, chunks) if not job.cancel_requested else None
        if stop is not None:
            later = [c for c in chunks if c.index > stop["last_chunk"]]
            job.chunks.filter(index__gt=stop["last_chunk"], status=MatchChunk.Status.QUEUED).update(
                status=MatchChunk.Status.CANCELLED, finished_at=timezone.now())
            _finish(job, [c for c in chunks if c.index <= stop["last_chunk"]], stop)
            transaction.on_commit(lambda: _revoke([c.task_id for c in later if c.status == MatchChunk.Status.QUEUED]))
            return
        if any(c.status in (MatchChunk.Status.QUEUED, MatchChunk.Status.RUNNING) for c in chunks):
            top_up = job.options.get("precision") is not None and not job.cancel_requested
        else:
            _finish(job, chunks, None)
    if top_up:
        _top_up(job_id)


def _finish(job: MatchJob, chunks: list[MatchChunk], stop: dict | None) -> None:
    job.result = build_result(job, chunks)
    precision = job.options.get("precision")
    if stop is not None:
        job.result["stop"] = stop
    elif job.cancel_requested:
        job.result["stop"] = {"reason": "cancelled", "precision": precision,
                              "half_width": _half_width(job.result["overall"]), "games": job.result["overall"]["games"]}
    else:
        half_width = _half_width(job.result["overall"])
        reason = "games" if precision is None else ("precision" if half_width <= precision else "cap")
        job.result["stop"] = {"reason": reason, "precision": precision, "half_width": half_width,
                              "games": job.result["overall"]["games"]}
    failed = [c for c in chunks if c.status == MatchChunk.Status.FAILED]
    job.errors = [{"chunk": c.index, "error": c.error} for c in failed]
    job.partial = job.cancel_requested or bool(failed)
    if job.cancel_requested:
        job.status = MatchJob.Status.CANCELLED
    elif failed and len(failed) == len(chunks):
        job.status = MatchJob.Status.FAILED
    else:
        job.status = MatchJob.Status.DONE
    job.finished_at = timezone.now()
    job.save(update_fields=["result", "errors", "partial", "status", "finished_at"])


def _half_width(summary: dict) -> float:
    low, high = summary["win_rate_interval"]
    return (high - low) / 2


def precision_stop(job: MatchJob, chunks: list[MatchChunk]) -> dict | None:
    """For a job with a precision: the first chunk k such that chunks 0..k are all done and their
    merged win rate's 95 % interval is at most ±precision (`{"reason": "precision", "last_chunk": k,
    ...}`), or None. It reads chunks in index order only, so the stop (and the result) is the same
    whatever order the workers finished them in. A stop at the last chunk is the cap, not a stop."""
    precision = job.options.get("precision")
    if precision is None:
        return None
    merged = Aggregate()
    ordered = sorted(chunks, key=lambda c: c.index)
    for chunk in ordered[:-1]:
        if chunk.status != MatchChunk.Status.DONE:
            return None
        merged.merge(Aggregate.from_dict(chunk.aggregate))
        half_width = _half_width(merged.summary())
        if half_width <= precision:
            return {"reason": "precision", "precision": precision, "half_width": half_width,
                    "games": merged.games, "last_chunk": chunk.index}
    return None


def _revoke(task_ids: list[str]) -> None:
    from config.celery import app

    for task_id in task_ids:
        if task_id and task_id != SENT:
            try:
                app.control.revoke(task_id)
            except Exception:  # noqa: BLE001 - revoking is best effort; the chunk is marked cancelled anyway
                pass


def build_result(job: MatchJob, chunks: list[MatchChunk]) -> dict:
    by_pairing: dict[int, Aggregate] = {}
    for chunk in sorted(chunks, key=lambda c: c.index):
        if chunk.aggregate:
            by_pairing.setdefault(chunk.pairing, Aggregate()).merge(Aggregate.from_dict(chunk.aggregate))
    overall = Aggregate.merged(by_pairing.values())
    pairings = []
    for pairing, aggregate in sorted(by_pairing.items()):
        name = job.decks[pairing]["name"] if pairing else "goldfish"
        pairings.append({"opponent": name, **aggregate.summary()})
    summary = overall.summary()
    summary["incomplete_cards"] = {"deck": overall.incomplete[0],
                                   "opponents": {p["opponent"]: p["incomplete_cards"]["deck_b"] for p in pairings}}
    decks = job_decks(job)
    named = {deck.name: unsimulated_cards(job.game, [record for record, _ in deck.main]) for deck in decks}
    # Union Arena: per card simulated incompletely, the exact sentences of its text that are not played
    sentences = {deck.name: not_played_by_card([record for record, _ in deck.main]) for deck in decks}
    return {"overall": summary, "pairings": pairings, "illegal_decks_tested": job.illegal,
            "incompletely_simulated": named, "not_played": sentences, "totals": overall.totals()}


def job_stop(job: MatchJob) -> dict | None:
    """Why the job stopped (None while it runs). The job list reads it out of the stored result in
    the database (`selectors.job_list` annotates `result_stop`) rather than loading every result."""
    if hasattr(job, "result_stop"):
        return job.result_stop
    return (job.result or {}).get("stop")


def job_progress(job: MatchJob) -> dict:
    done = sum(c.games_done or 0 for c in job.chunks.all())
    total = job.games_total
    stop = job_stop(job)
    if stop and stop["reason"] == "precision":  # stopped before the cap: the games it counts are all of it
        done = total = stop["games"]
    elapsed = ((job.finished_at or timezone.now()) - job.started_at).total_seconds() if job.started_at else 0.0
    rate = done / elapsed if elapsed > 0 else None
    remaining = max(0, total - done)
    return {"games_done": done, "games_total": total,
            "percent": round(100 * done / total, 1) if total else 100.0,
            "games_per_second": round(rate, 1) if rate else None,
            "seconds_left": round(remaining / rate, 1) if rate and job.active else (0 if not job.active else None)}
