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
