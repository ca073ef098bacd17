"""Looking inside compiled rules data (instructions, selectors, conditions, values: frozen
dataclasses, tuples and lists nested in one another) for an object of some kind."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any


def contains(x: Any, kind: type | tuple[type, ...]) -> bool:
    """Whether an instance of `kind` is `x` or anywhere inside it."""
    return first_inside(x, lambda y: isinstance(y, kind)) is not None


def first_inside(x: Any, test: Callable[[Any], bool]) -> Any:
    """The first object (depth first) that passes `test`: `x` itself or anything inside it;
    None when there is none."""
    if test(x):
        return x
    if isinstance(x, tuple | list):
        parts: Any = x
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        parts = (getattr(x, f.name) for f in dataclasses.fields(x))
    else:
        return None
    for y in parts:
        found = first_inside(y, test)
        if found is not None:
            return found
    return None


__all__ = ["contains", "first_inside"]
