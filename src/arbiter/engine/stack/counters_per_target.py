"""122.6 / 115.3: "Put a +1/+1 counter on target creature, two +1/+1 counters on another
target creature, and three +1/+1 counters on a third target creature." (Incremental Growth):
one target requirement for three different creatures (115.3), each slot its own number of
counters; a target illegal as the spell resolves gets none (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.instructions import Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Custom

#: `Custom` name; args: (Ref.slots of the targets, counter kind, amounts in slot order).
COUNTERS_PER_TARGET = "counters_per_target"


def do_counters_per_target(r: Resolution, step: Custom) -> None:
    """`amounts[i]` counters of the kind on the target in slot `to.index + i` (608.2c: in
    the order written)."""
    to, kind, amounts = step.args
    for i, n in enumerate(amounts):
        for oid in r.ref(Ref.slots(to.index + i, 1)):
            if isinstance(oid, int):
                r.game.put_counters(oid, kind, n)


__all__ = ["COUNTERS_PER_TARGET", "do_counters_per_target"]
