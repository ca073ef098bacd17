"""A life total noted for a permanent ("note your life total", Sigarda's Splendor): the
number is kept on the permanent (`GameObject.choices`) and compared later."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: Where the last noted life total is kept on the source.
KEY = "noted_life"


@dataclass(frozen=True)
class LifeAtLeastNoted(Condition):
    """"your life total is greater than or equal to the last noted life total for ~" (119):
    false when no life total was noted for it."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None or ctx.source not in view.state.objects:
            return False
        noted = view.state.objects[ctx.source].choices.get(KEY)
        return noted is not None and view.state.players[ctx.controller].life >= int(noted)
