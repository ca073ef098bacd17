"""Looking inside compiled rules data (instructions, selectors, conditions, values: frozen
dataclasses, tuples and lists nested in one another) for an object of some kind."""

from __future__ import annotations

import dataclasses
from typing import Any


def contains(x: Any, kind: type | tuple[type, ...]) -> bool:
    """Whether an instance of `kind` is `x` or anywhere inside it."""
    if isinstance(x, kind):
        return True
    if isinstance(x, tuple | list):
        return any(contains(y, kind) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(contains(getattr(x, f.name), kind) for f in dataclasses.fields(x))
    return False


__all__ = ["contains"]
