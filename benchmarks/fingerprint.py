"""Fixed-seed fingerprints of whole batches, to show that a refactor changes no game.

For every game and mode (goldfish, head-to-head), greedy pilots play the bench decks for a fixed
seed; the batch's totals, per-card figures and sample games (actions and events) are hashed.
Run before and after a change on the same commit of the decks: equal hashes mean equal games.

    python benchmarks/fingerprint.py [--games 200] [--seed 4242] [--json OUT]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.commands.bench import SAMPLE_DECKS, bench_decks  # noqa: E402
from engine.core import GameOptions  # noqa: E402
from engine.deckfile import load_card_index, load_deck  # noqa: E402
from engine.runner import run_games  # noqa: E402


def fingerprints(games: int, seed: int) -> dict[str, dict]:
    out = {}
    decks_by_game = bench_decks()
    for game in sorted(decks_by_game):
        index = load_card_index(game)
        decks = [load_deck(game, SAMPLE_DECKS / game / name, index) for name in decks_by_game[game]]
        for mode, goldfish in (("goldfish", True), ("h2h", False)):
            aggregate = run_games(game, decks, ["greedy", "greedy"], 0, games, seed,
                                  GameOptions(goldfish=goldfish, turn_cap=40))
            data = aggregate.to_dict()
            data.pop("elapsed", None)
            out[f"{game}/{mode}"] = data
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--json", help="also write the full batches here")
    args = parser.parse_args()
    data = fingerprints(args.games, args.seed)
    for key, batch in data.items():
        digest = hashlib.sha1(json.dumps(batch, sort_keys=True, default=str).encode()).hexdigest()[:12]
        print(f"{key:28s} {digest}")
    if args.json:
        Path(args.json).write_text(json.dumps(data, sort_keys=True, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
