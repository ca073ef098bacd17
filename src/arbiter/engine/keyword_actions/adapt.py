"""Adapt (701.46).

701.46a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1
counters on it." It appears in activated abilities ("{2}{G}: Adapt 2."), where "this
permanent" is the ability's source: checked as the ability resolves (608.2c), and only
while it is still on the battlefield (400.7: if it has left, it is a new object and nothing
happens).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Adapt(Instruction):
    """701.46a: "Adapt N"."""

    n: int = 1


def do_adapt(r: Resolution, step: Adapt) -> None:
    """701.46a: N +1/+1 counters on the source, if it has none."""
    g, src = r.game, r.item.source
    if g.obj(src).zone != "battlefield":
        return
    if g.obj(src).counters.get("+1/+1", 0) > 0:
        g.log(f"{g.name_of(src)} already has a +1/+1 counter: adapt does nothing (701.46a)")
        return
    g.put_counters(src, "+1/+1", step.n)
    g.log(f"{g.name_of(src)} adapts {step.n} (701.46a)")


__all__ = ["Adapt", "do_adapt"]
