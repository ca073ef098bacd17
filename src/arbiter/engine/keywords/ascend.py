"""Ascend (702.131) and the city's blessing.

702.131a: ascend on an instant or sorcery spell is a spell ability, "If you control ten or
more permanents and you don't have the city's blessing, you get the city's blessing for the
rest of the game" (the instruction `GetCitysBlessing`, followed first as the spell resolves).
702.131b: on a permanent it is a static ability, "Any time you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest
of the game": checked whenever state-based actions are (`check`), and, so that nothing can
see the moment in between, "you have the city's blessing" also holds for a player who meets
702.131b's condition right now (`HasCitysBlessing`). 702.131c: the city's blessing is a
designation of the player, kept for the rest of the game. 702.131d: continuous effects are
reapplied (the layer system's answer is recomputed after every change) before triggers are
looked for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.battlefield_keywords import on_battlefield
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext

BLESSING = "city's blessing"
KEYWORD = "ascend"


def _qualifies(view: LayerView, player: int, with_ascend: bool) -> bool:
    """The player controls ten or more permanents (and, for 702.131b, one with ascend)."""
    mine = [o for o in view.state.battlefield() if o in view.chars
            and view.chars[o].controller == player]
    if with_ascend and not any(view.chars[o].has_keyword(KEYWORD) for o in mine):
        return False
    return len(mine) >= 10


@dataclass(frozen=True)
class HasCitysBlessing(Condition):
    """"you have the city's blessing" (702.131c), for the effect's controller."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        if you is None:
            return False
        return BLESSING in view.state.players[you].designations or _qualifies(view, you, True)


@dataclass(frozen=True)
class GetCitysBlessing(Instruction):
    """702.131a: "If you control ten or more permanents and you don't have the city's
    blessing, you get the city's blessing for the rest of the game." """


def _bless(game: Game, player: int) -> None:
    p = game.state.players[player]
    p.designations.add(BLESSING)
    game.log(f"{p.name} gets the city's blessing")
    game.state.touch()


def check(game: Game) -> bool:
    """702.131b: each player who controls a permanent with ascend and ten or more permanents
    and doesn't have the city's blessing gets it. True if any did."""

    if not on_battlefield(game, KEYWORD):
        return False  # no permanent has ascend
    view = LayerView(game.state, game.layers().chars)
    got = False
    for p in game.state.players:
        if not p.lost and BLESSING not in p.designations and _qualifies(view, p.index, True):
            _bless(game, p.index)
            got = True
    return got


def do_get_citys_blessing(r: Resolution, step: GetCitysBlessing) -> None:
    """702.131a, as the spell resolves: for its controller."""
    g, you = r.game, r.item.controller
    view = LayerView(g.state, g.layers().chars)
    if BLESSING not in g.state.players[you].designations and _qualifies(view, you, False):
        _bless(g, you)


__all__ = ["BLESSING", "GetCitysBlessing", "HasCitysBlessing", "check",
           "do_get_citys_blessing"]
