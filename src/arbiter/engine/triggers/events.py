"""Events that triggered abilities look for (603.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Event:
    kind: str
    obj: int | None
    new_id: int | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    player: int | None = None
    amount: int = 0
    step: str | None = None
    extra: Any = None
    #: Which simultaneous events it belongs to, and where in the game's event list that
    #: batch began (`engine.triggers.batches`, 603.2c).
    batch: int = 0
    batch_start: int = 0
    #: For "becomes_target": the kind of stack object targeting it ("spell", "activated",
    #: "triggered").
    stack_kind: str | None = None
