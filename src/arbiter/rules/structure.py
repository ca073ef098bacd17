"""Walking the structures the compiler builds and the engine reads (abilities, instructions,
selectors, values: frozen dataclasses nested in tuples), for the questions asked of a whole
structure ("does this effect return the card from the graveyard?", "does it name that
player?")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any


def nodes(x: Any, into: Callable[[Any], bool] | None = None) -> Iterator[Any]:
    """`x` and everything inside it, depth first: the items of tuples and lists and the fields
    of dataclass instances. `into(node)` False: the node is given but not looked inside."""
    yield x
    if into is not None and not into(x):
        return
    if isinstance(x, tuple | list):
        for y in x:
            yield from nodes(y, into)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from nodes(getattr(x, f.name), into)


__all__ = ["nodes"]
