"""Buyback (702.27a): "Buyback [cost]" means "You may pay an additional [cost] as you cast
this spell" (an optional additional cost, `engine.casting.optional_costs`) and "If the
buyback cost was paid, put this spell into its owner's hand instead of into that player's
graveyard as it resolves." Only as it resolves: a spell countered, or leaving the stack
because all its targets are illegal (608.2b), goes to the graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.paid_costs import CostPaid, times_paid

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def zone_after_resolving(game: Game, oid: int) -> str:
    """608.2n: where an instant or sorcery spell goes as it finishes resolving: its owner's
    hand if its buyback cost was paid (702.27a), else its owner's graveyard."""
    if CostPaid("buyback").paid_in(times_paid(game.obj(oid).choices, "buyback")):
        return "hand"
    return "graveyard"
