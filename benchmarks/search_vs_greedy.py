"""The `search` pilot against `greedy` in mirror matches of every game's bench decks (issue 16.2).

For each game, each of its two bench decks plays itself (a mirror match), search as seat 0 and
greedy as seat 1, the games split evenly between the two decks (game i: deck i % 2) and the first
player alternating within each deck's games (game i: seat (i // 2) % 2 goes first), so that in each
mirror either pilot goes first in half the games. Prints per game the search pilot's win rate (draws
and capped games count half), its Wilson 95 % interval and the mean and 95th-percentile ms per
search decision (decisions with one legal action are not searched and not counted).

    python benchmarks/search_vs_greedy.py [--games 400] [--strength normal] [--playouts N] [--ms MS]
                                          [--only GAME] [--seed 16] [--jobs 1]
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.commands.bench import SAMPLE_DECKS, bench_decks  # noqa: E402
from engine.core import GameOptions, make_pilot, new_game  # noqa: E402
from engine.deckfile import load_card_index, load_deck  # noqa: E402
from engine.pilots import search_playouts  # noqa: E402
from engine.runner import game_seed  # noqa: E402
from engine.statistics import wilson_interval  # noqa: E402

TURN_CAP = 60


def play(game: str, deck_name: str, indices: list[int], base_seed: int, options: dict,
         decks: int = 2) -> tuple[float, int, list]:
    """Games `indices` of one deck's mirror match (game i of `decks` decks' games): (search score, games, ms per
    search decision)."""
    index = load_card_index(game)
    deck = load_deck(game, SAMPLE_DECKS / game / deck_name, index)
    search = make_pilot("search", game, 0, options)
    greedy = make_pilot("greedy", game, 1)
    score, timings = 0.0, []
    for i in indices:
        seed = game_seed(base_seed, i)
        search.reseed(seed)
        state = new_game(game, [deck, deck], seed,
                         GameOptions(turn_cap=TURN_CAP, first_player=(i // decks) % 2, extra={"events": False}))
        while not state.is_terminal():
            if state.current_player() == 0:
                if len(state.legal_actions()) > 1:
                    started = time.perf_counter()
                    action = search.choose(state)
                    timings.append((time.perf_counter() - started) * 1000)
                else:
                    action = search.choose(state)
            else:
                action = greedy.choose(state)
            state.apply(action)
        winner = state.winner()
        score += 0.5 if winner is None else (1.0 if winner == 0 else 0.0)
    return score, len(indices), timings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per game (split between its two decks)")
    parser.add_argument("--strength", default="normal")
    parser.add_argument("--playouts", type=int, help="playouts per decision (instead of the strength's)")
    parser.add_argument("--ms", type=float, help="wall-clock cap per decision")
    parser.add_argument("--only", help="one game name")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    options = {"strength": args.strength}
    if args.playouts:
        options["playouts"] = args.playouts
    if args.ms:
        options["ms"] = args.ms
    print(f"search {options} vs greedy, mirror matches, {args.games} games per game, seed {args.seed}")
    print(f"{'game':16s} {'playouts':>8s} {'games':>5s} {'win rate':>8s} {'95% interval':>15s} {'ms/decision':>11s} "
          f"{'p95 ms':>7s}")
    with ProcessPoolExecutor(args.jobs) as pool:
        for game, decks in sorted(bench_decks().items()):
            if args.only and game != args.only:
                continue
            work = []
            for d, deck_name in enumerate(decks):
                indices = list(range(d, args.games, len(decks)))
                for part in range(args.jobs):
                    work.append(pool.submit(play, game, deck_name, indices[part::args.jobs], args.seed, options,
                                           len(decks)))
            score, games, timings = 0.0, 0, []
            for future in work:
                s, g, t = future.result()
                score, games = score + s, games + g
                timings += t
            low, high = wilson_interval(score, games)
            timings.sort()
            mean = sum(timings) / len(timings) if timings else 0.0
            p95 = timings[int(0.95 * (len(timings) - 1))] if timings else 0.0
            playouts = options.get("playouts") or search_playouts(game, args.strength)
            print(f"{game:16s} {playouts:8d} {games:5d} {score / games:8.1%} {low:7.1%}-{high:6.1%} {mean:11.1f} {p95:7.1f}",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
