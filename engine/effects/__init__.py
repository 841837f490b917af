"""The declarative effect vocabulary cards carry as data (engine/effects/vocabulary.py).

`validate_effects(game, effects)` is what the card database calls on save and import: it returns
a list of problems, each naming its path (empty when the effect list is valid)."""
from __future__ import annotations

from engine.effects.vocabulary import validate_effect


def validate_effects(game: str, effects) -> list[str]:
    if effects is None:
        return []
    if not isinstance(effects, list):
        return ["effects: must be a list"]
    problems: list[str] = []
    for index, effect in enumerate(effects):
        problems += validate_effect(effect, f"effects[{index}]")
    return problems
