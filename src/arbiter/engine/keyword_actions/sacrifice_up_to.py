"""701.21a with 608.2d: "you may sacrifice up to N <permanents>" (Ravenous Rotbelly): as the
ability resolves its controller chooses none to N of their own permanents that match, and
those are sacrificed at the same time. 603.12: "When you sacrifice one or more <permanents>
this way, <effect>" is a reflexive triggered ability: it triggers only if at least one was
sacrificed, and "that many" in it is how many were (the event's amount).

The choice is the "any number" question of `engine.keywords.any_number`, capped at N."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keywords.any_number import choose_any_number
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class SacrificeUpTo(Instruction):
    """701.21a: the controller sacrifices up to `n` permanents they control matching
    `selector` (`n` None: any number of them); `reflexive` (603.12) triggers when one or
    more were sacrificed."""

    n: Any = 1
    selector: Selector | None = None
    reflexive: Any = None


def do_sacrifice_up_to(r: Resolution, step: SacrificeUpTo) -> None:
    """608.2d: the choice is made as the instruction is followed; 701.21a: only permanents
    the player controls; then all the chosen ones are sacrificed at once."""
    g, you = r.game, r.item.controller
    view, ctx = r.view_context()
    pool = [o for o in g.state.battlefield() if g.controller_of(o) == you
            and (step.selector is None or step.selector.matches(view, o, ctx))]
    n = len(pool) if step.n is None else r.number(step.n)  # None: "any number of"
    chosen = choose_any_number(g, you, pool, f"{r.item.source_name}: sacrifice "
                               + ("any number" if step.n is None else f"up to {n}")
                               + " (701.21a)", "sacrifice")
    if len(chosen) > n:
        raise IllegalActionError(f"at most {n} may be sacrificed; {len(chosen)} chosen")
    done = 0
    for oid in chosen:
        if g.obj(oid).zone == "battlefield":
            g.sacrifice(oid)  # 701.21a
            done += 1
    r.did = done > 0
    r.count = done
    if done and step.reflexive is not None:
        # 603.12: "When you sacrifice one or more ... this way" triggers now; "that many" is
        # the number sacrificed.
        g.pending_triggers.append((r.item.source, step.reflexive, you, Event(
            "reflexive", r.item.source, player=you, amount=done)))


__all__ = ["SacrificeUpTo", "do_sacrifice_up_to"]
