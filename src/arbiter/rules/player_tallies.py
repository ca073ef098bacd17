"""Numbers of players and of values among objects, for "where X is", "equal to" and "for
each" (107.1, 107.3a; counted as the instruction is followed, 608.2h):

    for each opponent who lost life this turn              (119.3; Kaito, Teysa)
    for each player who lost life this turn                (119.3; Strefan)
    for each opponent who was dealt damage this turn       (120.3; Furious Spinesplitter)
    the number of opponents who control more lands than you
                                                           (108.4; Priest of the Blessed Graf)
    the total toughness of creatures you control           (208.1; Loxodon Lifechanter)

"Opponents" and "players" are those still in the game (102.2-102.3, 800.4a). Life lost and
damage dealt this turn are `TurnState.life_lost` and `TurnState.damage_dealt` (infect damage
is dealt though no life is lost, 120.3). A total uses each value as it is (107.1b: a
negative toughness counts as negative).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def _players(view: LayerView, ctx: EffectContext, opponents: bool) -> list[int]:
    return [p for p, pl in enumerate(view.state.players)
            if not pl.lost and not (opponents and p == ctx.controller)]


@dataclass(frozen=True)
class PlayersWhoThisTurn(Value):
    """119.3 / 120.3: how many players (`opponents`: of the effect's controller) "lost life"
    or were "dealt damage" (`what`) this turn."""

    what: str = "lost life"
    opponents: bool = True
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        turn = view.state.turn
        tally = turn.life_lost if self.what == "lost life" else turn.damage_dealt
        return sum(1 for p in _players(view, ctx, self.opponents) if tally.get(p, 0) > 0)

    def __str__(self) -> str:
        who = "opponents" if self.opponents else "players"
        return f"the number of {who} who {self.what} this turn"


@dataclass(frozen=True)
class PlayersControllingMore(Value):
    """108.4: how many players (`opponents`: of the effect's controller) control more
    permanents `selector` matches than the effect's controller does."""

    selector: Selector
    opponents: bool = True
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        counts: dict[int, int] = {}
        for o in view.state.battlefield():
            if o in view.chars and self.selector.matches(view, o, ctx):
                c = view.controller(o)
                counts[c] = counts.get(c, 0) + 1
        yours = counts.get(ctx.controller, 0)
        return sum(1 for p in _players(view, ctx, self.opponents)
                   if p != ctx.controller and counts.get(p, 0) > yours)

    def __str__(self) -> str:
        who = "opponents" if self.opponents else "players"
        return f"the number of {who} who control more {self.selector} than you"


@dataclass(frozen=True)
class TotalToughness(Value):
    """208.1, 107.1b: the sum of the toughnesses of the permanents `selector` matches."""

    selector: Selector
    local = False

    def reads(self) -> frozenset[str]:
        return self.selector.reads() | {"toughness", "zone"}

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(view.chars[o].toughness or 0 for o in view.state.battlefield()
                   if o in view.chars and self.selector.matches(view, o, ctx))

    def __str__(self) -> str:
        return f"the total toughness of {self.selector}"


__all__ = ["PlayersControllingMore", "PlayersWhoThisTurn", "TotalToughness"]
