"""119.3: "<players> lose N life. You gain life equal to the life lost this way." (Exsanguinate,
Blood Tithe, Debt to the Deathless; "... loses half their life, rounded up. You gain life
equal to the life lost this way.": Shard of the Nightbringer).

The life lost this way is the life the players named actually lost as the sentence before was
followed, counted from the life each player has lost this turn (`TurnState.life_lost`, 119.3):
a player already at 0 or less who loses half their life loses none (107.1b), a loss a
replacement effect replaced isn't counted (614.1a), and a player who loses more life than
they have still lost all of it (119.3). The two sentences are two actions (608.2c): the loss,
then the gain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules import instructions as I
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class GainLifeLostThisWay(Instruction):
    """Follow `lose` (a LoseLife or LoseHalfLife), then you gain the life it made players
    lose."""

    lose: Any = None


def do_gain_life_lost_this_way(r: Resolution, step: GainLifeLostThisWay) -> None:
    before = dict(r.game.state.turn.life_lost)
    r.do(step.lose)
    total = sum(n - before.get(p, 0) for p, n in r.game.state.turn.life_lost.items())
    if total > 0:
        r.do(I.GainLife(n=total, who="you"))


__all__ = ["GainLifeLostThisWay", "do_gain_life_lost_this_way"]
