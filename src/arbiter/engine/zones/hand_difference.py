"""608.2d / 121.1: "choose an opponent. If that player has more cards in hand than you, draw
cards equal to the difference." (Sandstone Oracle, Slithermuse) and "If target opponent has
more cards in hand than you, draw cards equal to the difference." (Balance of Power).

The opponent is chosen as the ability resolves (608.2d; only one opponent in a two-player
game) or is the target; the hands are counted then, and the controller draws the difference
(107.1b: none when that player doesn't have more cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DrawHandDifference(Instruction):
    """Draw as many cards as `opponent` has in hand more than you (`opponent`: a player
    reference, the target; None: an opponent chosen as it resolves)."""

    opponent: Any = None


def do_draw_hand_difference(r: Resolution, step: DrawHandDifference) -> None:
    g, you = r.game, r.item.controller
    if step.opponent is None:
        options = g.opponents(you)
        if not options:
            return
        opponent = g.decide(Decision("player", "choose an opponent (608.2d)", you,
                                     [(g.player_name(p), p) for p in options],
                                     key="opponent"))
        if isinstance(opponent, tuple):
            opponent = opponent[1]  # a player named as ("player", index)
    else:
        found = r.players(step.opponent)
        if not found:
            return  # 608.2b: the target opponent is no longer legal
        opponent = found[0]
    n = len(g.state.zone_list("hand", opponent)) - len(g.state.zone_list("hand", you))
    g.log(f"{g.player_name(opponent)} has {max(n, 0)} more card(s) in hand")
    if n > 0:
        g.draw(you, n)  # 121.1


__all__ = ["DrawHandDifference", "do_draw_hand_difference"]
