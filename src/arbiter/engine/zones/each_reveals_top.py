"""701.20a: "Each player reveals the top card of their library." (parley): every player
shows the top card of their own library to all players; the cards stay where they are
(701.20b). The resolution keeps them for "for each <card> revealed this way"
(`rules.revealed_top`); a player whose library is empty reveals nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction
from arbiter.rules.revealed_top import REVEALED_TOP

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class EachRevealsTop(Instruction):
    """The players `who` names each reveal the top card of their library."""

    who: str = "each_player"


def do_each_reveals_top(r: Resolution, step: EachRevealsTop) -> None:
    g = r.game
    revealed: list[int] = []
    for p in r.players(step.who):  # 101.4: APNAP order (all at once; the order is the log's)
        library = g.state.zone_list("library", p)
        if library:
            revealed.append(library[0])
            g.log(f"{g.player_name(p)} reveals {g.quick_name(library[0])} (701.20a)")
    r.chosen[REVEALED_TOP] = revealed


__all__ = ["EachRevealsTop", "do_each_reveals_top"]
