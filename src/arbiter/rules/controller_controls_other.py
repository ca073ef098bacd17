"""611.3b with 108.4: "as long as its controller controls another creature" / "controls no
other creatures": a quality of a permanent judged through its controller, counting the
permanents that player controls other than it (109.1):

    Enchanted creature has shroud as long as its controller controls another creature.
    Enchanted creature has intimidate as long as its controller controls no other creatures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ControllerControlsOther(Selector):
    """The object's controller controls a permanent other than it that matches `what`
    (`some`), or none (`some` False)."""

    what: Selector
    some: bool = True

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if oid not in view.chars:
            return False
        controller = view.chars[oid].controller
        found = any(
            other != oid and obj.zone == "battlefield" and other in view.chars
            and view.chars[other].controller == controller and self.what.matches(view, other, ctx)
            for other, obj in view.state.objects.items())
        return found == self.some

    def reads(self) -> frozenset[str]:
        return frozenset({"controller", "zone"}) | self.what.reads()


__all__ = ["ControllerControlsOther"]
