"""Case cards (719) and Solved (702.169).

719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and
this Case is not solved, this Case becomes solved." 719.3b: solved is a designation a
permanent can have, a marker with no rules meaning of its own; once solved, a permanent stays
solved until it leaves the battlefield (a new object has no designation, 400.7), and the
designation is neither an ability nor a copiable value. It is recorded in the permanent's
`choices` under `SOLVED`.

702.169b-d: "Solved — [Ability text]" is a static ability that applies only as long as the
Case is solved, or an activated ability activated only if it is solved (`SourceIs(SOLVED)`,
the condition of `engine.keyword_actions.designations`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.designations import SourceIs, mark, unmarked_source
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The key of the designation in a permanent's `choices`.
SOLVED = "solved"
#: The event of a Case becoming solved (obj: the Case).
BECOMES_SOLVED = "becomes_solved"


@dataclass(frozen=True)
class BecomeSolved(Instruction):
    """719.3a: "this Case becomes solved"."""


def is_solved() -> SourceIs:
    """702.169b-d / 719.3c: the condition "this Case is solved"."""
    return SourceIs(SOLVED)


def do_become_solved(r: Resolution, step: BecomeSolved) -> None:
    """719.3a-b: the ability's source, still the same permanent on the battlefield, becomes
    solved (a Case that left the battlefield is a new object, 400.7: nothing happens)."""
    obj = unmarked_source(r, SOLVED)
    if obj is not None:
        mark(r, obj, SOLVED, True, BECOMES_SOLVED, "719.3a")

__all__ = ["BECOMES_SOLVED", "SOLVED", "BecomeSolved", "do_become_solved", "is_solved"]
