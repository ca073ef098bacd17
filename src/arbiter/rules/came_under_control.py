"""302.6: whether the ability's source came under its controller's control this turn ("unless
it came under your control this turn", Erg Raiders): it hasn't been continuously controlled by
that player since the turn began (`GameObject.controlled_since`, kept by
`engine.control_changes` and set as a permanent enters)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceCameUnderYourControlThisTurn(Condition):
    """The source is a permanent "you" control that came under your control this turn."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects:
            return False
        obj = view.state.objects[src]
        if obj.zone == "battlefield" and src in view.chars and \
                view.controller(src) != ctx.controller:
            return False
        # 608.2h: a source that has left the battlefield, as it last existed there
        return obj.zone in ("battlefield", "left:battlefield") and \
            obj.controlled_since == view.state.turn.number


__all__ = ["SourceCameUnderYourControlThisTurn"]
