"""603.4 with 508.5: an intervening "if" about the defending player of an attacking creature's
own attack trigger:

    Whenever this creature attacks, if defending player controls no Walls, it deals 2 damage
    to each creature without flying that player controls.            (Siege Dragon)
    Whenever this creature attacks, if defending player has two or fewer cards in hand, it
    gains flying until end of turn.                                   (Reaper of Night)

The compiler writes the condition about "you" wrapped in `ForDefendingPlayer`; it is read
for the defending player of the ability's source (508.5: the player it attacks, the
controller of the planeswalker or the protector of the battle it attacks, also after it was
removed from combat), both as the ability triggers and as it resolves (603.4). With no such
player (outside combat) it doesn't hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.combat_selectors import defending_player
from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ForDefendingPlayer(Condition):
    """`inner` (a condition about "you") read for the defending player of the source."""

    inner: Condition

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        from arbiter.rules.view import context_for

        who = defending_player(view, ctx.source)
        if who is None:
            return False
        return self.inner.holds(view, context_for(view, ctx.source, who))


__all__ = ["ForDefendingPlayer"]
