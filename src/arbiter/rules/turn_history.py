"""Values about what happened this turn that intervening "if" clauses read (603.4):

    you gained life this turn / you gained N or more life this turn      (119.9)
    a creature died this turn / no creatures died this turn              (700.4)
    ~ dealt damage to an opponent this turn                              (120.3)

The counts are kept in `TurnState` and start over as each turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class LifeGainedThisTurn(Value):
    """119.9: the life the effect's controller has gained this turn (a gain of 0 is no
    gain; 119.5: a life total set higher is a gain)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.turn.life_gained.get(ctx.controller, 0)

    def __str__(self) -> str:
        return "the life you gained this turn"


@dataclass(frozen=True)
class LifeYouGainedThatTime(Value):
    """119.9, 603.2: "the amount of life you gained" (no "this turn") in an ability that
    triggers whenever you gain life: the life gained in that event. The grammar reads it
    before it knows the trigger; `compiler.triggers.that_much` makes it the event's amount
    (`EventAmount`) under "Whenever you gain life" and nowhere else, so a line still holding
    one is left unread (`bound_ok`, `compiler.unbound`)."""

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("'the amount of life you gained' was never bound to its event")

    def bound_ok(self) -> bool:
        return False

    def __str__(self) -> str:
        return "the amount of life you gained"


@dataclass(frozen=True)
class SourceDealtDamageToOpponent(Condition):
    """120.3: the source (this object, 400.7) dealt damage to an opponent of the effect's
    controller this turn (`TurnState.player_damage_sources`; combat or not)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        return src is not None and any(
            s == src and p != ctx.controller for s, p in view.state.turn.player_damage_sources)


__all__ = ["LifeGainedThisTurn", "LifeYouGainedThatTime", "SourceDealtDamageToOpponent"]
