"""115.1 / 601.2c: "a spell that targets ~" (heroic's "Whenever you cast a spell that targets
this creature", 207.2c): a spell on the stack one of whose targets is the ability's source.
Checked as the spell becomes cast (601.2i), when its targets are chosen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TargetsSource(Selector):
    """The spell `oid` targets the source of the ability asking."""

    local = False  # reads the stack, not only the object

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        for item in view.state.stack_items:
            if item.kind == "spell" and item.source == oid:
                return ctx.source in [t for t in item.targets if isinstance(t, int)]
        return False


__all__ = ["TargetsSource"]
