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


def rebuild(x: Any, change: Callable[[Any], Any],
            into: Callable[[Any], bool] | None = None) -> Any:
    """`x` with every node inside it (and then `x` itself) replaced by `change(node)`, bottom
    up; tuples stay tuples, frozen dataclasses are rebuilt with their changed fields.
    `into(node)` False: the node is changed but not looked inside."""
    if into is not None and not into(x):
        return change(x)
    if isinstance(x, tuple):
        x = tuple(rebuild(y, change, into) for y in x)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        fields = {f.name: getattr(x, f.name) for f in dataclasses.fields(x) if f.init}
        changed = {k: rebuild(v, change, into) for k, v in fields.items()}
        if any(changed[k] is not fields[k] for k in fields):
            x = dataclasses.replace(x, **changed)
    return change(x)


__all__ = ["nodes", "rebuild"]
