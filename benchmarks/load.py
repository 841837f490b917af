"""Load test against a running Decklab (production: scripts/serve.sh on PostgreSQL with Redis):
`python benchmarks/load.py --url http://127.0.0.1:8000 [--clients 50] [--seconds 60]`.

Needs the `bench` extra (httpx, for setting up; the timed requests go through one lean keep-alive
connection per client, `Connection`, so that the generator leaves the server the CPU) and, on the server, the sample cards and decks
(`manage.py load_samples`, `manage.py load_sample_decks`). Job status reads need an API token
(`--token`, from `manage.py drf_create_token <user>`): the script submits a few small jobs with it
first; without one it leaves job reads out.

Each of the `--clients` concurrent clients sends one request after another for `--seconds`, picking
from a fixed mix: card search (API and card page), deck validation, deck pages, share links (page and
API) and job status reads. Prints requests/s, p50/p95/p99 in milliseconds overall and per kind, and
the answers by status (429s are the throttles, deliberate; anything else not 2xx is an error)."""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import urlsplit

import httpx

DECKS = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks"
WORDS = ["knight", "draw", "pilot", "dawn", "sky", "red", "blue", "raid", "impact", "step", "captain", "1-0", "energy"]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))] if ordered else 0.0


async def prepare(client: httpx.AsyncClient, token: str | None) -> dict:
    public = (await client.get("/api/decks/", params={"scope": "public", "page_size": 50})).json()["results"]
    if not public:
        sys.exit("no public decks on the server: run `python manage.py load_sample_decks` there first")
    jobs = []
    if token:
        auth = {"Authorization": f"Token {token}"}
        text = (DECKS / "union-arena" / "dawnblade-aggro.txt").read_text()
        for seed in range(3):
            answer = await client.post("/api/jobs/", headers=auth, json={
                "game": "union-arena", "mode": "goldfish", "deck": {"text": text}, "games": 10, "seed": seed})
            if answer.status_code == 201:
                jobs.append(answer.json()["id"])
        existing = (await client.get("/api/jobs/", headers=auth)).json()
        jobs += [job["id"] for job in existing.get("results", existing)][:5]
    texts = [(path.parent.name, path.read_text()) for path in sorted(DECKS.glob("*/*.txt"))]
    return {"decks": [d["id"] for d in public], "tokens": [d["share_token"] for d in public if d.get("share_token")],
            "jobs": jobs, "texts": texts, "auth": {"Authorization": f"Token {token}"} if token else {}}


def mix(data: dict) -> list[tuple[str, int]]:
    kinds = [("card search API", 25), ("card search page", 10), ("deck validation", 20), ("deck page", 15),
             ("share link page", 10), ("share link API", 10)]
    if data["jobs"]:
        kinds.append(("job status", 10))
    return kinds


def request_for(kind: str, data: dict, rng: random.Random):
    if kind == "card search API":
        return "GET", f"/api/cards/?game=union-arena&search={rng.choice(WORDS)}", None, {}
    if kind == "card search page":
        return "GET", f"/cards/union-arena/?q={rng.choice(WORDS)}", None, {}
    if kind == "deck validation":
        game, text = rng.choice(data["texts"])
        return "POST", "/api/decks/validate/", {"game": game, "text": text}, {}
    if kind == "deck page":
        return "GET", f"/decks/{rng.choice(data['decks'])}/", None, {}
    if kind == "share link page":
        return "GET", f"/s/{rng.choice(data['tokens'])}/", None, {}
    if kind == "share link API":
        return "GET", f"/api/shared/{rng.choice(data['tokens'])}/", None, {}
    return "GET", f"/api/jobs/{rng.choice(data['jobs'])}/", None, data["auth"]


class Connection:
    """One keep-alive HTTP/1.1 connection, as lean as a load generator sharing the server's machine
    needs (httpx spent about 5 ms of CPU per request here, a third of what the server had): requests
    with a JSON body or none, answers with Content-Length or chunked bodies."""

    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def request(self, method: str, path: str, body, headers: dict) -> int:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        payload = json.dumps(body).encode() if body is not None else b""
        head = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}", "Connection: keep-alive",
                *(f"{name}: {value}" for name, value in headers.items())]
        if body is not None:
            head += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + payload)
        try:
            status, close = await self._answer()
        except (asyncio.IncompleteReadError, ConnectionError):
            self.close()
            raise
        if close:
            self.close()
        return status

    async def _answer(self) -> tuple[int, bool]:
        head = (await self.reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(head[0].split()[1])
        fields = {}
        for line in head[1:]:
            name, _, value = line.partition(":")
            fields[name.strip().lower()] = value.strip().lower()
        if fields.get("transfer-encoding") == "chunked":
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16)
                await self.reader.readexactly(size + 2)
                if size == 0:
                    break
        else:
            await self.reader.readexactly(int(fields.get("content-length", "0")))
        return status, fields.get("connection") == "close"

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def one_client(url, data, kinds, weights, deadline, seed, results):
    rng = random.Random(seed)
    address = urlsplit(url)
    connection = Connection(address.hostname, address.port or 80)
    while time.monotonic() < deadline:
        kind = rng.choices(kinds, weights)[0]
        method, path, body, headers = request_for(kind, data, rng)
        started = time.perf_counter()
        try:
            status = await connection.request(method, path, body, headers)
        except (OSError, asyncio.IncompleteReadError, ValueError) as error:
            status = type(error).__name__
        results.append((kind, status, (time.perf_counter() - started) * 1000))
    connection.close()


async def run(args) -> None:
    limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)
    async with httpx.AsyncClient(base_url=args.url, limits=limits, timeout=60) as client:
        data = await prepare(client, args.token)
        pairs = mix(data)
        kinds, weights = [k for k, _ in pairs], [w for _, w in pairs]
        results: list = []
        started = time.monotonic()
        deadline = started + args.seconds
        await asyncio.gather(*(one_client(args.url, data, kinds, weights, deadline, args.seed + i, results)
                               for i in range(args.clients)))
        elapsed = time.monotonic() - started
    report(results, elapsed, args)


def report(results, elapsed, args) -> None:
    timings = [ms for _, _, ms in results]
    statuses = Counter(status for _, status, _ in results)
    print(f"{args.url}: {args.clients} clients for {elapsed:.1f} s: {len(results)} requests, "
          f"{len(results) / elapsed:.1f} requests/s")
    print(f"latency ms: p50 {percentile(timings, .5):.0f}  p95 {percentile(timings, .95):.0f}  "
          f"p99 {percentile(timings, .99):.0f}  mean {statistics.fmean(timings):.0f}  max {max(timings):.0f}")
    print("answers: " + ", ".join(f"{status}: {count}" for status, count in sorted(statuses.items(), key=str)))
    print(f"load generator CPU: {time.process_time():.1f} s (it shares the machine with the server)")
    errors = sum(count for status, count in statuses.items() if not (isinstance(status, int) and status < 400)
                 and status != 429)
    print(f"errors (not 2xx/3xx, not 429): {errors}")
    by_kind = defaultdict(list)
    for kind, _, ms in results:
        by_kind[kind].append(ms)
    for kind, values in sorted(by_kind.items()):
        print(f"  {kind:18s} {len(values):6d} requests  p50 {percentile(values, .5):6.0f}  "
              f"p95 {percentile(values, .95):6.0f}  p99 {percentile(values, .99):6.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--token", help="an API token, for job status reads")
    parser.add_argument("--seed", type=int, default=1)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
