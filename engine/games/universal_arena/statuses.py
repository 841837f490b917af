"""The game's own status effects that the engine plays, by name (the rules reference's
pages/status-effects.md and data/status-effects.yml; docs/universal-arena-engine.md "game statuses").

A status lives on a character as {(name, "value"): potency / stack / value, (name, "count"): count}.
Potency + Count statuses (mode P/C): "Inflict/Gain X" raises Potency by X, and a character that had none
gets Count 1; when either value reaches 0 the status is removed. Stack / Value statuses hold one value.
`GAME_STATUSES` holds each played status's caps and Turn End ops; where each one's Effect is played
(state.py): Power modifiers (Strength, Weak, Dexterity, Frail) in `_roll`; Vulnerable, Fortified,
Invulnerable, Barrier and Thorns on a hit; Bleed, Burn and Poison on Allies' Card Played; Wound and
Wither on healing; Haste / Slow (Speed) and Strain / Focus (Energy cost) and the card bars of Disarm,
Seal and Silence before each decision; Taunt in the targets; Root in the Movement Round; Stun (reading
**stun**: it lasts until a Turn Start, the character skips that turn, and it expires at that Turn End).
Stagger (a Defense card the character plays is Cancelled before Use), Stagnate (On Gain: a random card in
hand costs 1 more until used, Value times, then it expires) and Cover (single-target attacks on an ally
go to the covering character) in state.py too.
(docs/universal-arena-engine.md "game statuses".)"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameStatus:
    caps: dict  # (stat) -> max, stat "value" (Potency) or "count"
    turn_end: tuple  # (op, stat, amount), as structured.status_rules reads a character's own lines
    potency_count: bool = True  # mode P/C (else one value: Stun's zero-value mode)


COUNT_DOWN = (("reduce", "count", 1),)
STACK_DOWN = (("reduce", "value", 1),)
_PC_CAPS = {"value": 10, "count": 99}  # the P/C statuses of the reference: Potency max 10 (Regen, Renewal 999)
_HEAL_CAPS = {"value": 999, "count": 99}


def _one_value(most: int, turn_end=STACK_DOWN) -> GameStatus:
    """A Stack or Value status (single-value mode)."""
    return GameStatus({"value": most}, turn_end, potency_count=False)


# Turn End ops, in order: ("reduce" | "halve", stat, n), ("damage", "value", k): take k x the value as
# damage (to HP, reading status-damage-to-hp), ("heal", "value", 0): heal the value, ("heal_percent",
# "value", 0): heal value % of max HP (rounded down).
GAME_STATUSES = {
    "Bleed": GameStatus(_PC_CAPS, (("halve", "count", 0),)),
    "Burn": GameStatus(_PC_CAPS, (("damage", "value", 1), ("halve", "count", 0))),
    "Poison": GameStatus(_PC_CAPS, (("damage", "value", 1), ("halve", "count", 0))),
    "Vulnerable": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Fortified": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Weak": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Strength": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Frail": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Dexterity": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Haste": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Slow": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Focus": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Strain": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Thorns": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Regen": GameStatus(_HEAL_CAPS, (("heal", "value", 0), ("reduce", "count", 1))),
    "Renewal": GameStatus(_HEAL_CAPS, (("heal_percent", "value", 0), ("reduce", "count", 1))),
    "Stun": _one_value(1, ()),  # Turn End: state.py (reading stun)
    "Disarm": _one_value(10),
    "Seal": _one_value(10),
    "Silence": _one_value(10),
    "Root": _one_value(10),
    "Taunt": _one_value(10),
    "Spectro Frazzle": _one_value(10, (("damage", "value", 5), ("reduce", "value", 1))),
    "Wound": _one_value(999),
    "Wither": _one_value(999),
    "Barrier": _one_value(99),
    "Invulnerable": _one_value(99),
    "Stagger": _one_value(10),
    "Stagnate": _one_value(10, ()),  # On Gain: random cards in hand cost 1 more until used; then it expires
    "Cover": _one_value(99, (("expire", "value", 0),)),
    "Cover (Adjacent)": _one_value(99, (("expire", "value", 0),)),
    "Cover (All)": _one_value(99, (("expire", "value", 0),)),
}
# status-effects.yml types (Cleanse removes Negative ones, Dispel Positive ones; characters' own are Unique)
POSITIVE = frozenset({"Dexterity", "Focus", "Fortified", "Haste", "Strength", "Barrier", "Invulnerable", "Regen",
                      "Renewal", "Cover", "Cover (Adjacent)", "Cover (All)", "Taunt", "Thorns"})
NEGATIVE = frozenset(GAME_STATUSES) - POSITIVE
# Cover statuses: does a covering character take single-target attacks aimed at any ally (True) or only at
# an adjacent one (reading cover: plain "Cover" is the adjacent kind)
COVERS = {"Cover": False, "Cover (Adjacent)": False, "Cover (All)": True}
POTENCY_COUNT = frozenset(name for name, status in GAME_STATUSES.items() if status.potency_count)
STUN = ("Stun", "value")
# Statuses that bar a character's cards by type (status-effects.md: "any card that lists that type is
# blocked even if it lists other types").
BARS = {"Disarm": "Physical", "Seal": "Special", "Silence": "Magical"}
COST_SHIFT = (("Strain", 1), ("Focus", -1))  # Energy cost + Strain Potency - Focus Potency (minimum 0)
ATTACK_POWER = (("Strength", 1), ("Weak", -1))  # "Power modifiers": net Potency, positive - negative
DEFENSE_POWER = (("Dexterity", 1), ("Frail", -1))
SPEED_SHIFT = (("Haste", 1), ("Slow", -1))  # "Speed shift": steps faster, net, capped at 2


def status_amount(statuses: dict, name: str) -> int:
    """A status's Value (Potency, Stack) plus its Count on one character; 0 when the character has none."""
    return statuses.get((name, "value"), 0) + statuses.get((name, "count"), 0)


def restrictions_met(statuses: dict, requires) -> bool:
    """A card's restrictions (data/README.md "Card restrictions", subject self) against its character's
    statuses: each (mode, ((status, least), ...)); "all" / "any" must hold (require), "not-all" / "not-any"
    must not (forbid)."""
    for mode, needs in requires:
        met = [status_amount(statuses, name) >= least for name, least in needs]
        if (all(met) if mode.endswith("all") else any(met)) == mode.startswith("not-"):
            return False
    return True


def net_potency(statuses: dict, modifiers) -> int:
    return sum(sign * statuses.get((name, "value"), 0) for name, sign in modifiers)


def modified(power: int, percent: int) -> int:
    """A Power bound times (1 + percent / 100) (Strength / Weak: 10 % per net Potency), rounded down,
    never below 0."""
    return max(0, power * (100 + percent) // 100)
