"""Shuffling with a game's own random.Random, as random.shuffle does it (shared by the games' engines)."""
from __future__ import annotations

import random

# _BITS[i]: (i + 1).bit_length(), the bits random._randbelow(i + 1) draws (a deck is far shorter than the table)
_BITS = [(i + 1).bit_length() for i in range(1024)]


def shuffle(rng: random.Random, cards: list) -> None:
    """rng.shuffle(cards): the same draws from rng and the same order, without random.shuffle's method call per card
    (a game starts with a 40- or 50-card shuffle; the reference loop shuffles too)."""
    getrandbits = rng.getrandbits
    top = len(cards) - 1
    bits = _BITS if top < len(_BITS) else [(i + 1).bit_length() for i in range(top + 1)]
    for i in range(top, 0, -1):
        j = getrandbits(bits[i])  # (j < i + 1, random._randbelow_with_getrandbits(i + 1))
        while j > i:
            j = getrandbits(bits[i])
        cards[i], cards[j] = cards[j], cards[i]
