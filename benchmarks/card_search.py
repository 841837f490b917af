"""Card search latency over 10,000 cards: `python benchmarks/card_search.py [--cards N] [--requests N]`.

Fills a throwaway database (or DATABASE_URL, which it then empties of its benchmark cards) with
synthetic cards, then times a mix of /api/cards/ queries and card-page searches through Django's test
client and prints p50/p95/max in milliseconds per query kind and overall: wall time, and this
process's CPU time (on a shared, busy machine the CPU time shows the work a request needs; with
SQLite it is nearly all of it, with PostgreSQL the server's share is not counted).

The cache is whatever the environment configures: the embedded default is a table in the same
database; production pairs PostgreSQL with Redis (`CACHE_URL=redis://127.0.0.1:6379/13` here). On
PostgreSQL the filled table is vacuumed and analysed first, as autovacuum does within a minute."""
import argparse
import os
import random
import time

from _django import percentile, setup

QUERIES = [
    "/api/cards/?game=union-arena",
    "/api/cards/?search=knight",
    "/api/cards/?search=BEN-3-0",
    "/api/cards/?game=union-arena&colour=red&cost_min=2&cost_max=3",
    "/api/cards/?trigger=special",
    "/api/cards/?keyword=impact",
    "/api/cards/?trait=Pilot",
    "/api/cards/?game=union-arena&set=BEN&ordering=-power",
    "/api/cards/?search=draw&page=3",
    "/api/cards/?game=union-arena&search=pilot+3",
    "/cards/union-arena/?q=knight",
]


def fill(count: int) -> None:
    from cardsdb.models import Card, CardKeyword, CardTrait
    from cardsdb.services import bump_catalog_version

    Card.objects.filter(set_code="BEN").delete()
    rng = random.Random(7)
    colors = ["red", "blue", "green", "yellow", "purple"]
    words = ["Knight", "Pilot", "Mage", "Captain", "Rogue", "Healer", "Scout", "Titan"]
    cards = [Card(game="union-arena", number=f"UA99BT/BEN-{i // 1000}-{i % 1000:03d}", identity=f"BEN-{i // 1000}-{i % 1000:03d}",
                  name=f"{rng.choice(words)} {i}", card_type="character", set_code="BEN", colors=rng.choice(colors),
                  cost=rng.randint(0, 4), ap_cost=1, power=rng.choice([1000, 2000, 3000, 4000]),
                  trigger=rng.choice(["none", "draw", "get", "special", "color"]),
                  text=rng.choice(["[On Play] Draw 1 card.", "[When Attacking] +1000 BP.", ""]))
             for i in range(count)]
    Card.objects.bulk_create(cards, batch_size=1000)
    stored = list(Card.objects.filter(set_code="BEN").values_list("id", flat=True))
    CardTrait.objects.bulk_create([CardTrait(card_id=i, name=rng.choice(words)) for i in stored], batch_size=2000)
    CardKeyword.objects.bulk_create([CardKeyword(card_id=i, name=rng.choice(["impact", "step", "snipe"]), value=1)
                                     for i in stored[::3]], batch_size=2000)
    bump_catalog_version("union-arena")  # what every import and admin save does after changing cards
    from django.db import connection

    if connection.vendor == "postgresql":
        # The run replaced the previous run's cards: clear their dead rows as autovacuum does within a
        # minute on a database in service (a search right after a bulk replace reads them all again).
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE cardsdb_card, cardsdb_cardtrait, cardsdb_cardkeyword")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=40, help="requests per query kind")
    args = parser.parse_args()
    setup("card-search")
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client

    from cardsdb.selectors import card_filter_choices

    started = time.perf_counter()
    fill(args.cards)
    print(f"filled {args.cards} cards in {time.perf_counter() - started:.1f}s ({connection.vendor})")
    client = Client()
    everything, everything_cpu = [], []
    for query in QUERIES:
        client.get(query)  # warm up
        timings, cpu = [], []
        for _ in range(args.requests):
            cache.clear()  # time the search, not the cached listing (cardsdb.api.CardViewSet.list) ...
            card_filter_choices("union-arena")  # ... but the filter menus stay cached as they are between imports
            t0, c0 = time.perf_counter(), time.thread_time()
            response = client.get(query)
            timings.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            assert response.status_code == 200, response.content[:200]
        everything += timings
        everything_cpu += cpu
        print(f"{query:62s} p50 {percentile(timings, .5):6.1f} ms  p95 {percentile(timings, .95):6.1f} ms"
              f"   cpu p95 {percentile(cpu, .95):6.1f} ms")
    print(f"ALL ({len(everything)} requests): p50 {percentile(everything, .5):.1f} ms  "
          f"p95 {percentile(everything, .95):.1f} ms  max {max(everything):.1f} ms   "
          f"cpu p50 {percentile(everything_cpu, .5):.1f} ms  p95 {percentile(everything_cpu, .95):.1f} ms  "
          f"(load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
