"""603.10a, 608.2h, 122.6: "When ~ dies / leaves the battlefield, put its counters on target
creature you control." (Star Pupil, Essence Channeler, Broodguard Elite).

The ability looks back in time (603.10a): "its counters" are those the permanent had as it
last existed on the battlefield (608.2h), each kind in its number, kept on the object that
left (400.7). "Whenever another creature you control dies, if it had counters on it, put its
(those) counters on ~": "its" is the event's object (603.2, 603.10a), the permanent that left,
as it last existed. They are put on the target as new counters (122.6: effects that change how
many are put apply; a permanent that can't have them gets none, 101.2). A permanent that
left with no counters gives none."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PutCountersItHad(Instruction):
    """Put on each object `onto` names the counters the ability's source (`of_event`: the
    trigger event's object) had as it last existed on the battlefield. `of_event` None: "its"
    not yet bound to the event (`compiler.triggers.counters_it_had`), an unread line."""

    onto: Any = None
    of_event: bool | None = False

    def bound_ok(self) -> bool:
        return self.of_event is not None


def do_put_counters_it_had(r: Resolution, step: PutCountersItHad) -> None:
    g = r.game
    src = r.item.choices.get("event_obj") if step.of_event else r.item.source
    if src is None:
        return
    had = sorted((kind, n) for kind, n in g.obj(src).counters.items() if n > 0)
    for oid in r.ref(step.onto):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue  # 122.6 / 400.7: counters are put on a permanent
        for kind, n in had:
            g.put_counters(oid, kind, n)  # 122.6, 614.1a
        if had:
            g.log(f"{g.name_of(oid)} gets the counters {g.name_of(src)} had "
                  f"({', '.join(f'{n} {k}' for k, n in had)}; 603.10a)")


__all__ = ["PutCountersItHad", "do_put_counters_it_had"]
