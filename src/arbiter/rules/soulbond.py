"""Soulbond's pairing as the layer system reads it (702.95): whether a creature is paired,
and "the creature it's paired with". The pairing itself is made by the soulbond triggered
abilities (`engine.keywords.soulbond`) and recorded on both objects (`choices["paired_with"]`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import GameState

KEY = "paired_with"


def partner(state: GameState, chars: dict, oid: int) -> int | None:
    """The creature `oid` is paired with, if the pairing still holds (702.95e: both on the
    battlefield, both creatures, under the same controller); else None."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return None
    other = obj.choices.get(KEY)
    mate = state.objects.get(other) if other is not None else None
    if mate is None or mate.zone != "battlefield" or mate.choices.get(KEY) != oid:
        return None
    a, b = chars.get(oid), chars.get(other)
    if a is None or b is None or "Creature" not in a.types or "Creature" not in b.types:
        return None
    if a.controller != b.controller:
        return None
    return other


@dataclass(frozen=True)
class SourcePaired(Condition):
    """"As long as ~ is paired with another creature" (702.95b)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and \
            partner(view.state, view.chars, ctx.source) is not None


@dataclass(frozen=True)
class PairedWithSource(Selector):
    """"Both creatures" / "each of those creatures": the source and the creature it is paired
    with (702.95b)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None:
            return False
        mate = partner(view.state, view.chars, src)
        return mate is not None and oid in (src, mate)

    def zones(self) -> frozenset[str]:
        return frozenset({"battlefield"})
