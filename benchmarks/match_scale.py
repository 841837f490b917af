"""Match jobs on real Celery workers: `python benchmarks/match_scale.py [--games 100000] [--chunk 2000]`.

Plays a Union Arena head-to-head job of N games with one worker process and then with two
(Redis broker, a throwaway SQLite database unless DATABASE_URL is set) and prints the wall time,
games/s and the speed-up. Then times a 10,000-game goldfish job end to end, from the API call to
the finished result (`--goldfish 0` skips it)."""
import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from _django import setup

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "cardsdb" / "samples" / "decks" / "union-arena"


def start_worker(concurrency: int, broker: str) -> subprocess.Popen:
    env = {**os.environ, "CELERY_BROKER_URL": broker, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", "simulation", "-c",
                             str(concurrency), "--without-gossip", "--without-mingle", "-l", "WARNING"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def wait(job_id: int, timeout: float = 3600) -> float:
    from matches.models import MatchJob

    started = time.perf_counter()
    while time.perf_counter() - started < timeout:
        if MatchJob.objects.get(pk=job_id).status in ("done", "failed", "cancelled"):
            return time.perf_counter() - started
        time.sleep(0.2)
    raise TimeoutError("job did not finish")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--chunk", type=int, default=2000)
    parser.add_argument("--goldfish", type=int, default=10_000)
    parser.add_argument("--broker", default=os.environ.get("BENCH_BROKER", "redis://127.0.0.1:6379/14"))
    args = parser.parse_args()
    os.environ.setdefault("MATCH_MAX_GAMES_PER_JOB", str(max(args.games, args.goldfish)))
    os.environ["CELERY_BROKER_URL"] = args.broker
    setup("match-scale")
    import signal

    import redis
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client

    from matches import services

    redis.Redis.from_url(args.broker).flushdb()
    call_command("load_samples", stdout=open(os.devnull, "w"))
    user, _ = get_user_model().objects.get_or_create(username="bench")
    aggro, tempo = (DECKS / "dawnblade-aggro.txt").read_text(), (DECKS / "skyward-tempo.txt").read_text()
    walls = {}
    for processes in (1, 2):
        worker = start_worker(processes, args.broker)
        time.sleep(4)
        job = services.submit_job(user, game="union-arena", mode="head-to-head", deck=services.DeckSpec(text=aggro),
                                  opponents=[services.DeckSpec(text=tempo)], games=args.games, seed=1,
                                  chunk_size=args.chunk)
        services.enqueue_job(job.pk)
        walls[processes] = wait(job.pk)
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait()
        job.refresh_from_db()
        print(f"head-to-head {args.games:,} games, {processes} worker process(es): {walls[processes]:.1f}s wall, "
              f"{args.games / walls[processes]:.0f} games/s, status {job.status}, "
              f"wins {job.result['overall']['wins']}")
    print(f"speed-up with two processes: {walls[1] / walls[2]:.2f}x")
    if args.goldfish:
        worker = start_worker(2, args.broker)
        time.sleep(4)
        client = Client()
        client.force_login(user)
        started = time.perf_counter()
        response = client.post("/api/jobs/", {"game": "union-arena", "mode": "goldfish", "deck": {"text": aggro},
                                              "games": args.goldfish, "seed": 5}, content_type="application/json")
        job_id = response.json()["id"]
        wait(job_id)
        elapsed = time.perf_counter() - started
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait()
        print(f"goldfish {args.goldfish:,} games end to end (API call to finished result, 2 worker processes): "
              f"{elapsed:.1f}s")


if __name__ == "__main__":
    main()
