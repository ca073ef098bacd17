"""706: rolling a die, as an instruction of a resolving spell or ability.

- 706.1a: "roll a dN" / "roll an N-sided die": N equally likely outcomes from 1 to N, drawn
  from the game's seeded generator (706.1b: a digital substitute with the same outcomes;
  same seed and same actions, same rolls).
- 706.2: the natural result, plus the roll's own printed modifiers (none read yet), is the
  result; it is kept for "the result" later in the same ability (`rules.die_results`).
  Modifiers from other sources (706.2b: "If you would roll one or more dice, instead ...",
  "After you roll a die, you may ...") and abilities triggering on a roll ("Whenever you roll
  a 1") are lines no template reads: their objects stop the game by being where they work
  (`engine.unsupported`), so none is ever silently skipped here.
- 706.3a-b: a results table is part of the same ability; each row names a single result
  ("20"), a range "N1-N2" or "N+" ("15+"); the row containing the result is followed
  (608.2c), a result in no row does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.die_results import DIE_RESULT
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ResultRow:
    """706.3a: one row of a results table: the results from `low` to `high` (None: no upper
    end, "N+") and the instructions followed when the result is among them."""

    low: int
    high: int | None
    steps: tuple[Instruction, ...] = ()

    def holds(self, result: int) -> bool:
        return result >= self.low and (self.high is None or result <= self.high)


@dataclass(frozen=True)
class RollDie(Instruction):
    """706.1: the ability's controller rolls one `sides`-sided die; 706.3: then follows the
    row of `table` holding the result, if any."""

    sides: int = 20
    table: tuple[ResultRow, ...] = ()


def do_roll_die(r: Resolution, step: RollDie) -> None:
    g, you = r.game, r.item.controller
    natural = rng.randrange(g.state, step.sides) + 1  # 706.1a: equally likely, 1 to N
    result = natural  # 706.2: no modifier applies (see the module's docstring)
    r.chosen[DIE_RESULT] = result
    g.log(f"{g.player_name(you)} rolls a d{step.sides}: {result} (706.2)")
    g.state.touch()
    for row in step.table:  # 706.3a
        if row.holds(result):
            r.follow(row.steps)
            return


__all__ = ["ResultRow", "RollDie", "do_roll_die"]
