"""The shape of a card's stored `effects` for the games other than Union Arena.

Each of those engines has its own small vocabulary (docs/<game>-engine.md); the card database
checks stored effects against it so a typo is caught on save rather than silently ignored:

- Arcana: [{"timing": <ARCANA_TIMINGS>, "cost": [{"kind": "pay-hp", "amount": n}],
  "actions": [{"do": <ARCANA_ACTIONS>, ...}]}] (engine/games/arcana/effects.py);
- Universal Arena: [{"do": <UNIVERSAL_ARENA_OPS>, "amount": n, "timing": "on-hit" (optional)}]
  (engine/games/universal_arena/effects.py);
- Unien: none — the Unien engine compiles the card's text; stored effects would be ignored, so
  they are refused."""
from __future__ import annotations

ARCANA_TIMINGS = {"on-summon", "start-of-turn", "end-of-turn", "activated", "on-activate", "static"}
ARCANA_ACTIONS = {"draw", "gain-hp", "stat-change", "return-to-hand", "destroy", "special-summon", "recycle",
                  "negate-attack", "extra-attack", "thorns", "battle-immune"}
UNIVERSAL_ARENA_OPS = {"draw", "discard", "heal", "energy", "meter", "haste", "slow", "burn"}


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_arcana(effects: list) -> list[str]:
    problems = []
    for index, effect in enumerate(effects):
        path = f"effects[{index}]"
        if not isinstance(effect, dict):
            problems.append(f"{path}: must be an object")
            continue
        if effect.get("timing") not in ARCANA_TIMINGS:
            problems.append(f"{path}.timing: must be one of {', '.join(sorted(ARCANA_TIMINGS))}")
        for number, cost in enumerate(effect.get("cost") or []):
            if not isinstance(cost, dict) or cost.get("kind") != "pay-hp" or not _int(cost.get("amount")):
                problems.append(f"{path}.cost[{number}]: must be {{\"kind\": \"pay-hp\", \"amount\": n}}")
        actions = effect.get("actions")
        if not isinstance(actions, list) or not actions:
            problems.append(f"{path}.actions: must be a non-empty list")
            continue
        for number, action in enumerate(actions):
            if not isinstance(action, dict) or action.get("do") not in ARCANA_ACTIONS:
                problems.append(f"{path}.actions[{number}].do: must be one of {', '.join(sorted(ARCANA_ACTIONS))}")
    return problems


def validate_universal_arena(effects: list) -> list[str]:
    problems = []
    for index, item in enumerate(effects):
        path = f"effects[{index}]"
        if not isinstance(item, dict):
            problems.append(f"{path}: must be an object")
            continue
        if item.get("do") not in UNIVERSAL_ARENA_OPS:
            problems.append(f"{path}.do: must be one of {', '.join(sorted(UNIVERSAL_ARENA_OPS))}")
        if "amount" in item and (not _int(item["amount"]) or item["amount"] < 0):
            problems.append(f"{path}.amount: must be an int of 0 or more")
        if item.get("timing") not in (None, "on-hit", "on-resolve"):
            problems.append(f"{path}.timing: must be on-hit or on-resolve")
    return problems


def validate_unien(effects: list) -> list[str]:
    if effects:
        return ["effects: the Unien engine plays a card from its text; stored effects are not used (leave it empty)"]
    return []
