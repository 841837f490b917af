"""The game's own status effects that the engine plays, by name (the rules reference's
pages/status-effects.md and data/status-effects.yml; docs/universal-arena-engine.md "game statuses").

A status lives on a character as {(name, "value"): potency / stack / value, (name, "count"): count}.
Potency + Count statuses (mode P/C): "Inflict/Gain X" raises Potency by X, and a character that had none
gets Count 1; when either value reaches 0 the status is removed. The ones played:

- Strength / Weak: the character's Attack cards' Power min and max times (1 + 10 % x net Potency),
  rounded down (Power modifiers); Dexterity / Frail: the same for its Defense cards.
- Vulnerable: the damage a hit deals to the character is increased by 10 % x Potency (rounded down).
- Bleed: "Allies' Card Played: Take Potency damage. Then increase Potency by Energy spent."
- Haste / Slow: the character's cards' Speed shifted by net Potency steps (Slow -> Normal -> Fast), the
  net capped at 2 steps (Speed shift).
- Turn End: Count - 1 (Bleed: Count halved).
- Stun (zero-value mode, Stack max 1): "Turn Start: Skip the turn. Turn End: Expires." Reading **stun**
  (docs/universal-arena-engine.md): a Stun lasts until a Turn Start; from that Turn Start to the end of
  that turn the character skips the turn (none of its cards can be played), and the Stun expires at
  that Turn End (a Stun inflicted during a turn is not removed at the end of the turn it came in).

Any other status (Burn, Poison, ...) is reported on the cards that give it, not guessed."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameStatus:
    caps: dict  # (stat) -> max, stat "value" (Potency) or "count"
    turn_end: tuple  # (op, stat, amount), as structured.status_rules reads a character's own lines
    potency_count: bool = True  # mode P/C (else one value: Stun's zero-value mode)


COUNT_DOWN = (("reduce", "count", 1),)
_PC_CAPS = {"value": 10, "count": 99}  # every P/C status of the reference: Potency max 10, Count max 99

GAME_STATUSES = {
    "Bleed": GameStatus(_PC_CAPS, (("halve", "count", 0),)),
    "Vulnerable": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Weak": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Strength": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Frail": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Dexterity": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Haste": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Slow": GameStatus(_PC_CAPS, COUNT_DOWN),
    "Stun": GameStatus({"value": 1}, (), potency_count=False),  # Turn End: state.py (reading stun)
}
POTENCY_COUNT = frozenset(name for name, status in GAME_STATUSES.items() if status.potency_count)
STUN = ("Stun", "value")
ATTACK_POWER = (("Strength", 1), ("Weak", -1))  # "Power modifiers": net Potency, positive - negative
DEFENSE_POWER = (("Dexterity", 1), ("Frail", -1))
SPEED_SHIFT = (("Haste", 1), ("Slow", -1))  # "Speed shift": steps faster, net, capped at 2


def net_potency(statuses: dict, modifiers) -> int:
    return sum(sign * statuses.get((name, "value"), 0) for name, sign in modifiers)


def modified(power: int, net: int) -> int:
    """A Power bound times (1 + 0.10 x net Potency), rounded down, never below 0."""
    return max(0, power * (10 + net) // 10)
