"""Intervening "if" clauses about "that player" (603.4), the player of the event that
triggered the ability: the active player at "At the beginning of each opponent's upkeep"
(503.1), the caster of a spell (601.2i), the player dealt damage (120.3) ...

    if that player has two or fewer cards in hand     (Hellfire Mongrel; 402.1)
    if that player has no cards in hand               (Asylum Visitor)
    if that player has 5 or less life                 (Razor Pendulum; 119)

The compiler writes the condition about "you" wrapped in `ForEventPlayer`, unbound;
`engine.triggers.triggered` binds it to the event's player each time it is checked (as the
ability triggers and as it resolves, 603.4). Unbound, it never holds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from arbiter.rules.conditions import Condition, rewrite_conditions

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ForEventPlayer(Condition):
    """`inner` (a condition about "you") read for the event's player instead."""

    inner: Condition
    player: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        from arbiter.rules.view import context_for

        if self.player is None:
            return False
        return self.inner.holds(view, context_for(view, ctx.source, self.player))


def bind_event_player(cond: Any, player: int | None) -> Any:
    """`cond` with each `ForEventPlayer` in it (at its top, or in an And/Or/Not of
    conditions) bound to `player`."""
    return rewrite_conditions(cond, lambda c: replace(c, player=player)
                              if isinstance(c, ForEventPlayer) else None)


def mentions_event_player(cond: Any) -> bool:
    """Whether `cond` holds a `ForEventPlayer` (the compiler reads it only after a trigger
    whose event has a player)."""
    return bind_event_player(cond, -1) != cond


__all__ = ["ForEventPlayer", "bind_event_player", "mentions_event_player"]
