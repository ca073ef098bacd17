"""608.2b, 611.2c: a spell's continuous effect is on objects its text names. A spell line whose
"that creature", "those creatures" or "it" has nothing named before it ("Spell mastery — If
..., those creatures also gain vigilance until end of turn." on a line of its own) would bind
to the spell itself, which the effect can't mean: such a line is left unread (principle 5)
rather than read as an effect on the spell."""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.rules.instructions import objects as I


def affects_itself(x: Any) -> bool:
    """Does a spell's instruction create a continuous effect on the spell itself?"""
    if isinstance(x, I.CreateEffect):
        return x.affected == I.Ref.this()
    if isinstance(x, tuple | list):
        return any(affects_itself(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__ == I.__name__:
        return any(affects_itself(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False


__all__ = ["affects_itself"]
