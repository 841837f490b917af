"""Finding a game's cards by what players type: exact number, copy identity as the game's spec reads
it (Union Arena: whatever the product prefix, so UA01BT/CGH-1-001, EX01BT/CGH-1-001, CGH-1-001 and
CGH-1-001_p1 all find a printing of CGH-1-001), or name (case-insensitive) for the games whose spec
reads no identity; plus the extra names a spec gives (Universal Arena characters' `Name|Version`)."""
from __future__ import annotations

from collections.abc import Iterable

from engine.cards import CardFieldError, CardRecord
from engine.spec import spec_for


class CardIndex:
    __slots__ = ("game", "by_number", "by_identity", "by_name", "records", "_identity_of")

    def __init__(self, records: Iterable[CardRecord], game: str | None = None):
        self.records = list(records)
        self.game = game or (self.records[0].game if self.records else "")
        self.by_number: dict[str, CardRecord] = {}
        self.by_identity: dict[str, CardRecord] = {}
        self.by_name: dict[str, CardRecord] = {}
        spec = spec_for(self.game) if self.game else None
        self._identity_of = spec.resolve_identity if spec else None
        for record in sorted(self.records, key=lambda r: (len(r.number), r.number)):
            self.by_number[record.number.upper()] = record
            # The shortest number of an identity (the base printing) answers for the identity.
            self.by_identity.setdefault(record.identity.upper(), record)
            self.by_name.setdefault(record.name.casefold(), record)
            for name in spec.index_names(record) if spec else ():
                self.by_name.setdefault(name.casefold(), record)

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
        if self._identity_of is not None:
            try:
                identity = self._identity_of(text)
            except CardFieldError:
                return None
            return self.by_identity.get(identity.upper())
        return self.by_identity.get(text.upper()) or self.by_name.get(text.casefold())
