"""The declarative effect vocabulary cards carry as data (see engine/effects/vocabulary.py once written).

`validate_effects(game, effects)` is what the card database calls on save: it returns a list of
problems (empty when the effect list is valid)."""
from __future__ import annotations


def validate_effects(game: str, effects) -> list[str]:
    if effects is None:
        return []
    if not isinstance(effects, list):
        return ["effects must be a list"]
    problems = []
    for index, effect in enumerate(effects):
        if not isinstance(effect, dict):
            problems.append(f"effects[{index}] must be an object")
    return problems
