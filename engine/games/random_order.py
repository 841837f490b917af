"""Shuffling with a game's own random.Random, as random.shuffle does it."""
from __future__ import annotations

import random


def shuffle(rng: random.Random, cards: list) -> None:
    """rng.shuffle(cards): the same draws from rng and the same order, without random.shuffle's method call per card
    (a game starts with a 50-card shuffle; the reference loop shuffles too)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1  # random._randbelow_with_getrandbits(n)
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
