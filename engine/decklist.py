"""Deck lists as text: parse what players paste, export what they can paste back.

    parsed = parse_deck_text("union-arena", text, index)   # index: engine.cardindex.CardIndex
    parsed.entries   # [DeckEntry(number, count, section)], duplicates added up, in first-seen order
    parsed.errors    # [LineError(line, code, message, token)] - every problem names its line
    export_deck_text("union-arena", parsed.entries, index) # text that parses back to the same entries

How a line is read is the game's (its GameSpec's `deck_line_tokens`). Union Arena lines
(engine/games/union_arena/decktext.py) take the forms players paste: `4 UA01BT/CGH-1-001`, `4x UA01BT/CGH-1-001`,
`4xUE17BT/SLG-1-018`, `4 x UE17BT/SLG-1-018`, `UA01BT/CGH-1-001 x4`, `4 UA47BT-TKG-1-080`, several
entries on one line. A number resolves by copy identity whatever its product prefix. The other
games take `count name-or-number` per line (`2x Name`, `Name x2` and a bare name for one copy also
work). Every game skips `//` or `#` comment and section lines and `Main:` / `AP:` headers.

Where a card goes is decided by its type (its GameSpec's `section_for`), not by the section it was
written under: AP cards are the Union Arena AP section, leaders the Unien leaders, characters the
Universal Arena team, and Ultimates are kept apart from the Universal Arena draw pile.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.cardindex import CardIndex
from engine.cards import CardRecord
from engine.messages import _, say
from engine.spec import spec_for

MAX_TEXT_CHARS = 20_000
MAX_LINES = 500
MAX_COPIES_PER_LINE = 99



@dataclass(frozen=True, slots=True)
class DeckEntry:
    number: str
    count: int
    section: str


@dataclass(frozen=True, slots=True)
class LineError:
    line: int
    code: str  # malformed-line, unknown-card, wrong-game, bad-count, too-large
    message: str
    token: str = ""
    count: int = 0  # copies the line asked for (unknown-card, wrong-game): they still count in the size


@dataclass
class ParsedDeck:
    game: str
    entries: list[DeckEntry] = field(default_factory=list)
    errors: list[LineError] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(entry.count for entry in self.entries)

    def section_count(self, section: str) -> int:
        return sum(entry.count for entry in self.entries if entry.section == section)

    @property
    def unknown(self) -> int:
        """Copies on lines whose card Decklab does not know (or that belong to another game)."""
        return sum(error.count for error in self.errors if error.code in ("unknown-card", "wrong-game"))


def cards_phrase(total: int, unknown: int = 0) -> str:
    """`50 cards` or `50 cards, 1 of them unknown` (`total` includes the unknown copies)."""
    phrase = say(_("1 card")) if total == 1 else say(_("{total} cards"), total=total)
    return say(_("{cards}, {unknown} of them unknown"), cards=phrase, unknown=unknown) if unknown else phrase


def section_for(record: CardRecord) -> str:
    """The deck section a card goes to, decided by its type (its GameSpec's `section_for`)."""
    return spec_for(record.game).section_for(record)


_COMMENT = re.compile(r"^\s*(?://|#)")
_HEADER = re.compile(r"^\s*[A-Za-z][A-Za-z ]*(?:\(\d+\))?\s*:\s*$")
# A count is at most nine digits (int() refuses very long digit strings; anything past 99 is a bad count).
_LINE_COUNT_FIRST = re.compile(r"^(\d{1,9})\s*[xX]?\s+(.+?)$")
_LINE_COUNT_LAST = re.compile(r"^(.+?)\s+[xX]\s*(\d{1,9})$")


def count_and_name_tokens(line: str) -> tuple[list[tuple[int, str]], str | None]:
    """(count, token) on a `count name-or-number` line (`2x Name`, `Name x2`, a bare name for one copy)."""
    text = line.strip()
    match = _LINE_COUNT_FIRST.match(text)
    if match:
        return [(int(match.group(1)), match.group(2).strip())], None
    match = _LINE_COUNT_LAST.match(text)
    if match:
        return [(int(match.group(2)), match.group(1).strip())], None
    if re.fullmatch(r"\d+", text):
        return [], say(_("a count ({count}) with no card after it"), count=text)
    return [(1, text)], None


def parse_deck_text(game: str, text: str, index: CardIndex,
                    other_game_of: Callable[[str], str | None] | None = None) -> ParsedDeck:
    """Parse a pasted deck list. `other_game_of(token)` may name the game a token belongs to when it
    is not a card of this game (so the error can say "a card of Arcana TCG")."""
    parsed = ParsedDeck(game)
    if len(text) > MAX_TEXT_CHARS:
        parsed.errors.append(LineError(0, "too-large", say(_("The list is {size} characters; the most is {limit}."),
                                                              size=f"{len(text):,}", limit=f"{MAX_TEXT_CHARS:,}")))
        return parsed
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        parsed.errors.append(LineError(0, "too-large", say(_("The list has {size} lines; the most is {limit}."),
                                                              size=f"{len(lines):,}", limit=f"{MAX_LINES:,}")))
        return parsed
    counts: dict[tuple[str, str], int] = {}
    tokenize = spec_for(game).deck_line_tokens or count_and_name_tokens
    for line_number, raw in enumerate(lines, start=1):
        line = re.sub(r"\s+(?://|#).*$", "", raw.replace("\u3000", " ")).strip()  # inline comments
        if not line or _COMMENT.match(line) or _HEADER.match(line):
            continue
        pairs, problem = tokenize(line)
        if problem:
            parsed.errors.append(LineError(line_number, "malformed-line",
                                           say(_("Line {line}: {problem}."), line=line_number, problem=problem), line))
            continue
        for count, token in pairs:
            if count < 1 or count > MAX_COPIES_PER_LINE:
                parsed.errors.append(LineError(line_number, "bad-count",
                                               say(_("Line {line}: {count} copies of {token} (1 to {limit})."),
                                                   line=line_number, count=count, token=token, limit=MAX_COPIES_PER_LINE),
                                               token))
                continue
            record = index.resolve(token)
            if record is None:
                other = other_game_of(token) if other_game_of else None
                if other:
                    parsed.errors.append(LineError(line_number, "wrong-game",
                                                   say(_("Line {line}: {token} is a card of {game}, not of this game."),
                                                       line=line_number, token=token, game=other), token,
                                                   count))
                else:
                    parsed.errors.append(LineError(line_number, "unknown-card",
                                                   say(_("Line {line}: no card {token} in this game."),
                                                       line=line_number, token=repr(token)), token, count))
                continue
            key = (record.number, section_for(record))
            counts[key] = counts.get(key, 0) + count
    parsed.entries = [DeckEntry(number, count, section) for (number, section), count in counts.items()]
    return parsed


def export_deck_text(game: str, entries: list[DeckEntry], index: CardIndex, name: str = "") -> str:
    """Deck text in Decklab's own form (sections as `//` lines, `COUNT NUMBER` lines)."""
    spec = spec_for(game)
    lines = [f"// {name}"] if name else []
    for section in spec.sections:
        chosen = [entry for entry in entries if entry.section == section]
        if not chosen:
            continue
        lines.append(f"// {spec.section_title(section)} ({sum(e.count for e in chosen)})")
        for entry in chosen:
            record = index.get(entry.number)
            label = f"  // {record.name}" if record is not None and spec.export_names else ""
            # Copies added up from several lines may pass the most one line takes: split them again.
            counts = [MAX_COPIES_PER_LINE] * (entry.count // MAX_COPIES_PER_LINE) + [entry.count % MAX_COPIES_PER_LINE]
            lines.extend(f"{count} {entry.number}{label}" for count in counts if count)
    return "\n".join(lines) + "\n"


def resolved(entries: list[DeckEntry], index: CardIndex) -> list[tuple[CardRecord, int, str]]:
    """(record, count, section) for every entry whose card the index knows."""
    out = []
    for entry in entries:
        record = index.get(entry.number)
        if record is not None:
            out.append((record, entry.count, entry.section))
    return out
