"""Objects that entered the battlefield this turn: "each green creature that entered this
turn" (Oran-Rief, the Vastwood), "Activate only if this land entered this turn".

A permanent entering the battlefield is a new object (400.7); the engine notes on it the
turn it entered (`ENTERED_TURN` in its choices, `engine.replacement.entering`). A permanent
a scenario places on the battlefield as the game is set up didn't enter during a turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The key of the turn number a permanent entered the battlefield, in its choices.
ENTERED_TURN = "entered_turn"


def _entered_this_turn(view: LayerView, oid: int) -> bool:
    obj = view.state.objects[oid]
    return obj.zone == "battlefield" and obj.choices.get(ENTERED_TURN) == view.state.turn.number


@dataclass(frozen=True)
class EnteredThisTurn(Selector):
    """"<permanent> that entered this turn": it entered the battlefield during this turn."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return _entered_this_turn(view, oid)


@dataclass(frozen=True)
class SourceEnteredThisTurn(Condition):
    """"if this land entered this turn": the source entered the battlefield this turn."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and ctx.source in view.state.objects \
            and _entered_this_turn(view, ctx.source)


__all__ = ["ENTERED_TURN", "EnteredThisTurn", "SourceEnteredThisTurn"]
