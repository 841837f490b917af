"""Share of cards whose every effect clause compiles, and of cards the Union Arena engine plays in
full (every compiled effect has a runtime), by series and overall; and the most common uncompiled
clause shapes. Reads community Union Arena JSON (rows with cardNo/effect) or the
canonical card format (rows with number/text)."""
from __future__ import annotations

import json
import zlib
from collections import Counter, defaultdict
from pathlib import Path

from engine.cards import CardRecord
from engine.effects.compiler import clause_shape, compile_card_text
from engine.games.union_arena.effects_runtime import card_effects
from engine.games.union_arena.records import identity_of


def add_arguments(parser):
    parser.add_argument("files", nargs="+", help="card files (JSON)")
    parser.add_argument("--top", type=int, default=25, help="how many uncompiled clause shapes to list")
    parser.add_argument("--hold-out", default="auto",
                        help="series to report apart as held out from tuning: comma-separated codes, 'auto' "
                             "(the series whose CRC-32 is divisible by 4, about a quarter, stable as series are "
                             "added) or 'none'")


def held_out_series(series: str, choice: str) -> bool:
    """Is `series` in the held-out group? `auto` picks about a quarter of series codes by a stable hash, so a
    developer tunes on the others and checks that the figures hold on these (and on series not seen yet)."""
    if choice == "none":
        return False
    if choice == "auto":
        return zlib.crc32(series.encode()) % 4 == 0
    return series in {code.strip() for code in choice.split(",")}


def _rows(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = data["cards"] if isinstance(data, dict) else data
    for row in rows:
        if "cardNo" in row:
            yield row["cardNo"], row.get("series") or "", row.get("effect"), (row.get("type") or "").lower()
        else:
            number = row.get("number", "")
            try:
                series = row.get("series") or identity_of(number)[1]
            except ValueError:
                series = ""
            yield number, series, row.get("text"), row.get("type") or ""


def _played_in_full(number: str, text: str | None, card_type: str) -> bool:
    """Does the Union Arena engine play all of this card's text (not only compile it)?"""
    record = CardRecord("union-arena", number, number, number, card_type, "", text or "")
    return card_effects(record).complete


class _Tally:
    """Counts for one row of the table: every card, and apart the cards that have effect text."""

    __slots__ = ("cards", "compiled", "played", "with_text", "text_compiled", "text_played")

    def __init__(self):
        self.cards = self.compiled = self.played = self.with_text = self.text_compiled = self.text_played = 0

    def add(self, has_text: bool, compiled: bool, played: bool) -> None:
        self.cards += 1
        self.compiled += compiled
        self.played += played
        if has_text:
            self.with_text += 1
            self.text_compiled += compiled
            self.text_played += played

    def merge(self, other: _Tally) -> None:
        for name in self.__slots__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def line(self, label: str) -> str:
        def share(part: int, whole: int) -> str:
            return f"{part / whole:7.1%}" if whole else "      -"

        return (f"{label:10s} {self.cards:6d} {share(self.compiled, self.cards)} {share(self.played, self.cards)}   "
                f"{self.with_text:6d} {share(self.text_compiled, self.with_text)} "
                f"{share(self.text_played, self.with_text)}")


def run(args) -> int:
    by_series: dict[str, _Tally] = defaultdict(_Tally)
    shapes: Counter = Counter()
    for name in args.files:
        for number, series, text, card_type in _rows(Path(name)):
            compiled = compile_card_text(text)
            played = compiled.complete and _played_in_full(number, text, card_type)
            by_series[series or "?"].add(bool(text and text.strip()), compiled.complete, played)
            shapes.update(clause_shape(clause) for clause in compiled.uncompiled)
    print(f"{'':10s} {'all cards':>22s}   {'cards with effect text':>30s}")
    print(f"{'series':10s} {'cards':>6s} {'compil.':>7s} {'played':>7s}   {'cards':>6s} {'compil.':>7s} {'played':>7s}")
    groups = {"tuned": _Tally(), "held out": _Tally()}
    for series, tally in sorted(by_series.items()):
        held = held_out_series(series, args.hold_out)
        print(tally.line(series + (" *" if held else "")))
        groups["held out" if held else "tuned"].merge(tally)
    total = _Tally()
    for tally in groups.values():
        total.merge(tally)
    print(total.line("ALL"))
    if groups["held out"].cards:
        print(groups["tuned"].line("tuned"))
        print(groups["held out"].line("held out"))
        print("(* held out: series kept apart while developing the compiler; see --hold-out)")
    print("'compil.': every clause of the card's text compiles; 'played': the engine also plays every compiled "
          "effect. Cards without text count as compiled and played in the first columns only.")
    print(f"\nMost common uncompiled clause shapes ({sum(shapes.values())} clauses, {len(shapes)} shapes):")
    for shape, count in shapes.most_common(args.top):
        print(f"{count:6d}  {shape[:150]}")
    return 0
