"""701.10b, 701.11b: fixing "double (triple) the power and toughness" for each affected object
as the effect is created (611.2c: the affected set is locked then too)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.rules.doubling import EachFixed, OwnAsResolved
from arbiter.rules.parts import _PT

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def fix_each(game: Game, parts: tuple[Any, ...], locked: frozenset[int]) -> tuple[Any, ...]:
    """Each `OwnAsResolved` of a power/toughness part becomes that object's own number now."""
    if not any(isinstance(p, _PT) and any(isinstance(getattr(p, f), OwnAsResolved)
                                          for f in ("power", "toughness")) for p in parts):
        return parts
    chars = game.layers().chars
    out = []
    for p in parts:
        if isinstance(p, _PT):
            changes = {}
            for f in ("power", "toughness"):
                v = getattr(p, f)
                if isinstance(v, OwnAsResolved):
                    changes[f] = EachFixed(tuple(sorted(
                        (o, v.times * (getattr(chars[o], v.what) or 0))
                        for o in locked if o in chars)))
            p = dataclasses.replace(p, **changes)
        out.append(p)
    return tuple(out)
