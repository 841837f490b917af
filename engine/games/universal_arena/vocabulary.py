"""The shape of a Universal Arena card's stored `effects` (docs/universal-arena-engine.md), checked by
the card database on save: [{"do": <OPS>, "amount": n, "timing": "on-hit" (optional)}]. The ops are
the keys of the runtime's handler table (engine/games/universal_arena/effects.py), so the vocabulary
is exactly what the engine plays."""
from __future__ import annotations

from engine.games.universal_arena.effects import OPS
from engine.games.universal_arena.effects import validate as validate_effects

__all__ = ["OPS", "validate_effects"]
