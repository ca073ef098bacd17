"""Conditions on the permanents that entered the battlefield under a player's control this
turn (611.3b, 603.4), each judged by the permanent as it entered, whether or not it is still
on the battlefield (a new object since, 400.7):

    two or more nonland permanents entered the battlefield under your control this turn
                                                              (Celebration, Armory Mice)
    an artifact entered the battlefield under your control this turn   (Mechan Shieldmate)
    another creature entered the battlefield under your control this turn
                                                              (Bristlebane Outrider)

The engine records each permanent as it finishes entering, with its controller and its
characteristics then (`TurnState.entered`, `engine.replacement.entering`); a permanent a
scenario places on the battlefield as the game is set up didn't enter during a turn.
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
class EnteredUnderYouThisTurn(Condition):
    """At least `n` permanents matching `selector` (judged on their characteristics as they
    entered; no zone test) entered the battlefield under the effect controller's control this
    turn; `other`: not counting the source itself ("another creature")."""

    selector: Selector
    n: int = 1
    other: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        found = 0
        for oid, controller, chars in view.state.turn.entered:
            if controller != ctx.controller or (self.other and oid == ctx.source):
                continue
            if self.selector.matches(LayerView(view.state, {oid: chars}), oid, ctx):
                found += 1
                if found >= self.n:
                    return True
        return False


@dataclass(frozen=True)
class EnteredUnderYouCount(Value):
    """"the number of creatures that entered the battlefield under your control this turn":
    the permanents matching `selector` as they entered."""

    selector: Selector
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(1 for o, controller, chars in view.state.turn.entered
                   if controller == ctx.controller
                   and self.selector.matches(LayerView(view.state, {o: chars}), o, ctx))

    def __str__(self) -> str:
        return f"the number of {self.selector} that entered under your control this turn"


__all__ = ["EnteredUnderYouCount", "EnteredUnderYouThisTurn"]
