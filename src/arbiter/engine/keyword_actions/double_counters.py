"""701.10e: "double the number of <kind> counters on <objects>" and "double the number of
each kind of counter on <objects>": each object is given as many of those counters as it
already has. It is putting counters (122.6), so effects that modify how many counters are put
apply to it (614.1a; the release notes of Visions of Dominance)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.instructions import DoubleCounters

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_double_counters(r: Resolution, step: DoubleCounters) -> None:
    """701.10e, counted per object as it is doubled (608.2h); a card that left the
    battlefield is a new object and gets none (400.7)."""
    g = r.game
    for oid in r.ref(step.on):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        have = dict(g.obj(oid).counters)
        kinds = [step.kind] if step.kind is not None else sorted(have)
        for kind in kinds:
            n = have.get(kind, 0)
            if n > 0:
                g.put_counters(oid, kind, n)
