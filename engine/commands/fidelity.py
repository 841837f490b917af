"""Real-deck fidelity: per Union Arena deck list, its distinct cards, how many the engine plays in full, and the
sentences it does not play.

    python -m engine fidelity --cards ../shared/data/union-arena/series/*.json -- DECK.txt [DECK.txt ...]

--cards takes card files in the canonical format (docs/card-format.md) or the community format (rows with
`cardNo`). A card counts as played in full when every clause of its text compiles and the engine has a
runtime for every compiled effect (the same test as `coverage` and the job results' "simulated incompletely").
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.cardindex import CardIndex
from engine.cards import CardFieldError, CardRecord, parse_card_row
from engine.deckrules import validate_deck_text
from engine.games.union_arena.community import community_card_rows
from engine.played import simulation

GAME = "union-arena"


def add_arguments(parser):
    parser.add_argument("--cards", nargs="+", required=True, help="card files (canonical or community JSON)")
    parser.add_argument("decks", nargs="+", help="deck text files")


def load_records(paths) -> list[CardRecord]:
    records: dict[str, CardRecord] = {}
    for name in paths:
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        rows = data["cards"] if isinstance(data, dict) else data
        if rows and isinstance(rows[0], dict) and "cardNo" in rows[0]:
            rows = [row for _, row in community_card_rows(rows)[0]]
        for row in rows:
            try:
                record = parse_card_row(GAME, row)
            except CardFieldError:
                continue  # a malformed printing is the importer's business; the deck then names it unknown
            records.setdefault(record.number, record)
    return list(records.values())


def unplayed_sentences(record: CardRecord) -> list[str]:
    """The exact clauses of a card's text the engine does not play (engine.played): those that do not compile,
    and those that compile to an effect the engine has no runtime for."""
    return simulation(record).not_played


def deck_report(path: Path, index: CardIndex) -> tuple[int, int, list[str]]:
    validation = validate_deck_text(GAME, path.read_text(encoding="utf-8"), index)
    parsed = validation.parsed
    lines = [f"  line {error.line}: {error.message}" for error in parsed.errors]
    lines += [f"  not legal ({violation.code}): {violation.message}" for violation in validation.violations]
    distinct = {}
    for entry in parsed.entries:
        record = index.get(entry.number)
        if record is not None:
            distinct.setdefault(record.identity, record)
    played = 0
    for _, record in sorted(distinct.items()):
        missing = unplayed_sentences(record)
        if not missing:
            played += 1
            continue
        lines.append(f"  {record.number} {record.name}:")
        lines.extend(f"      - {sentence}" for sentence in missing)
    return len(distinct), played, lines


def run(args) -> int:
    index = CardIndex(load_records(args.cards), GAME)
    totals = [0, 0]
    for name in args.decks:
        path = Path(name)
        try:
            cards, played, lines = deck_report(path, index)
        except OSError as error:
            print(f"{name}: cannot read ({error.strerror})", file=sys.stderr)
            return 2
        totals[0] += cards
        totals[1] += played
        share = f"{played / cards:.0%}" if cards else "-"
        print(f"{path.name}: {cards} distinct cards, {played} played in full ({share})")
        for line in lines:
            print(line)
    if len(args.decks) > 1 and totals[0]:
        print(f"ALL: {totals[0]} distinct cards, {totals[1]} played in full ({totals[1] / totals[0]:.0%})")
    return 0
