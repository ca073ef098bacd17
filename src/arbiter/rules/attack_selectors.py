"""Selectors about how creatures attacked, read from the combat record (`state.combat`):
the trigger conditions and target requirements of keywords defined by an attack.

    AttacksAlone               506.5 / 702.83b: the only creature declared as an attacker
                               this combat (exalted)
    AttacksWithGreaterPower    702.149a: declared as an attacker together with at least one
                               other creature with greater power (training)
    AttacksPlayerWithMostLife  702.105a: attacking the player with the most life or tied for
                               most life (dethrone)
    PowerLessThanSource        702.134a: "with power less than this creature's power" (mentor)

A trigger condition is judged as the event happens (508.2a: "abilities that trigger on a
creature attacking trigger only at the point the creature is declared as an attacker"); the
engine collects triggers right after the declaration, before anything else can change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class AttacksAlone(Selector):
    """506.5: "A creature attacks alone if it's the only creature declared as an attacker
    during the declare attackers step" (702.83b)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        return combat is not None and list(combat.declared) == [oid]


@dataclass(frozen=True)
class AttacksWithGreaterPower(Selector):
    """702.149a: "this creature and at least one other creature with power greater than this
    creature's power attack": another creature declared as an attacker in the same
    declaration has greater power."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        if combat is None or oid not in combat.declared or oid not in view.chars:
            return False
        mine = view.chars[oid].power or 0
        return any(o != oid and o in view.chars and (view.chars[o].power or 0) > mine
                   for o in combat.declared)

    def reads(self) -> frozenset[str]:
        return frozenset({"power"})


@dataclass(frozen=True)
class AttacksPlayerWithMostLife(Selector):
    """702.105a: "attacks the player with the most life or tied for most life": the creature
    was declared attacking a player (not a planeswalker or battle) whose life total is at
    least that of every player in the game (the attacking player included)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        attacked = combat.declared.get(oid) if combat is not None else None
        if attacked is None or attacked[0] != "player":
            return False
        players = [p for p in view.state.players if not p.lost]
        most = max(p.life for p in players)
        return any(p.index == attacked[1] and p.life == most for p in players)


@dataclass(frozen=True)
class PowerLessThanSource(Selector):
    """702.134a: "with power less than this creature's power": the source's power now, or as
    it last existed on the battlefield if it has left (608.2h: a target is checked again as
    the ability resolves)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or oid not in view.chars:
            return False
        obj = view.state.objects.get(src)
        if obj is not None and obj.zone == "battlefield" and src in view.chars:
            theirs = view.chars[src].power
        elif src in view.state.lki:
            theirs = view.state.lki[src].power
        else:
            return False
        mine = view.chars[oid].power
        return mine is not None and theirs is not None and mine < theirs

    def reads(self) -> frozenset[str]:
        return frozenset({"power"})


__all__ = ["AttacksAlone", "AttacksPlayerWithMostLife", "AttacksWithGreaterPower",
           "PowerLessThanSource"]
