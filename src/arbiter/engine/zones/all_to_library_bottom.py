"""401.4: "Put all creatures on the bottom of their owners' libraries." (Terminus, Hallowed
Burial): every permanent the selector matches goes to the bottom of its owner's library at
the same time; each owner arranges their own cards in any order, and that order isn't
revealed (401.4). A token put there ceases to exist (111.7, 704.5d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class PutAllOnBottom(Instruction):
    """Each permanent matching `selector` goes to the bottom of its owner's library."""

    selector: Selector | None = None


def _owner_order(g: Game, owner: int, cards: list[int]) -> list[int]:
    """401.4: the order the owner chooses (the first chosen goes deepest first)."""
    remaining, out = list(cards), []
    while remaining:
        pick = remaining[0] if len(remaining) == 1 else g.decide(Decision(
            "order", "choose the next card to put on the bottom of your library", owner,
            [(f"{g.quick_name(o)}#{o}", o) for o in remaining], key="order"))
        remaining.remove(pick)
        out.append(pick)
    return out


def do_put_all_on_bottom(r: Resolution, step: PutAllOnBottom) -> None:
    g = r.game
    if step.selector is None:
        return
    matching = [o for o in r.ref(step.selector) if g.obj(o).zone == "battlefield"]
    ordered = [o for p in g.apnap()
               for o in _owner_order(g, p, [m for m in matching if g.obj(m).owner == p])]
    for oid in ordered:  # all of them at once (the order only places them)
        owner = g.obj(oid).owner
        new = g.move(oid, "library")
        if new is None or new.zone != "library":
            continue  # a token ceases to exist; a replacement may send it elsewhere
        library = g.state.zone_list("library", owner)
        library.remove(new.id)
        library.append(new.id)
    g.state.touch()


__all__ = ["PutAllOnBottom", "do_put_all_on_bottom"]
