"""Conditions on the permanents that left the battlefield under a player's control
this turn (revolt, 207.2c; 611.3b, 603.4), each judged by the permanent as it last existed on
the battlefield (608.2h), wherever it went and whatever it is now (a new object, 400.7):

    a permanent left the battlefield under your control this turn   (revolt: Renegade Rallier)
    a permanent you controlled left the battlefield this turn        (Lulu, Loyal Hollyphant)
    a creature left the battlefield under your control this turn     (Tale of Momo)
    a creature died under your control this turn (700.4)             (Bontu)
    the number of creatures that died under your control this turn   (Season of Loss)
    you've sacrificed an artifact this turn (701.21a)               (Furtive Courier)
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
from arbiter.rules.values import Value
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
    #: 700.4: only those put into a graveyard ("died under your control this turn")
    died: bool = False
    #: "another Human died under your control this turn": not the source itself
    other: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return _count(view, ctx, self.selector, self.yours, self.died, self.other) >= self.n


@dataclass(frozen=True)
class LeftUnderYouCount(Value):
    """"the number of creatures that died under your control this turn" (`died`; "for each
    creature that died under your control this turn")."""

    selector: Selector
    died: bool = True
    #: False: under anyone's control ("for each creature that died this turn", 700.4)
    yours: bool = True
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return _count(view, ctx, self.selector, self.yours, self.died, False)

    def __str__(self) -> str:
        how = "died" if self.died else "left the battlefield"
        whose = " under your control" if self.yours else ""
        return f"the number of {self.selector} that {how}{whose} this turn"


def _count(view: LayerView, ctx: EffectContext, selector: Selector, yours: bool, died: bool,
           other: bool) -> int:
    return sum(1 for o, controller, chars, zone in view.state.turn.left
               if (controller == ctx.controller or not yours)
               and (zone == "graveyard" or not died) and not (other and o == ctx.source)
               and selector.matches(LayerView(view.state, {o: chars}), o, ctx))


@dataclass(frozen=True)
class SacrificedThisTurn(Condition):
    """701.21a: the effect's controller has sacrificed a permanent matching `selector` (as
    it last existed on the battlefield, 608.2h) this turn: "if you sacrificed a Food this
    turn" (`TurnState.sacrificed`, noted by `Game.sacrifice`)."""

    selector: Selector

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(player == ctx.controller
                   and self.selector.matches(LayerView(view.state, {o: chars}), o, ctx)
                   for o, player, chars in view.state.turn.sacrificed)


@dataclass(frozen=True)
class SpellWarpedThisTurn(Condition):
    """702.185c: "a spell was warped this turn": a spell was cast for its warp cost this
    turn, by any player (`TurnState.warped`)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.warped > 0


__all__ = ["LeftUnderYouCount", "LeftUnderYouThisTurn", "SacrificedThisTurn",
           "SpellWarpedThisTurn"]
