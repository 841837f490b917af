"""Benchmark the engine on fixed seeds: games/s per game and mode, ms per search decision."""
from __future__ import annotations

import time
from pathlib import Path

from engine.core import GAMES, GameOptions, make_pilot, new_game
from engine.deckfile import load_card_index, load_deck
from engine.runner import run_games

SAMPLE_DECKS = Path(__file__).resolve().parents[2] / "cardsdb" / "samples" / "decks"
BENCH_DECKS = {"arcana": ("heroic-beasts.txt", "fallen-arcana.txt"),
               "unien": ("volca-atra.txt", "wiz-hades.txt"),
               "union-arena": ("dawnblade-aggro.txt", "skyward-tempo.txt"),
               "universal-arena": ("rin-mei-tarek.txt", "heavy-hitters.txt")}


def add_arguments(parser):
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", help="one game name")
    parser.add_argument("--search-decisions", type=int, default=30)


def run(args) -> int:
    import engine.games  # noqa: F401 - registers the games

    for game in sorted(GAMES):
        if args.only and game != args.only or game not in BENCH_DECKS:
            continue
        index = load_card_index(game)
        decks = [load_deck(game, SAMPLE_DECKS / game / name, index) for name in BENCH_DECKS[game]]
        for mode, goldfish, pilots in (("goldfish greedy", True, ["greedy", "greedy"]),
                                       ("head-to-head greedy vs greedy", False, ["greedy", "greedy"]),
                                       ("head-to-head random vs random", False, ["random", "random"])):
            options = GameOptions(goldfish=goldfish, turn_cap=60)
            run_games(game, decks, pilots, 0, 50, 99, options, keep_samples=False)  # warm up
            aggregate = run_games(game, decks, pilots, 0, args.games, 12345, options, keep_samples=False)
            print(f"{game:15s} {mode:32s} {args.games / aggregate.elapsed:9.0f} games/s  "
                  f"(wins {aggregate.wins}, capped {aggregate.capped}, errors {aggregate.errors})")
        pilot = make_pilot("mcts", game, 0, {"playouts": 32, "ms": 1000})
        opponent = make_pilot("greedy", game, 1)
        state = new_game(game, decks, 7, GameOptions(turn_cap=60))
        timings = []
        while not state.is_terminal() and len(timings) < args.search_decisions:
            if state.current_player() == 0 and len(state.legal_actions()) > 1:
                t0 = time.perf_counter()
                state.apply(pilot.choose(state))
                timings.append((time.perf_counter() - t0) * 1000)
            else:
                state.apply((pilot if state.current_player() == 0 else opponent).choose(state))
        if timings:
            timings.sort()
            print(f"{game:15s} {'mcts (32 playouts) per decision':32s} {sum(timings) / len(timings):9.1f} ms mean, "
                  f"p95 {timings[int(0.95 * (len(timings) - 1))]:.1f} ms over {len(timings)} decisions")
    return 0
