"""601.2i: the spells a player has cast this turn (`TurnState.spells_cast`, counted as each
becomes cast; a copy isn't cast, 707.10), and 700.13: whether they have committed a crime
this turn (`TurnState.crimes`):

    This creature gets +2/+0 as long as you've cast two or more spells this turn.
    This creature has hexproof as long as you haven't cast a spell this turn.
    This creature has double strike as long as you've committed a crime this turn.
    This creature has flying as long as you've cast an instant or sorcery spell this turn.
    ... for each [other] instant and sorcery spell you've cast this turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SpellsCastThisTurn(Value):
    """601.2i: how many spells the effect's controller has cast this turn."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.turn.spells_cast.get(ctx.controller, 0)

    def __str__(self) -> str:
        return "the number of spells you've cast this turn"


@dataclass(frozen=True)
class NoSpellCastFromHandThisTurn(Condition):
    """601.2a, 601.2i: "if you haven't cast a spell from your hand this turn": none of the
    spells the effect's controller cast this turn was cast from their hand (where each was
    cast from, `TurnState.spell_types`)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not any(p == ctx.controller and cast_from == "hand"
                       for p, _, _, cast_from in view.state.turn.spell_types)

    def __str__(self) -> str:
        return "you haven't cast a spell from your hand this turn"


@dataclass(frozen=True)
class CommittedCrimeThisTurn(Condition):
    """700.13: the effect's controller has committed a crime this turn."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.controller in view.state.turn.crimes


@dataclass(frozen=True)
class NoncreatureSpellCastThisTurn(Condition):
    """601.2i: the effect's controller has cast a noncreature spell this turn (its types as
    it became cast, `engine.casting.cast_history`)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.noncreature_spells.get(ctx.controller, 0) > 0


@dataclass(frozen=True)
class SpellsOfTypesCastThisTurn(Condition):
    """601.2i: the effect's controller has cast `n` or more spells this turn that had one of
    the card types `any_of` (205.2a; "instant or sorcery") and none of `none_of`
    ("noncreature"), as each became cast (`TurnState.spell_types`)."""

    any_of: tuple[str, ...] = ()
    none_of: tuple[str, ...] = ()
    n: int = 1

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        count = 0
        for player, _spell, types, _zone in view.state.turn.spell_types:
            if player == ctx.controller and (not self.any_of or types & set(self.any_of)) \
                    and not types & set(self.none_of):
                count += 1
        return count >= self.n


@dataclass(frozen=True)
class SpellsOfTypesCount(Value):
    """601.2i: how many spells the effect's controller has cast this turn that had one of
    the card types `any_of` as each became cast ("the number of instant and sorcery spells
    you've cast this turn"); `other`: not counting the resolving spell itself ("for each
    other instant and sorcery spell you've cast this turn"; a copy was never cast, 707.10)."""

    any_of: tuple[str, ...] = ()
    other: bool = False
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(1 for player, spell, types, _zone in view.state.turn.spell_types
                   if player == ctx.controller and types & set(self.any_of)
                   and not (self.other and spell == ctx.source))

    def __str__(self) -> str:
        return f"the number of {'other ' if self.other else ''}" \
               f"{' and '.join(t.lower() for t in self.any_of)} spells you've cast this turn"


__all__ = ["CommittedCrimeThisTurn", "NoSpellCastFromHandThisTurn", "NoncreatureSpellCastThisTurn",
           "SpellsCastThisTurn", "SpellsOfTypesCastThisTurn", "SpellsOfTypesCount"]
