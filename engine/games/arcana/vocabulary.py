"""The shape of an Arcana card's stored `effects` (docs/arcana-engine.md), checked by the card
database on save so a typo is caught rather than silently ignored:
[{"timing": <TIMINGS>, "cost": [{"kind": "pay-hp", "amount": n}], "actions": [{"do": <ACTIONS>, ...}]}].
The tables are the runtime's own (engine/games/arcana/effects.py), so the vocabulary is what the
engine plays."""
from __future__ import annotations

from engine.games.arcana.effects import ACTIONS, TIMINGS
from engine.games.arcana.effects import validate as validate_effects

__all__ = ["ACTIONS", "TIMINGS", "validate_effects"]
