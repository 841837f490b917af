"""Simulate games between deck files and print a summary (or --json). Head-to-head against several
`--opponent` files is a gauntlet: deck A plays each of them in turn (the same seed for each), one line per
opponent, then the totals."""
from __future__ import annotations

import json
import sys

from engine.aggregate import Aggregate
from engine.core import DEFAULT_TURN_CAP, GameOptions, pilot_descriptions
from engine.deckfile import DeckFileError, load_card_index, load_deck
from engine.runner import run_games


def add_arguments(parser):
    parser.add_argument("--game", default="union-arena")
    parser.add_argument("--deck", required=True, help="deck text file (deck A)")
    parser.add_argument("--opponent", action="append",
                        help="deck text file (deck B), for head-to-head; repeat it for a gauntlet")
    parser.add_argument("--mode", choices=["goldfish", "head-to-head"], default="goldfish")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    pilots = pilot_descriptions()
    described = " ".join(f"{name}: {line}" for name, line in pilots.items())
    parser.add_argument("--pilot", default="greedy", choices=list(pilots), help=f"deck A's pilot. {described}")
    parser.add_argument("--opponent-pilot", default="greedy", choices=list(pilots), help="deck B's pilot (as --pilot)")
    parser.add_argument("--cards", help="canonical card file (default: the shipped samples)")
    parser.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP)
    parser.add_argument("--json", action="store_true", help="print the full result as JSON")


def _progress_bar(total: int):
    width = 30
    last = [-1]

    def show(done: int) -> None:
        step = done * width // total
        if step != last[0] or done == total:
            last[0] = step
            sys.stderr.write(f"\r[{'#' * step}{'.' * (width - step)}] {done}/{total} games")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()

    return show


def _gauntlet(args, deck, opponents) -> int:
    """Deck A against each opponent in turn: a line per opponent, then the totals (--json: a list of
    summaries)."""
    options = GameOptions(turn_cap=args.turn_cap)
    pilots = [args.pilot, args.opponent_pilot]
    summaries, totals = [], {"games": 0, "wins": 0, "losses": 0, "draws": 0, "capped": 0, "errors": 0}
    for path, opponent in zip(args.opponent, opponents, strict=True):
        summary = run_games(args.game, [deck, opponent], pilots, 0, args.games, args.seed, options).summary()
        summaries.append({"opponent": path, **summary})
        totals.update({key: totals[key] + summary[key] for key in totals})
        if not args.json:
            rate = f"{summary['win_rate']:.1%}" if summary["win_rate"] is not None else "-"
            print(f"vs {opponent.name or path}: win rate {rate}  wins {summary['wins']}  losses {summary['losses']}  "
                  f"draws {summary['draws']}  capped {summary['capped']}  errors {summary['errors']}")
    if args.json:
        print(json.dumps(summaries, indent=1))
        return 0
    decided = totals["wins"] + totals["losses"]
    print(f"{args.game} gauntlet of {len(opponents)}: {totals['games']} games, wins {totals['wins']}  losses "
          f"{totals['losses']}  draws {totals['draws']}  capped {totals['capped']}  errors {totals['errors']}"
          + (f"  (win rate {totals['wins'] / decided:.1%})" if decided else ""))
    return 0


def run(args) -> int:
    try:
        index = load_card_index(args.game, args.cards)
        decks = [load_deck(args.game, args.deck, index)]
        opponents = [load_deck(args.game, path, index) for path in args.opponent or ()]
        if args.mode == "head-to-head":
            if not opponents:
                print("head-to-head needs --opponent", file=sys.stderr)
                return 2
            if len(opponents) > 1:
                return _gauntlet(args, decks[0], opponents)
            decks.append(opponents[0])
    except (DeckFileError, OSError, ValueError) as error:
        print(error, file=sys.stderr)
        return 2
    options = GameOptions(goldfish=args.mode == "goldfish", turn_cap=args.turn_cap)
    aggregate: Aggregate = run_games(args.game, decks, [args.pilot, args.opponent_pilot], 0, args.games, args.seed,
                                     options, progress=_progress_bar(args.games))
    summary = aggregate.summary()
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    low, high = summary["win_rate_interval"]
    print(f"{args.game} {args.mode}: {summary['games']} games in {aggregate.elapsed:.2f}s "
          f"({summary['games_per_second'] or 0:.0f} games/s)")
    print(f"  wins {summary['wins']}  losses {summary['losses']}  draws {summary['draws']}  capped {summary['capped']}  "
          f"errors {summary['errors']}")
    if summary["win_rate"] is not None:
        print(f"  win rate {summary['win_rate']:.1%}  (95% CI {low:.1%} to {high:.1%})")
    if args.mode == "head-to-head":
        first, second = summary["going_first"], summary["going_second"]
        print("  going first " + (f"{first['win_rate']:.1%} of {first['games']}" if first["games"] else "-")
              + ",  going second " + (f"{second['win_rate']:.1%} of {second['games']}" if second["games"] else "-"))
    turns = summary["turns_histogram"]
    if turns and args.mode == "head-to-head":
        games = sum(turns.values())
        print(f"  game length: mean {sum(int(k) * v for k, v in turns.items()) / games:.1f} turns (both players')")
    if args.mode == "goldfish":
        kill = summary["kill_turn"]
        if kill["mean"]:
            print(f"  kill turn: mean {kill['mean']:.2f}  median {kill['p50']}  p90 {kill['p90']}")
        if summary["redraw_rate"] is not None:
            print(f"  re-draw rate {summary['redraw_rate']:.1%}  "
                  f"turns with no play {summary['turns_without_play_rate'] or 0:.1%}")
    played = [c for c in summary["cards"] if c["played"] >= max(10, summary["games"] // 20)]
    if played and args.mode == "head-to-head":
        best = sorted(played, key=lambda c: -(c["win_rate_when_played"] or 0))[:3]
        print("  best when played: " + ", ".join(f"{c['identity']} {c['win_rate_when_played']:.0%}" for c in best))
    print(f"  cards simulated incompletely: deck A {summary['incomplete_cards']['deck_a']}"
          + (f", deck B {summary['incomplete_cards']['deck_b']}" if args.mode == "head-to-head" else ""))
    if summary["error_samples"]:
        print(f"  first error: game {summary['error_samples'][0]['index']} seed {summary['error_samples'][0]['seed']}: "
              f"{summary['error_samples'][0]['error']}")
    return 0
