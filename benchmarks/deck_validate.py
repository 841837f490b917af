"""POST /api/decks/validate/ latency for a 53-card Union Arena deck (sample cards loaded):
`python benchmarks/deck_validate.py [--requests N]`. Prints p50/p95/max in milliseconds."""
import argparse
import time
from pathlib import Path

from _django import percentile, setup

DECK = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "union-arena" / "dawnblade-aggro.txt"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=300)
    args = parser.parse_args()
    setup("deck-validate")
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client

    call_command("load_samples", verbosity=0, stdout=open("/dev/null", "w"))
    client = Client()
    body = {"game": "union-arena", "text": DECK.read_text(), "region": "EN", "as_of": "2026-09-01"}
    first = client.post("/api/decks/validate/", body, content_type="application/json")
    assert first.status_code == 200 and first.json()["legal"], first.content[:300]
    timings = []
    for _ in range(args.requests):
        t0 = time.perf_counter()
        response = client.post("/api/decks/validate/", body, content_type="application/json")
        timings.append((time.perf_counter() - t0) * 1000)
        assert response.status_code == 200
    print(f"validate a 53-card deck ({connection.vendor}, {args.requests} requests): p50 {percentile(timings, .5):.2f} ms  "
          f"p95 {percentile(timings, .95):.2f} ms  max {max(timings):.2f} ms")


if __name__ == "__main__":
    main()
