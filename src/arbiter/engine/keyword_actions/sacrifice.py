"""701.21: sacrificing. 701.21a: to sacrifice a permanent, its controller moves it from the
battlefield directly to its owner's graveyard (it isn't destroyed; regeneration and
indestructible don't stop it). An object that has left the battlefield is no longer that
permanent (400.7) and isn't sacrificed."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Sacrifice


def do_sacrifice(r: Resolution, step: Sacrifice) -> None:
    """701.21a: sacrifice what `what` names; "if you do" holds if one was (608.2c)."""
    g = r.game
    r.did = False
    for oid in r.ref(step.what):
        if g.obj(oid).zone == "battlefield":
            g.sacrifice(oid)  # 701.21a
            r.did = True  # "if you do" (608.2c)
