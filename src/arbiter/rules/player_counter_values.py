"""122.1: counters players have, counted by static abilities (122.1f: poison counters among
them):

    Kalemne gets +1/+1 for each experience counter you have.
    Vishgraz gets +1/+1 for each poison counter your opponents have.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import Player


def _count(player: Player, kind: str) -> int:
    if kind == "poison":
        return max(0, player.poison)
    return max(0, player.counters.get(kind, 0))


@dataclass(frozen=True)
class PlayerCounters(Value):
    """How many `kind` counters the effect's controller ("you") or their opponents, in all
    ("opponents"; a player who has left the game has none, 800.4a), have."""

    kind: str
    whose: str = "you"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        if self.whose == "you":
            return _count(view.state.players[ctx.controller], self.kind)
        return sum(_count(p, self.kind) for p in view.state.players
                   if p.index != ctx.controller and not p.lost)

    def __str__(self) -> str:
        whose = "you have" if self.whose == "you" else "your opponents have"
        return f"the {self.kind} counters {whose}"


__all__ = ["PlayerCounters"]
