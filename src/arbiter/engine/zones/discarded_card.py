"""701.9a with 400.7e and 406.3: "Whenever you discard a card, exile that card from your
graveyard." (Necropotence): the discarded card is a new object in the graveyard (400.7); the
ability exiles that object if it is still there as the ability resolves. A card discarded
somewhere else (madness exiles it instead, 702.35a; a replacement puts it elsewhere,
614.1a), or that has left the graveyard since, isn't exiled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Exile, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileFromGraveyard(Exile):
    """Exile what `what` names, each only if it is in a graveyard now (406.3). An `Exile`,
    so a card's linked ability (607.2a, `compiler.linked`) refers to what it exiled."""

    what: Ref = field(default_factory=lambda: Ref.new_of(Ref.event()))


def do_exile_from_graveyard(r: Resolution, step: ExileFromGraveyard) -> None:
    g = r.game
    r.did = False
    for oid in r.ref(step.what):
        if isinstance(oid, int) and g.obj(oid).zone == "graveyard":
            new = g.move(oid, "exile")
            r.did = True
            if new is not None:
                r.it = new.id
                if step.linked:
                    g.obj(r.item.source).linked.append(new.id)  # 607.2a


__all__ = ["ExileFromGraveyard", "do_exile_from_graveyard"]
