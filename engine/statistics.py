"""Small statistics helpers for results."""
from __future__ import annotations

from math import sqrt

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (draws may count as half wins)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def histogram_percentile(histogram: dict[int, int], fraction: float) -> int | None:
    total = sum(histogram.values())
    if total == 0:
        return None
    threshold = fraction * total
    running = 0
    for value in sorted(histogram):
        running += histogram[value]
        if running >= threshold:
            return value
    return max(histogram)
