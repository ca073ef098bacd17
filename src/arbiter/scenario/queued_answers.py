"""The scenario runner's top-level `choices:` queue (scenario-format.md): which decision a
queued answer answers."""

from __future__ import annotations

from typing import Any


def fits_queued(queued: Any, values: list[Any]) -> bool:
    """Whether a queued answer is one of a decision's options: `true`/`false` answer only a
    yes/no decision, 603.5 (True is not the object numbered 1 of a target decision, 601.2c);
    a number still answers a yes/no decision as 1/0, as scenarios written before this check
    do."""
    if isinstance(queued, bool):
        return any(isinstance(v, bool) and queued == v for v in values)
    return queued in values


__all__ = ["fits_queued"]
