"""Selectors about blocks (509.1g-h, 506.4): "each creature blocking it", "a creature
blocking ~".

A creature is blocking an attacker from its declaration as a blocker (509.1g) until it is
removed from combat or combat ends (506.4, 511.3); the engine's combat record
(`state.combat.blockers`: blocker -> the attackers it blocks) says so. A blocker that has
left the battlefield is read as it last existed (603.10a, "Whenever a creature blocking ~
dies"); its entry stays in the record, which is the blocking it did as it left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Ref
from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.combat import CombatState as Combat


@dataclass(frozen=True)
class _InBlockWith(Selector):
    """A selector about the blocks of `what`: "it", which the compiler writes as a pronoun
    bound like any other (608.2c); the engine follows only the ability's source
    (`Ref.this()`), so a line where "it" names something else is left unread (`bound_ok`).
    `paired` says whether the object and the source are in the block the selector names."""

    what: Ref = Ref("pronoun")
    local = False

    def bound_ok(self) -> bool:
        return self.what == Ref.this()

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        src = ctx.source
        if combat is None or src is None or self.what != Ref.this():
            return False
        return self.paired(combat, oid, src)

    def paired(self, combat: Combat, oid: int, src: int) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class BlockingObject(_InBlockWith):
    """"<creature> blocking ~" / "... blocking it": the object is a blocking creature that
    blocks `what`."""

    def paired(self, combat: Combat, oid: int, src: int) -> bool:
        return src in combat.blockers.get(oid, ())


@dataclass(frozen=True)
class BlockedBySource(Selector):
    """"<creature> blocked by ~" (509.1h): an attacking creature the ability's source is
    blocking (its record in `state.combat.blockers`)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        combat = view.state.combat
        src = ctx.source
        return combat is not None and src is not None and oid in combat.attackers \
            and oid in combat.blockers.get(src, ())


@dataclass(frozen=True)
class BlockedByObject(_InBlockWith):
    """"<creature> it's blocking" / "... ~ is blocking" (509.1a, 509.1h): an attacking creature
    `what` blocks, from the combat record (`state.combat.blockers`; a blocker that has left
    the battlefield keeps its entry as last known information, 608.2h: Tinder Wall sacrificed
    while blocking still names the creature it was blocking)."""

    def paired(self, combat: Combat, oid: int, src: int) -> bool:
        return oid in combat.attackers and oid in combat.blockers.get(src, ())


@dataclass(frozen=True)
class BlockingOrBlockedByObject(_InBlockWith):
    """"creatures blocking or blocked by it" (509.1g-h): either way in a block with `what`
    (a dead blocker's or attacker's entry is its last known information, 603.10a: Abu
    Ja'far's dies trigger)."""

    def paired(self, combat: Combat, oid: int, src: int) -> bool:
        return oid in combat.blockers.get(src, ()) or src in combat.blockers.get(oid, ())

