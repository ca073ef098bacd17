"""406.3: "Exile the top card of your library face down." (Necropotence, Bomat Courier): the
card is exiled face down; no player may look at it unless an instruction allows it (406.3a).
`Ref.it()` is then that card in exile, or nothing when the library was empty. An `Exile`, so
a card's linked ability ("cards exiled with ~", 607.2a, `compiler.linked`) refers to what it
exiled. `n`: "exile a card from the top of your library face down for each opponent you have"
(Wall of Mourning): that many cards, one at a time from the top (counted as it resolves).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Exile, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileTopFaceDown(Exile):
    """Exile the top card of `who`'s library face down; `what` names the card exiled."""

    what: Ref = field(default_factory=Ref.it)
    who: str = "you"
    n: Any = 1


def do_exile_top_face_down(r: Resolution, step: ExileTopFaceDown) -> None:
    g = r.game
    r.it = None
    r.did = False
    for p in [p for p in r.players(step.who) for _ in range(r.number(step.n))]:
        library = g.state.zone_list("library", p)
        if not library:
            continue
        new = g.move(library[0], "exile")
        if new is None:
            continue
        new.face_down = "exiled"  # 406.3
        g.state.touch()
        r.it = new.id
        r.did = True
        if step.linked:
            g.obj(r.item.source).linked.append(new.id)  # 607.2a


__all__ = ["ExileTopFaceDown", "do_exile_top_face_down"]
