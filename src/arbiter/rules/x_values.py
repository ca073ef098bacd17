"""107.3a: numbers made from the X announced for a resolving spell: "X plus 1" (Light Up the
Night: "It deals X plus 1 damage instead if that target is a creature or planeswalker.")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.rules.values import ChosenX, Value


@dataclass(frozen=True)
class XPlus(Value):
    """X as announced (107.3a), plus `n`."""

    n: int = 1

    def at_resolution(self, r: Any) -> int:
        """Counted as the instruction is carried out (the resolving spell's X)."""
        return int(r.number(ChosenX())) + self.n

    def value(self, view: Any, oid: int, ctx: Any) -> int:
        raise RuntimeError("XPlus is read by the interpreter from the spell's choices")

    def __str__(self) -> str:
        return f"X plus {self.n}"


__all__ = ["XPlus"]
