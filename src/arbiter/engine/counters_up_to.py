"""Putting up to N counters on an object, with a cap on the total (122.1, 122.6, 608.2d):

    Put up to X +1/+0 counters on this creature. This ability can't cause the total number of
    +1/+0 counters on this creature to be greater than seven.           (Clockwork Beast)

608.2d: how many (0 to N) is chosen as the ability resolves, N counted then (107.3a: the X
announced as it was activated). The cap is on what the ability causes: it never takes the
total of that kind past the cap, also when an effect changes how many counters are put
(614.1a, `engine.replacement.counter_amounts`: the changed number is then cut to what the cap
leaves); an object that already has the cap or more gets none (and keeps what it has)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PutCountersUpTo(Instruction):
    """122.6 / 608.2d: "Put up to N <kind> counters on <object>", never making the total of
    that kind on it greater than `cap` (None: no cap)."""

    kind: str = "+1/+1"
    n: int | Value = 1
    cap: int | None = None
    on: Ref = field(default_factory=Ref.this)


def do_put_counters_up_to(r: Resolution, step: PutCountersUpTo) -> None:
    from arbiter.engine.replacement.counter_amounts import modified

    g = r.game
    for oid in r.ref(step.on):
        obj = g.obj(oid)
        if obj.zone != "battlefield":
            continue  # 122.6 / 400.7: counters are put on it on the battlefield
        have = obj.counters.get(step.kind, 0)
        room = r.number(step.n) if step.cap is None else min(r.number(step.n),
                                                             max(0, step.cap - have))
        if room <= 0:
            continue
        n = int(g.decide(Decision("number", f"put how many {step.kind} counters (up to "
                                            f"{room})?", r.item.controller,
                                  [(str(i), i) for i in range(room + 1)], key="up_to")))
        n = modified(g, oid, step.kind, n) if n > 0 else 0  # 614.1a
        if step.cap is not None:
            n = min(n, max(0, step.cap - have))  # the ability can't pass the cap
        g.put_counters(oid, step.kind, n, replace=False)


__all__ = ["PutCountersUpTo", "do_put_counters_up_to"]
