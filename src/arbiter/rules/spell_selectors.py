"""Selectors and conditions about how a spell was cast: "spells you cast from your
graveyard", "if this spell was cast from a graveyard" (601.2a: a spell is cast from the zone
it was in when it was proposed, then moved to the stack)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.phase_conditions import PHASE_OF
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CastFrom(Selector):
    """A spell cast from `zone` (601.2a). On the stack: the zone it was cast from
    (`GameObject.cast_from`); while its total cost is being determined (601.2f, before it
    moves), the zone it is in."""

    zone: str

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        if obj.zone == "stack":
            return obj.cast_from == self.zone
        return obj.zone == self.zone


@dataclass(frozen=True)
class SourceCastFrom(Condition):
    """"if this spell was cast from a graveyard" (601.2a): the source, a spell, was cast
    from `zone` (`GameObject.cast_from`)."""

    zone: str

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and \
            view.state.objects[ctx.source].cast_from == self.zone


@dataclass(frozen=True)
class SourceCastFromOtherThan(Condition):
    """"if this spell was cast from exile" (`zone` "exile", `other_than` False) and "if this
    spell was cast from anywhere other than your hand" (`zone` "hand", `other_than` True)
    (601.2a): the source is a spell that was cast (707.10: a copy wasn't) from such a zone
    (`GameObject.cast_from`)."""

    zone: str
    other_than: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        obj = view.state.objects[ctx.source]
        if obj.spell_copy or obj.cast_from is None:
            return False
        return (obj.cast_from != self.zone) if self.other_than else obj.cast_from == self.zone


@dataclass(frozen=True)
class CastDuringYourMainPhase(Condition):
    """"If you cast this spell during your main phase" (addendum, 207.2c): the source is a
    spell that was cast (707.10: a copy wasn't) and it is now its controller's main phase.
    Checked as the spell resolves, that is the same thing: 500.2, a phase ends only with the
    stack empty, so a spell on the stack during a main phase was cast during that phase."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        obj = view.state.objects[ctx.source]
        turn = view.state.turn
        return obj.zone == "stack" and obj.cast_with is not None and not obj.spell_copy \
            and turn.active == ctx.controller and PHASE_OF.get(turn.step) == "main"
