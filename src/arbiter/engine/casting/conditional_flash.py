"""601.3d: a spell "would have flash only if certain conditions are met" by its own ability
(`rules.conditional_flash`): its controller may begin to cast it as though it had flash when
the condition holds as they would begin to cast it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.conditional_flash import FlashIf
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def permits(game: Game, oid: int, player: int) -> bool:
    """May `player` cast `oid` as though it had flash by its own conditional flash?"""
    found = [a.ability for a in game.chars(oid).abilities if isinstance(a.ability, FlashIf)]
    if not found:
        return False
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    return any(ab.condition is None or ab.condition.holds(view, ctx) for ab in found)


__all__ = ["permits"]
