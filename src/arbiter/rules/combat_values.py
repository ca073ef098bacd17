"""Numbers read from the combat record (`state.combat`) as a triggered ability resolves
(608.2h: fixed then, `values.AsResolved`):

    OpponentsAttackedThisCombat  702.121a: "for each opponent you attacked with a creature
                                 this combat" (melee)
    BlockersBeyondFirst          702.23a-b: "for each creature blocking it beyond the first"
                                 (rampage)
    BlockersOf                   509.1h: "for each creature blocking it" (Elvish Berserker)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class OpponentsAttackedThisCombat(Value):
    """702.121a: the opponents of the effect's controller that a creature was declared
    attacking this combat. Only players count, not the planeswalkers or battles attacked;
    it doesn't matter whether those creatures are still attacking or on the battlefield, nor
    whether the player is still in the game; a creature put onto the battlefield attacking
    was never declared (508.3a)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        combat = view.state.combat
        if combat is None:
            return 0
        you = ctx.controller
        return len({ident for kind, ident in combat.declared.values()
                    if kind == "player" and ident != you})

    def __str__(self) -> str:
        return "the number of opponents you attacked with a creature this combat"


@dataclass(frozen=True)
class BlockersBeyondFirst(Value):
    """702.23a: the creatures blocking the affected creature beyond the first (none when one
    or none blocks it). 702.23b: counted once, as the rampage ability resolves; blockers
    added or removed later don't change it. A creature removed from combat, or no longer on
    the battlefield, is no longer blocking (506.4)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        combat = view.state.combat
        if combat is None:
            return 0
        blocking = [b for b in combat.blockers_of(oid)
                    if (o := view.state.objects.get(b)) is not None and o.zone == "battlefield"]
        return max(0, len(blocking) - 1)

    def __str__(self) -> str:
        return "the number of creatures blocking it beyond the first"


@dataclass(frozen=True)
class BlockersOf(Value):
    """509.1g-h: the creatures blocking the affected creature now, counted once as the
    ability resolves (608.2h). A blocker removed from combat, or no longer on the
    battlefield, is no longer blocking it (506.4), though the creature stays blocked
    (509.1h)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        combat = view.state.combat
        if combat is None:
            return 0
        return len([b for b in combat.blockers_of(oid)
                    if (o := view.state.objects.get(b)) is not None and o.zone == "battlefield"])

    def __str__(self) -> str:
        return "the number of creatures blocking it"


@dataclass(frozen=True)
class BlockedBy(Value):
    """509.1a: the attacking creatures the affected creature is blocking now ("for each
    creature it's blocking", a creature able to block several), counted once as the ability
    resolves (608.2h). An attacker removed from combat or no longer on the battlefield isn't
    being blocked by it any more (506.4)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        combat = view.state.combat
        if combat is None:
            return 0
        return len([a for a in combat.blockers.get(oid, ()) if a in combat.attackers
                    and (o := view.state.objects.get(a)) is not None and o.zone == "battlefield"])

    def __str__(self) -> str:
        return "the number of creatures it's blocking"


__all__ = ["BlockedBy", "BlockersBeyondFirst", "BlockersOf", "OpponentsAttackedThisCombat"]
