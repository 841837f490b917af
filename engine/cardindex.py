"""Finding a game's cards by what players type: exact number, Union Arena copy identity whatever
the product prefix (UA01BT/CGH-1-001, EX01BT/CGH-1-001, CGH-1-001, CGH-1-001_p1 all find a
printing of CGH-1-001), or name (case-insensitive) for the other games; Universal Arena
characters also by their `Name|Version` key."""
from __future__ import annotations

from collections.abc import Iterable

from engine.cards import UNION_ARENA, UNIVERSAL_ARENA, CardFieldError, CardRecord, union_arena_identity


class CardIndex:
    __slots__ = ("game", "by_number", "by_identity", "by_name", "records")

    def __init__(self, records: Iterable[CardRecord], game: str | None = None):
        self.records = list(records)
        self.game = game or (self.records[0].game if self.records else "")
        self.by_number: dict[str, CardRecord] = {}
        self.by_identity: dict[str, CardRecord] = {}
        self.by_name: dict[str, CardRecord] = {}
        for record in sorted(self.records, key=lambda r: (len(r.number), r.number)):
            self.by_number[record.number.upper()] = record
            # The shortest number of an identity (the base printing) answers for the identity.
            self.by_identity.setdefault(record.identity.upper(), record)
            self.by_name.setdefault(record.name.casefold(), record)
            if record.game == UNIVERSAL_ARENA and record.type == "character":
                self.by_name.setdefault(str(record.get("character", "")).casefold(), record)

    def __len__(self) -> int:
        return len(self.records)

    def __contains__(self, number: str) -> bool:
        return number.upper() in self.by_number

    def get(self, number: str) -> CardRecord | None:
        return self.by_number.get(number.upper())

    def resolve(self, token: str) -> CardRecord | None:
        """The card a player meant by `token` (a number, a copy identity or a name), or None."""
        text = token.strip()
        record = self.by_number.get(text.upper())
        if record is not None:
            return record
        if self.game == UNION_ARENA:
            try:
                identity, _ = union_arena_identity(text)
            except CardFieldError:
                return None
            return self.by_identity.get(identity.upper())
        return self.by_identity.get(text.upper()) or self.by_name.get(text.casefold())
