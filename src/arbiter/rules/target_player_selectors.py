"""115.1 / 608.2b: objects described by a target player — "Destroy all creatures target player
controls.", "Tap all creatures target player controls.", "Return all artifacts target player
owns to their hand." (Hurkyl's Recall), "each creature that player or that planeswalker's
controller controls" after "target player or planeswalker" (the target player, or the target
planeswalker's controller).

The player is a target of the spell or ability (chosen as it is put on the stack, 601.2c,
603.3d). `player` is the reference to that target (`compiler.grammar.refs.bind` numbers it);
as the spell or ability resolves, `engine.stack.target_players` fills in `chosen`, the player
chosen, or -1 when that target is now illegal (608.2b: the spell does nothing to or through
it, so the phrase describes no object). Before that it describes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ControlledByTargetPlayer(Selector):
    """Controlled (`owns`: owned) by the target player `player` (a Ref once bound)."""

    player: Any = None
    owns: bool = False
    chosen: int | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if self.chosen is None or self.chosen < 0:
            return False
        if self.owns:
            return view.state.objects[oid].owner == self.chosen
        return view.controller(oid) == self.chosen

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})

    def bound_ok(self) -> bool:
        """`compiler.unbound`: its player was bound to a target of the ability."""
        # 608.2b: or to the trigger event's player (`compiler.grammar.event_player_groups`)
        return getattr(self.player, "kind", None) in ("player_target", "player_or_controller",
                                                      "event_player")


__all__ = ["ControlledByTargetPlayer"]
