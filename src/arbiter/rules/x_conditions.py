""""If X is 5 or more, ..." (608.2c, in an "if" sentence of a spell's or ability's own
effect): the X announced for that spell or ability (107.3a, 601.2b, 602.2b), or for the
spell a permanent was cast as in its own enters-the-battlefield ability (107.3m). 107.3i:
every X on an object has that one value. The engine fills in the value from the resolving
item's choices as the condition is checked (`engine.stack.object_conditions`); 107.3b: no X
announced, X is 0."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

_OPS = {"<": int.__lt__, "<=": int.__le__, ">=": int.__ge__, ">": int.__gt__,
        "==": int.__eq__}


@dataclass(frozen=True)
class AnnouncedXIs(Condition):
    """The announced X compared with `n` by `op` ("<", "<=", "==", ">=", ">"). `x` is
    filled in by the engine from the resolving spell or ability."""

    op: str
    n: int
    x: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.x is None:
            raise ValueError("AnnouncedXIs is checked with the resolving spell's X")
        return bool(_OPS[self.op](self.x, self.n))

    def __str__(self) -> str:
        return f"X {self.op} {self.n}"


__all__ = ["AnnouncedXIs"]
