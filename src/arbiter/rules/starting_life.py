"""A player's life total measured against their starting life total (103.4, 119.1):

    your life total is less than or equal to half your starting life total    (Bane)
    you have at least 7 life more than your starting life total               (Righteous Valkyrie)
    your life total is greater than or equal to your starting life total      (Path of Bravery)
    an opponent's life total is less than half their starting life total      (Anya)
    for each opponent whose life total is less than half their starting life total

103.4: each player begins the game with a starting life total (20; 40 for an archenemy,
904.5), a fact of the game kept with the player (`Player.starting_life`). The comparison is
exact: "half" of an odd starting life total isn't rounded (107.1a: nothing is chosen or dealt
here, a life total is only compared with it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import Player

_OPS = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b, "==": lambda a, b: a == b,
}


@dataclass(frozen=True)
class AgainstStarting:
    """"<life total> <op> <half> × <starting life total> + <offset>": "less than or equal
    to half" is ("<=", True, 0), "at least 7 life more than" is (">=", False, 7)."""

    op: str
    half: bool = False
    offset: int = 0

    def holds_for(self, player: Player) -> bool:
        if self.half:  # compared exactly: life <= start / 2 is 2 * life <= start
            return _OPS[self.op](2 * player.life, player.starting_life + 2 * self.offset)
        return _OPS[self.op](player.life, player.starting_life + self.offset)


@dataclass(frozen=True)
class LifeAgainstStarting(Condition):
    """"as long as your life total is ... your starting life total" (`who` "you": the
    effect's controller) / "an opponent's life total is ... their starting life total"
    (`who` "an opponent": some opponent still in the game, 102.2, 104.3)."""

    who: str
    compare: AgainstStarting

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        players = view.state.players
        if self.who == "you":
            return self.compare.holds_for(players[ctx.controller])
        return any(self.compare.holds_for(p) for i, p in enumerate(players)
                   if i != ctx.controller and not p.lost)


@dataclass(frozen=True)
class OpponentsAgainstStarting(Value):
    """"for each opponent whose life total is less than half their starting life total":
    the effect controller's opponents still in the game (102.2, 104.3) for whom it holds."""

    compare: AgainstStarting
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(1 for i, p in enumerate(view.state.players)
                   if i != ctx.controller and not p.lost and self.compare.holds_for(p))

    def __str__(self) -> str:
        return "opponents below their starting life"


__all__ = ["AgainstStarting", "LifeAgainstStarting", "OpponentsAgainstStarting"]
