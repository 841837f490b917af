"""Share of cards whose every effect clause compiles, and of cards the Union Arena engine plays in
full (every compiled effect has a runtime), by series and overall; and the most common uncompiled
clause shapes. Reads community Union Arena JSON (rows with cardNo/effect) or the
canonical card format (rows with number/text)."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

from engine.cards import CardRecord, union_arena_identity
from engine.effects.compiler import clause_shape, compile_card_text
from engine.games.union_arena.effects_runtime import card_effects


def add_arguments(parser):
    parser.add_argument("files", nargs="+", help="card files (JSON)")
    parser.add_argument("--top", type=int, default=25, help="how many uncompiled clause shapes to list")


def _rows(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = data["cards"] if isinstance(data, dict) else data
    for row in rows:
        if "cardNo" in row:
            yield row["cardNo"], row.get("series") or "", row.get("effect"), (row.get("type") or "").lower()
        else:
            number = row.get("number", "")
            try:
                series = row.get("series") or union_arena_identity(number)[1]
            except ValueError:
                series = ""
            yield number, series, row.get("text"), row.get("type") or ""


def _played_in_full(number: str, text: str | None, card_type: str) -> bool:
    """Does the Union Arena engine play all of this card's text (not only compile it)?"""
    record = CardRecord("union-arena", number, number, number, card_type, "", text or "")
    return card_effects(record).complete


def run(args) -> int:
    by_series: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # [cards, fully compiled, played in full]
    shapes: Counter = Counter()
    no_text = 0
    for name in args.files:
        for number, series, text, card_type in _rows(Path(name)):
            compiled = compile_card_text(text)
            if not text:
                no_text += 1
            row = by_series[series or "?"]
            row[0] += 1
            row[1] += compiled.complete
            row[2] += compiled.complete and _played_in_full(number, text, card_type)
            shapes.update(clause_shape(clause) for clause in compiled.uncompiled)
    total = sum(r[0] for r in by_series.values())
    full = sum(r[1] for r in by_series.values())
    played = sum(r[2] for r in by_series.values())
    print(f"{'series':8s} {'cards':>6s} {'fully compiled':>15s} {'played in full':>15s}")
    for series, (cards, ok, plays) in sorted(by_series.items()):
        print(f"{series:8s} {cards:6d} {ok / cards:14.1%} {plays / cards:14.1%}")
    print(f"{'ALL':8s} {total:6d} {full / total if total else 0:14.1%} {played / total if total else 0:14.1%}  "
          f"({no_text} cards have no effect text and count as compiled)")
    print(f"\nMost common uncompiled clause shapes ({sum(shapes.values())} clauses, {len(shapes)} shapes):")
    for shape, count in shapes.most_common(args.top):
        print(f"{count:6d}  {shape[:150]}")
    return 0
