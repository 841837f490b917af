"""Universal Arena card data as flat tables indexed by card id, built once per pair of decks.

Behaviour comes from the card fields (speed, kind, cost, damage × hits, shield, keywords,
status_effects) and the compiled effects (engine/games/universal_arena/effects.py), never from
the card's name."""
from __future__ import annotations

from engine.cards import CardRecord
from engine.games.universal_arena.effects import card_effects

FAST, NORMAL, SLOW = 0, 1, 2  # speeds and zones share these numbers: a card fits zone z when speed <= z
SPEEDS = {"fast": FAST, "normal": NORMAL, "slow": SLOW}
ZONE_NAMES = ("fast", "normal", "slow")
ATTACK, DEFENSE, SPECIAL = 0, 1, 2
KINDS = {"attack": ATTACK, "defense": DEFENSE, "special": SPECIAL}
KIND_NAMES = ("attack", "defense", "special")

# Effect op codes (the effects module names them).
OP_CODES = {"draw": 0, "discard": 1, "heal": 2, "energy": 3, "meter": 4, "haste": 5, "slow": 6, "burn": 7}
DRAW, DISCARD, HEAL, ENERGY, METER, HASTE, SLOW_STATUS, BURN = range(8)


class CardTable:
    """Per-card attributes (lists indexed by card id). `total[c]` is damage × hits, the number
    attack clashes compare (seed 003 How To Clash 1)."""

    __slots__ = ("records", "identity", "name", "character", "speed", "kind", "cost", "damage", "hits", "total",
                 "shield", "evade", "reuse", "splash", "pierce", "on_hit", "on_resolve", "ultimate", "incomplete",
                 "unsupported", "deck_incomplete")

    def __init__(self):
        for slot in self.__slots__:
            setattr(self, slot, [])

    def add(self, record: CardRecord) -> int:
        card = len(self.records)
        effects = card_effects(record)
        self.records.append(record)
        self.identity.append(record.identity)
        self.name.append(record.name)
        self.character.append(record.set_code)
        self.speed.append(SPEEDS.get(record.get("speed") or "normal", NORMAL))
        self.kind.append(KINDS.get(record.get("kind") or "special", SPECIAL))
        self.cost.append(record.get("cost") or 0)
        damage, hits = record.get("damage") or 0, record.get("hits") or 1
        self.damage.append(damage)
        self.hits.append(hits)
        self.total.append(damage * hits)
        self.shield.append(record.get("shield") or 0)
        self.evade.append("evade" in effects.flags)
        self.reuse.append("reuse" in effects.flags)
        # Splash N: N to each neighbour of the target; Splash without a number: the damage per hit.
        self.splash.append((effects.splash or damage) if "splash" in effects.flags else 0)
        self.pierce.append("pierce" in effects.flags)
        self.on_hit.append(tuple((OP_CODES[op], amount) for op, amount in effects.on_hit))
        self.on_resolve.append(tuple((OP_CODES[op], amount) for op, amount in effects.on_resolve))
        self.ultimate.append(record.type == "ultimate")
        self.incomplete.append(not effects.complete)
        self.unsupported.append(tuple(effects.unsupported))
        return card
