"""601.2i: "the first spell you cast each turn", "the first instant or sorcery spell you cast
each turn", "the first spell you cast from exile each turn": a spell on the stack that is the
first its controller cast this turn among the spells with those qualities as each became cast
(`TurnState.spell_types`: card types and the zone cast from, kept as each spell was cast, so
a spell cast earlier that has since left the stack still counts; a copy isn't cast, 707.10).

    The first spell you cast each turn has cascade.
    The first spell you cast from anywhere other than your hand each turn has demonstrate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class FirstSpellThisTurn(Selector):
    """A spell the effect's controller cast that is the first of theirs this turn with one
    of the card types `any_of` (all spells when empty) and none of `none_of` (205.2a), cast
    from `from_zone` (None: any) and not from `not_from` (601.2a)."""

    any_of: tuple[str, ...] = ()
    none_of: tuple[str, ...] = ()
    from_zone: str | None = None
    not_from: str | None = None

    local = False

    def _counts(self, types: frozenset[str], zone: str | None) -> bool:
        return (not self.any_of or bool(types & set(self.any_of))) \
            and not types & set(self.none_of) \
            and (self.from_zone is None or zone == self.from_zone) \
            and (self.not_from is None or zone != self.not_from)

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        if obj.zone != "stack" or obj.spell_copy or obj.controller != ctx.controller:
            return False
        for player, spell, types, zone in view.state.turn.spell_types:
            if player == ctx.controller and self._counts(types, zone):
                return spell == oid
        return False

    def reads(self) -> frozenset[str]:
        return frozenset({"controller", "zone"})

    def zones(self) -> frozenset[str]:
        return frozenset({"stack"})


__all__ = ["FirstSpellThisTurn"]
