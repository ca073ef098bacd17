"""A last check on a compiled line: every reference in it is one the engine can follow.

An object with a `bound_ok()` method says whether its reference was bound to something the
engine follows (`rules.blocking_selectors.BlockingObject`: "blocking it" where "it" is the
ability's source). A line holding one that isn't is left unread (principle 5), wherever it
sits: an effect, a target requirement, a trigger condition or a static ability.
"""

from __future__ import annotations

import dataclasses
from typing import Any


def unbound(x: Any) -> bool:
    """Whether `x` (abilities, instructions, selectors ...) holds a reference the engine
    can't follow."""
    if isinstance(x, tuple | list):
        return any(unbound(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        check = getattr(x, "bound_ok", None)
        if check is not None and not check():
            return True
        return any(unbound(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False
