"""The declarative effect vocabulary cards carry as data (engine/effects/vocabulary.py).

`validate_effects(game, effects)` is what the card database calls on save and import: it returns
a list of problems, each naming its path (empty when the effect list is valid)."""
from __future__ import annotations


def validate_effects(game: str, effects) -> list[str]:
    """Each game's stored effects are checked by its GameSpec's validator (Union Arena: against the
    vocabulary; the other games: against their engines' own, engine/games/<game>/vocabulary.py)."""
    from engine.spec import spec_for

    if effects is None:
        return []
    if not isinstance(effects, list):
        return ["effects: must be a list"]
    return spec_for(game).validate_effects(effects)
