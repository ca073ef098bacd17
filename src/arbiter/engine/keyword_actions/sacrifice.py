"""701.21: sacrificing. 701.21a: to sacrifice a permanent, its controller moves it from the
battlefield directly to its owner's graveyard (it isn't destroyed; regeneration and
indestructible don't stop it). An object that has left the battlefield is no longer that
permanent (400.7) and isn't sacrificed; nor is one whose control has changed so that the
player told to sacrifice it doesn't control it ("A player can't sacrifice ... a permanent they
don't control", 701.21a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Sacrifice


def do_sacrifice(r: Resolution, step: Sacrifice) -> None:
    """701.21a: sacrifice what `what` names; "if you do" holds if one was, and "that many"
    after it counts the permanents sacrificed (608.2c)."""
    g = r.game
    r.did = False
    r.count = 0
    for oid in r.ref(step.what):
        if g.obj(oid).zone != "battlefield":
            continue
        if step.by == "you" and g.controller_of(oid) != r.item.controller:
            continue  # 701.21a: not a permanent they control
        g.sacrifice(oid)  # 701.21a
        r.did = True  # "if you do" (608.2c)
        r.count += 1
