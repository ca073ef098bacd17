""""If this is the second time this ability has resolved this turn, ..." (608.2c, in the
"if" sentence of the ability's own effect): how many times this turn that ability of that
object has resolved, the one resolving included. The engine counts an ability as it
resolves (608.2: not one that doesn't resolve because all its targets are illegal, 608.2b,
or whose intervening "if" is false, 603.4; `engine.stack.items`); a permanent that left and
came back is a new object (400.7) whose ability hasn't resolved yet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ResolvedTimesThisTurn(Condition):
    """This is the `n`th time this ability has resolved this turn. `count` is filled in by
    the engine from the resolving ability (its source and text) as the condition is
    checked."""

    n: int = 1
    count: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.count is None:
            raise ValueError("ResolvedTimesThisTurn is checked with the resolving ability")
        return self.count == self.n


__all__ = ["ResolvedTimesThisTurn"]
