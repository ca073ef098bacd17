"""508.1a: whether a creature attacked this turn (was declared as an attacker; a creature put
onto the battlefield attacking never attacked, 508.4). "Untap all creatures that attacked
this turn" (Relentless Assault): `AttackedThisTurn`. 702.142a boast: "Activate only if this
creature attacked this turn". 509.1g: whether it blocked this combat ("At end of combat, if
this creature attacked or blocked this combat", 511)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SourceAttackedThisTurn(Condition):
    """"this creature attacked this turn": the source was declared as an attacker this turn
    (by whichever player controlled it then; `TurnState.attacked_with`). `or_blocked`: "this
    creature attacked or blocked this turn" (509.1g: or declared as a blocker this turn)."""

    or_blocked: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        from arbiter.rules.blocked_this_turn import blocked_this_turn

        if ctx.source is None:
            return False
        return any(ctx.source in ids for ids in view.state.turn.attacked_with.values()) or (
            self.or_blocked and blocked_this_turn(view, ctx.source))


@dataclass(frozen=True)
class AttackedThisTurn(Selector):
    """"creatures that attacked this turn": permanents declared as attackers this turn
    (508.1a), still the same objects (400.7: one that left and returned is new)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return any(oid in ids for ids in view.state.turn.attacked_with.values())


@dataclass(frozen=True)
class SourceAttackedOrBlockedThisCombat(Condition):
    """"this creature attacked or blocked this combat": the source was declared as an
    attacker (508.1a; put onto the battlefield attacking isn't attacking, 508.4) or as a
    blocker (509.1g) in the combat phase under way; `attacked`/`blocked` say which count."""

    attacked: bool = True
    blocked: bool = True

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        combat = view.state.combat
        if combat is None or ctx.source is None:
            return False
        return (self.attacked and ctx.source in combat.declared) or (
            self.blocked and ctx.source in combat.declared_blockers)


__all__ = ["AttackedThisTurn", "SourceAttackedOrBlockedThisCombat", "SourceAttackedThisTurn"]
