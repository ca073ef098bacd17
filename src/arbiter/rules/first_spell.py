"""601.2i: "the first spell you cast each turn", "the first instant or sorcery spell you cast
each turn", "the first spell you cast from exile each turn": a spell on the stack that is the
first its controller cast this turn among the spells with those qualities as each became cast
(`TurnState.spell_types`: card types and the zone cast from, kept as each spell was cast, so
a spell cast earlier that has since left the stack still counts; a copy isn't cast, 707.10).

    The first spell you cast each turn has cascade.
    The first spell you cast from anywhere other than your hand each turn has demonstrate.
    The first creature spell you cast each turn costs {2} less to cast.  (601.2f)
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
    #: The first of its caster's spells, whoever that is ("Whenever an opponent casts their
    #: first noncreature spell each turn", 603.2), not of the effect's controller.
    casters: bool = False

    local = False

    def _counts(self, types: frozenset[str], zone: str | None) -> bool:
        return (not self.any_of or bool(types & set(self.any_of))) \
            and not types & set(self.none_of) \
            and (self.from_zone is None or zone == self.from_zone) \
            and (self.not_from is None or zone != self.not_from)

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        obj = view.state.objects[oid]
        caster = obj.controller if self.casters else ctx.controller
        if obj.zone != "stack" or obj.spell_copy or obj.controller != caster:
            return False
        for player, spell, types, zone in view.state.turn.spell_types:
            if player == caster and self._counts(types, zone):
                return spell == oid
        return False

    def reads(self) -> frozenset[str]:
        return frozenset({"controller", "zone"})

    def zones(self) -> frozenset[str]:
        return frozenset({"stack"})


@dataclass(frozen=True)
class NthSpellBeingCast(Selector):
    """601.2f: a spell its controller is casting (its total cost being determined, before it
    becomes cast, 601.2i) that will be their `n`th spell this turn with one of the card
    types `any_of` (all spells when empty) and none of `none_of`: it has those types, and
    `n - 1` such spells of theirs became cast this turn before it, whenever that was ("The
    second spell you cast each turn costs {1} less to cast.")."""

    n: int = 1
    any_of: tuple[str, ...] = ()
    none_of: tuple[str, ...] = ()

    local = False

    def _of_types(self, types: frozenset[str]) -> bool:
        return (not self.any_of or bool(types & set(self.any_of))) \
            and not types & set(self.none_of)

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if oid not in view.chars or not self._of_types(frozenset(view.chars[oid].types)):
            return False
        before = sum(1 for player, spell, types, _zone in view.state.turn.spell_types
                     if player == ctx.controller and spell != oid and self._of_types(types))
        return before == self.n - 1

    def reads(self) -> frozenset[str]:
        return frozenset({"types"})


__all__ = ["FirstSpellThisTurn", "NthSpellBeingCast"]
