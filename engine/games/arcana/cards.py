"""Arcana card data as flat per-card tables, built once per pair of decks from CardRecords.

Behaviour comes from the card's fields (type, stars, power, toughness, creature type) and its
effects (engine.games.arcana.effects), never from its name."""
from __future__ import annotations

from engine.cards import CardRecord
from engine.games.arcana.effects import CardEffects, card_effects

CREATURE, RUNE, WARD = 0, 1, 2
TYPES = {"creature": CREATURE, "rune": RUNE, "ward": WARD}


class CardTable:
    """Per-card attributes indexed by card id."""

    __slots__ = ("records", "kind", "stars", "power", "toughness", "tribe", "name", "identity", "effects",
                 "incomplete", "deck_incomplete", "any_activated", "any_turn_effects", "worth", "activated", "on_start", "on_end",
                 "_tribes")

    def __init__(self):
        for slot in self.__slots__:
            setattr(self, slot, [])
        self._tribes: dict[str, int] = {}
        self.any_activated = self.any_turn_effects = False  # does any card have such creature effects?

    def add(self, record: CardRecord) -> int:
        card_id = len(self.kind)
        self.records.append(record)
        self.kind.append(TYPES.get(record.type, RUNE))
        self.stars.append(record.get("stars") or 0)
        self.power.append(record.get("power") or 0)
        self.toughness.append(record.get("toughness") or 0)
        self.worth.append(self.power[-1] + self.toughness[-1] + 2 * self.stars[-1])  # the greedy pilot's value
        tribe = (record.get("creature_type") or "").strip().lower()
        self.tribe.append(self._tribes.setdefault(tribe, len(self._tribes)))
        self.name.append(record.name)
        self.identity.append(record.identity)
        effects: CardEffects = card_effects(record)
        self.effects.append(effects)
        self.activated.append(effects.activated)  # a creature's activated effect, or None
        self.on_start.append(effects.on_start)  # a creature's Start Phase steps ([] for none), read each turn
        self.on_end.append(effects.on_end)  # and its End Phase steps
        self.any_activated = self.any_activated or effects.activated is not None
        self.any_turn_effects = self.any_turn_effects or bool(effects.on_start or effects.on_end)
        self.incomplete.append(not effects.complete)
        return card_id


def has_unsimulated_text(record: CardRecord) -> bool:
    """True when the card's text or effects hold anything the engine does not play."""
    return not card_effects(record).complete
