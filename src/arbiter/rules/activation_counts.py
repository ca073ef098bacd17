"""602.5b's count as a condition of an ability's own effect: "If this ability has been
activated four or more times this turn, sacrifice this creature at the beginning of the next
end step." (Dragon Whelp): the activations this turn of that ability of that object, the one
resolving included (the engine counts each as it is activated, `engine.casting.
activation_limits`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ActivatedTimesThisTurn(Condition):
    """This ability has been activated `n` or more times this turn. `count` is filled in by
    the engine from the resolving ability (its source and text) as the condition is
    checked."""

    n: int = 1
    count: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.count is None:
            raise ValueError("ActivatedTimesThisTurn is checked with the resolving ability")
        return self.count >= self.n


__all__ = ["ActivatedTimesThisTurn"]
