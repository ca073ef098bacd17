"""Conditions about the spells cast and the life lost during the previous turn (the original
Innistrad werewolves' intervening "if" clauses, 603.4):

    At the beginning of each upkeep, if no spells were cast last turn, transform ~.
    At the beginning of each upkeep, if a player cast two or more spells last turn, ...
    At the beginning of each upkeep, if an opponent lost life last turn, ...   (119.3)
    At the beginning of each upkeep, if you lost life last turn, ...

"Last turn" is the turn before the current one, whoever's it was; every player's spells count
(unlike the day/night check of 730.2, which looks only at the previous turn's active player).
The engine records how many spells each player cast during the previous turn
(`TurnState.last_turn_spells`, kept by `engine.keywords.day_night.new_turn`); before any turn
has ended (the first turn of a game) no turn came before, so no spells were cast in it.
The life each player lost during the previous turn is kept the same way
(`TurnState.last_turn_life_lost`, kept by `engine.turn.steps.begin_turn` as the new turn
begins: "lost life this turn" of the turn that ended).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SpellsCastLastTurn(Condition):
    """`who` "all": the spells all players cast last turn, together, compared with `n` by
    `op` ("no spells were cast last turn": == 0); `who` "a player": some single player cast
    at least `n` ("a player cast two or more spells last turn")."""

    who: str = "all"
    op: str = "=="
    n: int = 0

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        counts = view.state.turn.last_turn_spells
        if self.who == "a player":
            return any(c >= self.n for c in counts.values())
        total = sum(counts.values())
        return {"==": total == self.n, ">=": total >= self.n}[self.op]


@dataclass(frozen=True)
class LifeLostLastTurn(Condition):
    """119.3: the effect's controller ("you") or one of their opponents ("opponent") lost
    life during the previous turn (a positive total of the life lost in it)."""

    who: str = "opponent"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        lost = view.state.turn.last_turn_life_lost
        you = ctx.controller
        if self.who == "you":
            return lost.get(you, 0) > 0
        return any(n > 0 for p, n in lost.items() if p != you)
