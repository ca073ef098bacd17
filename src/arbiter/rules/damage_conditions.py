"""Conditions on the results of a resolving spell's or ability's damage (608.2c, 120.1):
"If a player is dealt damage this way, scry 1.", "If a Werewolf is dealt damage this way,
destroy it."

The engine records what the spell's or ability's own damage instructions actually dealt
damage to (after prevention, 615: prevented damage isn't dealt) and fills the recipients in
as the condition is checked (`engine.stack.object_conditions`, reference "dealt_this_way")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Ref
from arbiter.rules.object_conditions import ObjectIs

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The recipients of the damage the resolving spell or ability has dealt so far.
DEALT_THIS_WAY = Ref("dealt_this_way")


@dataclass(frozen=True)
class DealtDamageThisWay(ObjectIs):
    """"If a player / a <permanent> is dealt damage this way": one of the recipients is a
    player (`selector` None), or a permanent matching `selector` now."""

    what: Any = DEALT_THIS_WAY
    selector: Any = None
    objects: tuple[Any, ...] | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.objects is None:
            raise ValueError("DealtDamageThisWay is checked with the recipients filled in")
        if self.selector is None:
            return any(isinstance(o, tuple) and o[0] == "player" for o in self.objects)
        return any(isinstance(o, int) and o in view.chars
                   and self.selector.matches(view, o, ctx) for o in self.objects)
