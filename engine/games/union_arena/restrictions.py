"""A dated, per-region restricted-list entry (Union Arena), as the deck rules consume it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

LIMIT = "limit"  # the identity is limited to `limit` copies, parallels included
PAIR_BAN = "pair-ban"  # the identities may not share a deck


@dataclass(frozen=True, slots=True)
class Restriction:
    kind: str
    identities: tuple[str, ...]
    limit: int | None
    region: str
    starts: date
    ends: date | None = None
    note: str = ""

    def in_force(self, region: str, as_of: date) -> bool:
        return self.region == region and self.starts <= as_of and (self.ends is None or as_of < self.ends)
