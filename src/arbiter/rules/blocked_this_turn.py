"""509.1g-h: which creatures blocked, or were blocked, this turn ("destroy each creature that
blocked or was blocked this turn", Heat Stroke; "each creature that blocked this turn gets
-1/-1", Hezrou; "tap all creatures that blocked this creature this turn", Joven's Ferrets;
"a creature of their choice that attacked or blocked this turn", Gideon's Triumph).

A creature blocked when it was declared as a blocker (509.1g; one put onto the battlefield
blocking never blocked, as 508.4 says of attackers); an attacking creature was blocked when it
became blocked as blockers were declared (509.1h). The turn's declarations are read from the
game's events since the turn began (`TurnState.events_start`: the "blocks" and
"becomes_blocked" events of `engine.combat.declare`). A permanent that left the battlefield
and returned is a new object that did neither (400.7)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def _this_turn(view: LayerView, kind: str) -> Iterator[Any]:
    events = view.state.events
    for e in events[min(view.state.turn.events_start, len(events)):]:
        if e.kind == kind:
            yield e


def blocked_this_turn(view: LayerView, oid: int) -> bool:
    """509.1g: `oid` was declared as a blocker this turn."""
    return any(e.obj == oid for e in _this_turn(view, "blocks"))


def was_blocked_this_turn(view: LayerView, oid: int) -> bool:
    """509.1h: `oid` became a blocked creature this turn."""
    return any(e.obj == oid for e in _this_turn(view, "becomes_blocked"))


@dataclass(frozen=True)
class BlockedThisTurn(Selector):
    """"creatures that blocked this turn" (509.1g); `or_was_blocked`: "that blocked or was
    blocked this turn" (509.1h too); `or_attacked`: "that attacked or blocked this turn"
    (508.1a: declared as an attacker, `TurnState.attacked_with`)."""

    or_was_blocked: bool = False
    or_attacked: bool = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if self.or_attacked and any(oid in ids
                                    for ids in view.state.turn.attacked_with.values()):
            return True
        return blocked_this_turn(view, oid) or (
            self.or_was_blocked and was_blocked_this_turn(view, oid))


@dataclass(frozen=True)
class BlockedSourceThisTurn(Selector):
    """"creatures that blocked ~ this turn" (509.1g): declared as blockers of the source, the
    object it is now (a source that left and returned is new, 400.7)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        return src is not None and any(
            e.obj == oid and src in (e.extra or ()) for e in _this_turn(view, "blocks"))


__all__ = ["BlockedSourceThisTurn", "BlockedThisTurn", "blocked_this_turn",
           "was_blocked_this_turn"]
