"""700.2 / 601.2b: the modes a player may choose as they cast a modal spell: "choose one"
one mode, "choose two" two different modes, "choose one or both" / "choose one or more" any
number in that range (700.2d: a mode may be chosen only once unless the spell says
otherwise). Each choice is offered as the modes' numbers in printed order ("1", "1+3")."""

from __future__ import annotations

from itertools import combinations
from typing import Any


def mode_options(modes: tuple[int, int], n_modes: int) -> list[tuple[str, Any]]:
    """Each legal choice of modes: a single mode as its number, several as a list."""
    low, high = modes
    out: list[tuple[str, Any]] = []
    for k in range(max(1, low), min(high, n_modes) + 1):
        for combo in combinations(range(1, n_modes + 1), k):
            out.append(("+".join(map(str, combo)), combo[0] if k == 1 else list(combo)))
    return out
