"""101.2 / 305.2 / 611.2a: "Target player can't play lands this turn." (Solfatara, Turf Wound,
Pardic Miner): as the spell or ability resolves, an effect until end of turn says that each
player it names can't play lands (the rules effect `LAND_BAN` with detail ("player", index),
checked by `engine.turn.land_plays.banned`; "can't" beats any permission, 101.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.engine.turn.land_plays import LAND_BAN
from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class CantPlayLandsThisTurn(Instruction):
    """Each player `who` names can't play lands this turn."""

    who: Any = "you"


def do_cant_play_lands_this_turn(r: Resolution, step: CantPlayLandsThisTurn) -> None:
    for p in r.players(step.who):  # 608.2b: an illegal target player is named by none
        # 611.2a, 611.2c: an effect on a player (no object), until end of turn
        add_resolved_effect(r, (RulesPart(rule=LAND_BAN, detail=("player", p)),),
                            locked=frozenset(), duration=END_OF_TURN)


__all__ = ["CantPlayLandsThisTurn", "do_cant_play_lands_this_turn"]
