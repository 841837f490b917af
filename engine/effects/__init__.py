"""The declarative effect vocabulary cards carry as data (engine/effects/vocabulary.py).

`validate_effects(game, effects)` is what the card database calls on save and import: it returns
a list of problems, each naming its path (empty when the effect list is valid)."""
from __future__ import annotations

from engine.effects.other_games import validate_arcana, validate_unien, validate_universal_arena
from engine.effects.vocabulary import validate_effect

OTHER_GAMES = {"arcana": validate_arcana, "universal-arena": validate_universal_arena, "unien": validate_unien}


def validate_effects(game: str, effects) -> list[str]:
    """Union Arena effects are checked against the vocabulary; each other game against its engine's own."""
    if effects is None:
        return []
    if not isinstance(effects, list):
        return ["effects: must be a list"]
    if game in OTHER_GAMES:
        return OTHER_GAMES[game](effects)
    problems: list[str] = []
    for index, effect in enumerate(effects):
        problems += validate_effect(effect, f"effects[{index}]")
    return problems
