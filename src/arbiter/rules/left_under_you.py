"""Conditions on the permanents that left the battlefield under a player's control
this turn (revolt, 207.2c; 611.3b, 603.4), each judged by the permanent as it last existed on
the battlefield (608.2h), wherever it went and whatever it is now (a new object, 400.7):

    a permanent left the battlefield under your control this turn   (revolt: Renegade Rallier)
    a permanent you controlled left the battlefield this turn        (Lulu, Loyal Hollyphant)
    a creature left the battlefield under your control this turn     (Tale of Momo)
    a nonland permanent left the battlefield this turn or a spell was warped this turn
                                                      (void, 207.2c; 702.185c: Elegy Acolyte)

A permanent is under a player's control as it leaves when it was that player's as it last
existed there (its controller then, not its owner). The engine records each permanent as it
leaves, with those characteristics (`TurnState.left`, `Game.move`); a permanent phasing out
doesn't leave the battlefield (702.26d), and a scenario's board starts with none recorded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext


@dataclass(frozen=True)
class LeftUnderYouThisTurn(Condition):
    """At least `n` permanents matching `selector` (judged as they last existed on the
    battlefield; no zone test) left the battlefield this turn under the effect controller's
    control (`yours`; otherwise under anyone's: void's "a nonland permanent left the
    battlefield this turn")."""

    selector: Selector
    n: int = 1
    yours: bool = True

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        found = sum(1 for o, controller, chars in view.state.turn.left
                    if (controller == ctx.controller or not self.yours)
                    and self.selector.matches(LayerView(view.state, {o: chars}), o, ctx))
        return found >= self.n


@dataclass(frozen=True)
class SpellWarpedThisTurn(Condition):
    """702.185c: "a spell was warped this turn": a spell was cast for its warp cost this
    turn, by any player (`TurnState.warped`)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.warped > 0


__all__ = ["LeftUnderYouThisTurn", "SpellWarpedThisTurn"]
