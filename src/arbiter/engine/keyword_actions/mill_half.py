"""701.17a, 107.1a: "<player> mills half their library, rounded down | up" (Traumatize,
Fleet Swallower): each player named mills half the cards in their own library as it
resolves, the fraction rounded as written. "That many" is the number milled in all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class MillHalf(Instruction):
    """Each player `who` mills half their library (`round_up`: rounded up, else down)."""

    who: Any = "you"
    round_up: bool = False


def do_mill_half(r: Resolution, step: MillHalf) -> None:
    g = r.game
    r.count = 0
    for p in r.players(step.who):
        library = g.state.zone_list("library", p)
        n = (len(library) + 1) // 2 if step.round_up else len(library) // 2  # 107.1a
        for oid in list(library[:n]):
            g.move(oid, "graveyard")  # 701.17a
            r.count += 1


__all__ = ["MillHalf", "do_mill_half"]
