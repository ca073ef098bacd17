"""The intervening "if" of 603.4 "if no opponent has more life than that player" (119.1,
102.2): "that player" is the player of the trigger event (the player attacked, 508.1b), and
"opponent" means an opponent of the ability's controller still in the game (104.3). It holds
when none of them has strictly more life than that player; a player attacked who is the
controller's opponent compares with the other opponents (and trivially with themself).

    Whenever this creature attacks a player, if no opponent has more life than that player,
    you create two Treasure tokens.                   (Guild Artisan's granted ability)

Bound to the event's player like every `ForEventPlayer` (`engine.triggers.triggered`, as the
ability triggers and as it resolves); unbound, it never holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.event_player_conditions import ForEventPlayer

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class _Unused(Condition):
    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return False


@dataclass(frozen=True)
class NoOpponentHasMoreLifeThanThatPlayer(ForEventPlayer):
    """"no opponent has more life than that player": the controller's opponents against the
    event's player (`player`, bound as the ability triggers and resolves)."""

    inner: Condition = _Unused()

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if self.player is None:
            return False
        you = ctx.controller
        theirs = view.state.players[self.player].life  # 119.1
        return not any(p.life > theirs for p in view.state.players
                       if p.index != you and not p.lost)  # 102.2, 104.3


__all__ = ["NoOpponentHasMoreLifeThanThatPlayer"]
