"""701.3d: an Aura, Equipment or Fortification that was attached to an object ceases to be
attached to it: it "becomes unattached from" that object. That includes being attached to
another object or unattached by an effect or a state-based action (704.5m-n), the attached
permanent leaving the battlefield, and the object it was attached to leaving its zone.

`unattached` emits an event "unattached" naming the permanent and, in `extra`, the object it
was attached to, for "Whenever this Equipment becomes unattached from a permanent"
(`compiler.triggers.unattached`). 603.10c: such abilities look back in time, so one of an
Equipment that left the battlefield triggers (`engine.triggers.triggered`'s look-back
events). 702.26j: phasing in or out doesn't trigger them (`engine.keywords.phasing` doesn't
emit the event).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game

EVENT = "unattached"


def unattached(game: Game, oid: int, host: int | None, to: int | None = None) -> None:
    """`oid` was attached to `host` and now is attached to `to` (None: to nothing)."""
    if host is not None and host != to:
        game.emit(Event(EVENT, oid, extra=host))  # 701.3d


__all__ = ["EVENT", "unattached"]
