"""122.5: moving counters from a permanent onto others: "At the beginning of your upkeep, you
may move any number of +1/+1 counters from this creature onto other creatures." (Forgotten
Ancient), "... onto another target creature." (Scrounging Bandar).

122.5: to move a counter is to remove it from the first object and put it onto the second;
where either isn't possible (the second can't have counters put on it, 101.2; either has left
the battlefield), that counter isn't moved. "Any number" includes none. The controller chooses
the counters' destinations one counter at a time (608.2d), then the counters chosen are moved
together: removed from the source at once and put on each creature at once (one event for
each object)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.counter_bans import forbidden
from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class MoveCountersFromSource(Instruction):
    """Move any number of `kind` counters from the source onto other creatures (`onto`
    None) or onto the one creature `onto` names."""

    kind: str = "+1/+1"
    onto: Any = None


def do_move_counters_from_source(r: Resolution, step: MoveCountersFromSource) -> None:
    g, you, src = r.game, r.item.controller, r.item.source
    if src is None or g.obj(src).zone != "battlefield":
        return  # 122.5: the source has left: no counter can be moved
    have = g.obj(src).counters.get(step.kind, 0)
    if step.onto is None:
        view, _ = r.view_context()
        pool = [o for o in g.state.battlefield() if o != src
                and "Creature" in view.chars[o].types and not forbidden(g, o, step.kind)]
    else:
        pool = [o for o in r.ref(step.onto) if isinstance(o, int) and o != src
                and g.obj(o).zone == "battlefield" and not forbidden(g, o, step.kind)]
    shares: dict[int, int] = {}
    for i in range(have):
        if not pool:
            break
        pick = g.decide(Decision(
            "choose_object", f"{g.name_of(src)}: move a {step.kind} counter ({i + 1} of at most "
            f"{have}) onto (122.5)", you, [(f"{g.name_of(o)}#{o}", o) for o in pool],
            optional=True, key="move_counter"))
        if pick is None:
            break
        shares[pick] = shares.get(pick, 0) + 1
    moved = sum(shares.values())
    if not moved:
        return
    g.remove_counters(src, step.kind, moved)
    for oid, n in shares.items():
        g.put_counters(oid, step.kind, n)
        g.log(f"{g.name_of(src)} moves {n} {step.kind} counter(s) onto {g.name_of(oid)} "
              "(122.5)")


__all__ = ["MoveCountersFromSource", "do_move_counters_from_source"]
