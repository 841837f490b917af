"""Shuffling with a game's own random.Random, as random.shuffle does it (engine/games/random_order.py)."""
from __future__ import annotations

from engine.games.random_order import shuffle

__all__ = ["shuffle"]
