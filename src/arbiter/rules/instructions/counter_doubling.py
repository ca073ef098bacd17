"""701.10e: doubling the number of counters on a permanent (carried out by
`engine.keyword_actions.double_counters`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.rules.instructions.references import Instruction, Ref
from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class DoubleCounters(Instruction):
    """701.10e: each object `on` names gets as many `kind` counters as it has now (`kind`
    None: "each kind of counter", of each kind it has)."""

    kind: str | None = "+1/+1"
    on: Ref | Selector = field(default_factory=Ref.this)
