"""602.2b / 107.3a: in an activated ability with {X} in its activation cost, X is announced
as it is activated and is that value everywhere in the ability's text while it's on the stack
(107.3k: independent of any other X of its object). "Destroy each artifact with mana value X"
(Dauntless Dismantler) is then "with mana value 3" for X = 3: each "with mana value X [or
less / or greater]" limit of its instructions (`rules.announced_x.ManaValueX`) becomes a plain
mana-value comparison with the announced number."""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.rules.announced_x import ManaValueX
from arbiter.rules.data_search import contains


def has_x_limit(x: Any) -> bool:
    """Whether any ManaValueX is inside `x` (instructions, selectors, tuples)."""
    return contains(x, ManaValueX)


def fix_x_limits(x: Any, n: int) -> Any:
    """`x` with each ManaValueX compared with the announced X, `n` (only what holds one is
    rebuilt)."""
    if isinstance(x, ManaValueX):
        return x.fixed(n)
    if isinstance(x, tuple):
        return tuple(fix_x_limits(y, n) for y in x) if has_x_limit(x) else x
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and has_x_limit(x):
        return dataclasses.replace(x, **{f.name: fix_x_limits(getattr(x, f.name), n)
                                         for f in dataclasses.fields(x) if f.init})
    return x


__all__ = ["fix_x_limits", "has_x_limit"]
