"""Card records: the engine's view of a card, shared by deck rules, statistics and games.

A `CardRecord` is built from a row of the canonical card format (docs/card-format.md), whether
that row comes from a file or from the card database. `data` holds every game-specific field of
that format exactly as documented (e.g. Union Arena `bp`, `trigger`, `keywords`; Arcana `stars`,
`relic`), so the engine never needs Django to know a card.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

UNION_ARENA = "union-arena"
UNIEN = "unien"
UNIVERSAL_ARENA = "universal-arena"
ARCANA = "arcana"
GAMES = (UNION_ARENA, UNIEN, UNIVERSAL_ARENA, ARCANA)


@dataclass(frozen=True, slots=True)
class CardRecord:
    game: str
    number: str  # the printing's number, unique within the game
    identity: str  # copy identity: printings counted together for copy limits
    name: str
    type: str  # the game's card type slug
    set_code: str  # UA series code, Unien card set, Universal Arena character key, Arcana set
    text: str = ""
    deck_limit: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)
