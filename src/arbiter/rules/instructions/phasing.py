"""The phasing instruction (702.26), as data; carried out by `engine.keywords.phasing`. (The
module's name keeps it among the instruction modules `compiler.grammar.refs.bind` walks for
references.)

    PhaseOut   702.26b: "<permanent(s)> phase(s) out"
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules.instructions.references import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PhaseOut(Instruction):
    """702.26b: the permanents `what` names (a Ref, or a selector for "all permanents you
    control") phase out, all at once; what is attached to them phases out with them
    (702.26g)."""

    what: Ref | Selector = field(default_factory=Ref.this)
