"""Win rates with 95% confidence intervals (the Wilson score interval, which stays inside
[0, 1] and behaves at 0 or all wins, unlike the normal approximation)."""

from __future__ import annotations

from math import sqrt

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The interval for the true win rate after `wins` of `games`; (0, 1) for no games."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # exactly 0 and 1 at the ends,
    high = 1.0 if wins == games else min(1.0, centre + half)  # not rounding's 5e-17
    return low, high


__all__ = ["Z95", "wilson"]
