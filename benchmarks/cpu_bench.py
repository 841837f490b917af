"""Engine speed in games per CPU second (process time, best of N runs), for comparing two trees on a
busy machine where wall-clock games/s swing: `python benchmarks/cpu_bench.py --game arcana
[--tree DIR] [--option ruleset=seed-003] [--games 500] [--repeats 3]`.

`--tree` runs another checkout's engine (e.g. one exported with `git archive <rev> | tar -x -C DIR`)
on that checkout's sample decks; run it and this tree one after the other, twice, and compare."""
import argparse
import sys
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--tree", default=str(Path(__file__).resolve().parents[1]))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    tree = Path(args.tree).resolve()
    sys.path.insert(0, str(tree))
    from engine.core import GameOptions
    from engine.deckfile import load_card_index, load_deck
    from engine.runner import run_games

    try:
        from engine.commands.bench import bench_decks
        decks_of = bench_decks()
    except ImportError:  # older trees kept the list as a constant
        from engine.commands.bench import BENCH_DECKS as decks_of
    extra = dict(option.split("=", 1) for option in args.option if "=" in option)
    index = load_card_index(args.game)
    decks = [load_deck(args.game, tree / "cardsdb" / "samples" / "decks" / args.game / name, index)
             for name in decks_of[args.game]]
    for mode, goldfish, pilots in (("goldfish greedy", True, ["greedy", "greedy"]),
                                   ("h2h greedy", False, ["greedy", "greedy"]),
                                   ("h2h random", False, ["random", "random"])):
        options = GameOptions(goldfish=goldfish, turn_cap=60, extra=dict(extra))
        run_games(args.game, decks, pilots, 0, 50, 99, options, keep_samples=False)  # warm up
        best = float("inf")
        for _ in range(args.repeats):
            started = time.process_time()
            aggregate = run_games(args.game, decks, pilots, 0, args.games, 12345, options, keep_samples=False)
            best = min(best, time.process_time() - started)
        print(f"{tree.name:10s} {args.game:15s} {mode:16s} {args.games / best:8.0f} games/CPU-s  (wins {aggregate.wins})")


if __name__ == "__main__":
    main()
