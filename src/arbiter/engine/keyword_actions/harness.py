"""Harness (701.64) and what it unlocks, ∞ (702.186).

701.64a: "Harness [this permanent]" means "If this permanent isn't harnessed, it becomes
harnessed." 701.64b: harnessed is a designation with no rules meaning of its own, a marker
other spells and abilities identify; only permanents can be or become harnessed; once
harnessed, a permanent stays so until it leaves the battlefield (a new object has none,
400.7); it is neither an ability nor a copiable value. It is recorded in the permanent's
`choices` under `HARNESSED`.

702.186b: "∞ — [Ability]" means "As long as this permanent is harnessed, it has [ability]"
(the condition `is_harnessed`; the static ability is `compiler.keywords.infinity`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.designations import SourceIs, mark, unmarked_source
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The key of the designation in a permanent's `choices`.
HARNESSED = "harnessed"
#: The event of a permanent becoming harnessed (obj: the permanent).
BECOMES_HARNESSED = "becomes_harnessed"


@dataclass(frozen=True)
class HarnessSelf(Instruction):
    """701.64a: "Harness [this permanent]"."""


def is_harnessed() -> SourceIs:
    """702.186b: the condition "this permanent is harnessed"."""
    return SourceIs(HARNESSED)


def do_harness_self(r: Resolution, step: HarnessSelf) -> None:
    """701.64a-b: the ability's source, still the same permanent on the battlefield, becomes
    harnessed unless it already is."""
    obj = unmarked_source(r, HARNESSED)
    if obj is not None:
        mark(r, obj, HARNESSED, True, BECOMES_HARNESSED, "701.64a")

__all__ = ["BECOMES_HARNESSED", "HARNESSED", "HarnessSelf", "do_harness_self", "is_harnessed"]
