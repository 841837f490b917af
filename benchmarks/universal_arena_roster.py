"""Universal Arena's real roster, measured (issue #14.3/#14.5): reads the game's own data (by default
../shared/data/universal-arena/data, never committed) with the importer's reader and prints, per
character: its cards (5 + Ultimates) played in full, its innates' setups, triggers and mitigations played (of all
their setups, triggers and mitigations), the goldfish turns its one-character team
needs to defeat a default opponent (100 HP, greedy), and head-to-head games/s of the 3-character
teams it is in; then every pairing of every 3-character team: games, errors, capped games.

    python benchmarks/universal_arena_roster.py [DATA] [--games 4] [--goldfish 40] [--seed 1] [--not-played]
    python benchmarks/universal_arena_roster.py [DATA] --export DIR

--export writes the roster as a canonical card file (DIR/cards.json) and one team-only deck list per
3-character team (DIR/teams/*.txt), for `python -m engine simulate --game universal-arena --cards
DIR/cards.json --deck A.txt --mode head-to-head --opponent B.txt [--opponent C.txt ...]`; nothing else runs.
"""
from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from _django import setup

# ../shared/data beside the checkout (a worktree under wt/ looks one level further up)
DEFAULT_DATA = next((base / "shared" / "data" / "universal-arena" / "data" for base in Path(__file__).resolve().parents[2:4]
                     if (base / "shared" / "data" / "universal-arena").is_dir()),
                    Path(__file__).resolve().parents[2] / "shared" / "data" / "universal-arena" / "data")


def export(folder: Path, rows: list, characters: list) -> int:
    """The roster as a canonical card file and a team-only deck list per 3-character team."""
    teams = folder / "teams"
    teams.mkdir(parents=True, exist_ok=True)
    (folder / "cards.json").write_text(json.dumps({"cards": rows}, ensure_ascii=False, indent=1), encoding="utf-8")
    for team in itertools.combinations(characters, 3):
        name = "+".join(c.number for c in team)
        (teams / f"{name}.txt").write_text("// team\n" + "".join(f"1 {c.number}\n" for c in team), encoding="utf-8")
    print(f"{folder / 'cards.json'}: {len(rows)} records; {teams}: "
          f"{sum(1 for _ in itertools.combinations(characters, 3))} team lists")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", default=str(DEFAULT_DATA))
    parser.add_argument("--games", type=int, default=4, help="games per pairing of 3-character teams")
    parser.add_argument("--goldfish", type=int, default=40, help="goldfish games per character")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--not-played", action="store_true", help="list what is not played, per card")
    parser.add_argument("--export", metavar="DIR", help="write DIR/cards.json and DIR/teams/*.txt, then stop")
    args = parser.parse_args()
    setup("ua-roster")

    from cardsdb.universal_arena_import import read_path
    from engine.cards import parse_card_row
    from engine.core import DeckList, GameOptions, new_game
    from engine.games.universal_arena import with_forms
    from engine.games.universal_arena.innates import read_innates
    from engine.runner import run_games

    read = read_path(args.data)
    if read.errors:
        for error in read.errors:
            print(error, file=sys.stderr)
        return 1
    records = [parse_card_row("universal-arena", row) for row in read.rows]
    characters = [r for r in records if r.type == "character"]
    if args.export:
        return export(Path(args.export), read.rows, characters)

    def deck(team) -> DeckList:
        keys = {c.set_code for c in team}
        pile = tuple((r, 1) for r in records if r.type == "card" and r.set_code in keys)
        ults = tuple((r, 1) for r in records if r.type == "ultimate" and r.set_code in keys)
        return with_forms(DeckList(main=pile, extra=tuple((c, 1) for c in team) + ults, name="+".join(c.name for c in team)),
                          records)

    teams = list(itertools.combinations(characters, 3))
    pairings = list(itertools.combinations(teams, 2))
    per_character_time: Counter = Counter()
    per_character_games: Counter = Counter()
    totals = Counter()
    started = time.perf_counter()
    for first, second in pairings:
        t0 = time.perf_counter()
        batch = run_games("universal-arena", [deck(first), deck(second)], ["greedy", "greedy"], 0, args.games,
                          args.seed, GameOptions(turn_cap=args.turn_cap), keep_samples=False)
        elapsed = time.perf_counter() - t0
        data = batch.to_dict()
        totals.update({"games": data["games"], "errors": data["errors"], "capped": data["capped"]})
        for key in {c.set_code for c in (*first, *second)}:
            per_character_time[key] += elapsed
            per_character_games[key] += data["games"]
    h2h_elapsed = time.perf_counter() - started

    print(f"{'character':42s} {'in full':>8s} {'innates':>8s} {'goldfish turns':>15s} {'h2h games/s':>12s}")
    incomplete_total = 0
    for character in characters:
        cards = [r for r in records if r.set_code == character.set_code and r.type in ("card", "ultimate")]
        # played in full as the engine's card table of its own team says (a card is complete only when each
        # form it can become is)
        table = new_game("universal-arena", [deck([character])], args.seed, GameOptions(goldfish=True)).table
        ids = {table.records[c].number: c for c in range(len(table.records))}
        full = sum(1 for r in cards if not table.incomplete[ids[r.number]])
        incomplete_total += len(cards) - full
        batch = run_games("universal-arena", [deck([character])], ["greedy"], 0, args.goldfish, args.seed,
                          GameOptions(goldfish=True, turn_cap=args.turn_cap, extra={"goldfish_hp": 100}),
                          keep_samples=False)
        kills = batch.kill_turns
        turns = statistics.mean(k for k, n in kills.items() for _ in range(n)) if kills else float("nan")
        rate = per_character_games[character.set_code] / per_character_time[character.set_code]
        name = character.set_code.replace("|", " / ")
        innates = read_innates(character)
        played = len(innates.setup) + len(innates.triggers) + len(innates.mitigations) + bool(innates.survive)
        print(f"{name:42s} {full:>3d} / {len(cards):<3d} {played:>3d} / {played + len(innates.unsupported):<3d}"
              f"{turns:>15.1f} {rate:>12,.0f}")
        if args.not_played:
            for item in innates.unsupported:
                print(f"    {character.number}: {item}")
            for number, card in ids.items():
                for item in table.unsupported[card]:
                    print(f"    {number}: {item}")
    capped = totals["capped"] / totals["games"] * 100 if totals["games"] else 0
    print(f"\n{len(teams)} teams, {len(pairings)} pairings, {totals['games']} games in {h2h_elapsed:.1f}s "
          f"({totals['games'] / h2h_elapsed:,.0f} games/s): {totals['errors']} errors, {totals['capped']} capped "
          f"({capped:.2f} %); {incomplete_total} cards not played in full")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
