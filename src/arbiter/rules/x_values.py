"""107.3a: numbers made from the X announced for a resolving spell: "X plus 1" (Light Up the
Night: "It deals X plus 1 damage instead if that target is a creature or planeswalker.";
Vitalizing Cascade: "You gain X plus 3 life."). A later "where X is ..." (107.3) replaces the
X inside (`compiler.effects.sentences`), so "X plus 1, where X is the number of green
creatures" is that number plus one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.rules.values import ChosenX, Value


@dataclass(frozen=True)
class XPlus(Value):
    """X (as announced, 107.3a, or as a where-clause defines it, 107.3) plus `n`."""

    n: int = 1
    inner: Value = field(default_factory=ChosenX)

    def reads(self) -> frozenset[str]:
        return self.inner.reads()

    def at_resolution(self, r: Any) -> int:
        """Counted as the instruction is carried out (the resolving spell's X)."""
        return int(r.number(self.inner)) + self.n

    def value(self, view: Any, oid: int, ctx: Any) -> int:
        return self.inner.value(view, oid, ctx) + self.n  # ChosenX: read by the interpreter

    def __str__(self) -> str:
        return f"X plus {self.n}"


__all__ = ["XPlus"]
