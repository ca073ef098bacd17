"""Comparisons with the players in combat (506.2, 108.4): "This creature can't attack unless
you control more lands than defending player." (per defending player,
`engine.combat.defender_restrictions`) and "This creature can't block unless you control more
lands than attacking player." (`ControlsMoreThanAttackingPlayer`: the attacking player is the
active player, 506.2). "You control more <permanents>" counts the permanents on the
battlefield each player controls that the selector matches (108.4), strictly more."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def controlled_count(view: LayerView, ctx: EffectContext, player: int,
                     selector: Selector) -> int:
    """108.4: the permanents `player` controls that `selector` matches."""
    return sum(1 for oid in view.state.battlefield() if oid in view.chars
               and view.chars[oid].controller == player and selector.matches(view, oid, ctx))


@dataclass(frozen=True)
class ControlsMoreThanAttackingPlayer(Condition):
    """"you control more <permanents> than attacking player" (506.2: the active player)."""

    selector: Selector

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you, active = ctx.controller, view.state.turn.active
        return controlled_count(view, ctx, you, self.selector) > controlled_count(
            view, ctx, active, self.selector)


__all__ = ["ControlsMoreThanAttackingPlayer", "controlled_count"]
