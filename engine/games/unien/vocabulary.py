"""Stored `effects` for Unien cards: none. The Unien engine compiles the card's text
(engine/games/unien/effects.py, played by handlers.py); stored effects would be ignored, so
`validate_effects` refuses them."""
from __future__ import annotations

from engine.games.unien.effects import validate as validate_effects

__all__ = ["validate_effects"]
