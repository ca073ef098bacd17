"""122.5: moving counters from a permanent onto others: "At the beginning of your upkeep, you
may move any number of +1/+1 counters from this creature onto other creatures." (Forgotten
Ancient), "... onto another target creature." (Scrounging Bandar); and one counter between
two named objects: "Move a +1/+1 counter from this creature onto target creature." (Simic
Fluxmage), "... from target creature you control onto another target creature you control."
(Combine Guildmage), "... from target creature you control onto this creature." (Cytoplast
Root-Kin).

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


@dataclass(frozen=True)
class MoveCounter(Instruction):
    """122.5: "move a `kind` counter from `frm` onto `onto`" (each one object: the source,
    a target)."""

    kind: str = "+1/+1"
    frm: Any = None
    onto: Any = None


def do_move_counter(r: Resolution, step: MoveCounter) -> None:
    """122.5: remove the counter from the first object and put it onto the second; when either
    isn't possible (the same object; the first has no such counter; the second can't have
    counters put on it, 101.2; either is gone or no longer a legal target, 608.2b, 400.7),
    no counter is removed from or put onto anything."""
    g = r.game
    frm = [o for o in r.ref(step.frm) if isinstance(o, int)]
    onto = [o for o in r.ref(step.onto) if isinstance(o, int)]
    if len(frm) != 1 or len(onto) != 1 or frm[0] == onto[0]:
        return
    a, b = frm[0], onto[0]
    if g.obj(a).zone != "battlefield" or g.obj(b).zone != "battlefield" \
            or g.obj(a).counters.get(step.kind, 0) < 1 or forbidden(g, b, step.kind):
        return
    g.remove_counters(a, step.kind, 1)
    g.put_counters(b, step.kind, 1)
    g.log(f"{g.name_of(a)}: a {step.kind} counter moves onto {g.name_of(b)} (122.5)")


__all__ = ["MoveCounter", "MoveCountersFromSource", "do_move_counter",
           "do_move_counters_from_source"]
