"""Union Arena deck-list lines as players paste them: `4 UA01BT/CGH-1-001`, `4x UA01BT/CGH-1-001`,
`4xUE17BT/SLG-1-018`, `4 x UE17BT/SLG-1-018`, `UA01BT/CGH-1-001 x4`, several entries on one line
(read by engine.decklist through the GameSpec's `deck_line_tokens`)."""
from __future__ import annotations

import re

from engine.messages import _, say

# A count is at most nine digits (int() refuses very long digit strings; anything past 99 is a bad count).
_DIGITS = re.compile(r"^\d{1,9}$")
_COUNT = re.compile(r"^(\d{1,9})[xX]?$")
_COUNT_AND_NUMBER = re.compile(r"^(\d{1,9})[xX](\S+)$")
_TRAILING_COUNT = re.compile(r"^[xX](\d{1,9})$")


def deck_line_tokens(line: str) -> tuple[list[tuple[int, str]], str | None]:
    """(count, token) pairs on one Union Arena line, or an error message."""
    tokens = line.split()
    pairs: list[tuple[int, str]] = []
    pending: int | None = None
    position = 0
    while position < len(tokens):
        token = tokens[position]
        position += 1
        if token in ("x", "X", "*") and pending is not None:
            continue
        match = _COUNT.match(token)
        if match and not re.search(r"[A-Za-z]{2}", token):
            if pending is not None:
                return [], say(_("two counts in a row ({first} then {second})"), first=pending, second=token)
            pending = int(match.group(1))
            continue
        match = _COUNT_AND_NUMBER.match(token)
        if match and pending is None and re.search(r"\d-\d", match.group(2)):
            pairs.append((int(match.group(1)), match.group(2)))
            continue
        count = pending
        pending = None
        if count is None:
            # A trailing count: `NUMBER x4` or `NUMBER x 4`.
            if position < len(tokens) and _TRAILING_COUNT.match(tokens[position]):
                count = int(_TRAILING_COUNT.match(tokens[position]).group(1))
                position += 1
            elif position + 1 < len(tokens) and tokens[position] in ("x", "X") and _DIGITS.match(tokens[position + 1]):
                count = int(tokens[position + 1])
                position += 2
            else:
                count = 1
        pairs.append((count, token))
    if pending is not None:
        return [], say(_("a count ({count}) with no card after it"), count=pending)
    return pairs, None
