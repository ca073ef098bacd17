"""601.2g-h / 602.2b: whether a player can pay a mana cost now, as the payment would be
made (`engine.mana.plan`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.total_cost import payment_plans

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def affordable(game: Game, player: int, cost: object, spending: object = None) -> bool:
    """Whether `engine.casting.total_cost.pay` would succeed (it plans the same way,
    `engine.mana.plan`); `spending`: what the mana is spent on (106.6: restricted mana)."""

    return bool(payment_plans(game, player, cost, limit=1,  # type: ignore[arg-type]
                              spending=spending))  # type: ignore[arg-type]


__all__ = ["affordable"]
