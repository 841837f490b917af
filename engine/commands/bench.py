"""Benchmark the engine on fixed seeds: games/s per game and mode, ms per search decision."""
from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from engine import compiled
from engine.core import GameOptions, make_pilot, new_game
from engine.deckfile import load_card_index, load_deck
from engine.runner import run_games
from engine.spec import all_specs

SAMPLE_DECKS = Path(__file__).resolve().parents[2] / "cardsdb" / "samples" / "decks"


def _find_floor_loop() -> Path:
    """The reference loop (issue 16), kept outside the repository in `../shared/bench/`; a git worktree
    deeper down finds it in the nearest parent folder that has `shared/bench/`."""
    repo = Path(__file__).resolve().parents[2]
    for folder in repo.parents:
        candidate = folder / "shared" / "bench" / "floor_ua_goldfish.py"
        if candidate.is_file():
            return candidate
    return repo.parent / "shared" / "bench" / "floor_ua_goldfish.py"


FLOOR_LOOP = _find_floor_loop()


def bench_decks() -> dict[str, tuple[str, ...]]:
    """Each game's two benchmark decks (its GameSpec's `bench_decks`), by game name."""
    return {spec.name: spec.bench_decks for spec in all_specs() if spec.bench_decks}


def add_arguments(parser):
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", help="one game name")
    parser.add_argument("--search-decisions", type=int, default=30)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option for every game played, e.g. ruleset=seed-003 (Universal Arena's "
                             "rules of seed 003); repeatable")
    parser.add_argument("--floor", action="store_true",
                        help=f"also run the reference loop ({FLOOR_LOOP}) and print each figure as a ratio to it")


def floor_games_per_second(path: Path) -> float:
    """Run the reference loop in a fresh interpreter and read its `games/s` figure."""
    if not path.is_file():
        raise FileNotFoundError(f"the reference loop {path} is missing")
    output = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"games/s\s+([0-9.eE+-]+)", output)
    if found is None:
        raise ValueError(f"the reference loop printed no 'games/s' figure: {output!r}")
    return float(found.group(1))


def ratio(rate: float, floor: float | None) -> str:
    """A rate as a fraction of the reference loop's games/s ("1/8.7"), or nothing without --floor."""
    if not floor or not rate:
        return ""
    return f"  = 1/{floor / rate:.1f} of the loop"


def run(args) -> int:
    floor = None
    if args.floor:
        try:
            floor = floor_games_per_second(FLOOR_LOOP)
        except (OSError, ValueError, subprocess.CalledProcessError) as error:
            print(f"no ratios: {error}", file=sys.stderr)
        else:
            print(f"{'reference loop':15s} {'floor_ua_goldfish.py':32s} {floor:9.0f} games/s")
    print(f"{'engine build':15s} {compiled.status()}")
    extra = dict(option.split("=", 1) for option in args.option if "=" in option)
    decks_by_game = bench_decks()
    for game in sorted(decks_by_game):
        if args.only and game != args.only:
            continue
        index = load_card_index(game)
        decks = [load_deck(game, SAMPLE_DECKS / game / name, index) for name in decks_by_game[game]]
        for mode, goldfish, pilots in (("goldfish greedy", True, ["greedy", "greedy"]),
                                       ("head-to-head greedy vs greedy", False, ["greedy", "greedy"]),
                                       ("head-to-head random vs random", False, ["random", "random"])):
            options = GameOptions(goldfish=goldfish, turn_cap=60, extra=dict(extra))
            run_games(game, decks, pilots, 0, 50, 99, options, keep_samples=False)  # warm up
            aggregate = run_games(game, decks, pilots, 0, args.games, 12345, options, keep_samples=False)
            rate = args.games / aggregate.elapsed
            print(f"{game:15s} {mode:32s} {rate:9.0f} games/s{ratio(rate, floor)}  "
                  f"(wins {aggregate.wins}, capped {aggregate.capped}, errors {aggregate.errors})")
        pilot = make_pilot("search", game, 0, {"strength": "normal"})
        opponent = make_pilot("greedy", game, 1)
        state = new_game(game, decks, 7, GameOptions(turn_cap=60, extra=dict(extra)))
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
            print(f"{game:15s} {'search (normal) per decision':32s} {sum(timings) / len(timings):9.1f} ms mean, "
                  f"p95 {timings[int(0.95 * (len(timings) - 1))]:.1f} ms over {len(timings)} decisions")
    return 0
