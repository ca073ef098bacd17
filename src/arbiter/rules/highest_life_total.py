"""119.1: "the highest life total among <players>" as a number (Malignus, Sorin Grim
Nemesis): the greatest life total of the players named, counted when the number is used.
"Players" are those still in the game (800.4a: a player who left the game is no longer
one of them); "your opponents" are the controller's (102.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HighestLifeTotal(Value):
    """The highest life total among all players (`opponents`: the controller's
    opponents only); 0 when none is left."""

    opponents: bool = False
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        totals = [p.life for p in view.state.players
                  if not p.lost and not (self.opponents and p.index == ctx.controller)]
        return max(totals, default=0)

    def __str__(self) -> str:
        among = "your opponents" if self.opponents else "all players"
        return f"the highest life total among {among}"


__all__ = ["HighestLifeTotal"]
