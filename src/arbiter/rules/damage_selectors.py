"""Selectors about damage an object was dealt (120.1, 120.3): "target creature that was
dealt damage this turn"; and about damage it dealt: "target creature that dealt damage to
you this turn" (120.3a: the turn's (source, player) pairs, `TurnState.player_damage_sources`,
combat or not; an object that changed zones since is a new object that dealt none, 400.7).

The engine remembers, on the permanent, each (turn, source) that dealt it damage
(`rules.event_selectors.record_damage`, called as damage is marked or removes counters,
after prevention and replacement: prevented damage isn't dealt, 615.1). An object that
changed zones is a new object with no such history (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.event_selectors import DAMAGED_BY
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DealtDamageThisTurn(Selector):
    """"<permanent> that was dealt damage this turn": any source dealt it damage during the
    current turn (120.1)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        turn = view.state.turn.number
        return any(tuple(e)[0] == turn
                   for e in view.state.objects[oid].choices.get(DAMAGED_BY, ()))


@dataclass(frozen=True)
class DealtDamageToYouThisTurn(Selector):
    """"<creature> that dealt damage to you this turn": the object dealt damage to the
    effect's controller during the current turn (120.3a)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(src == oid and p == ctx.controller
                   for src, p in view.state.turn.player_damage_sources)
