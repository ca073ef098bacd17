"""406 / 401: "Exile all cards from target player's library." (Jace, the Mind Sculptor's
−12): every card in that player's library is exiled, all at once (one batch of events,
603.2c). The player isn't made to draw: an empty library matters only when they would draw
(704.5b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileLibrary(Instruction):
    """Exile all cards in the library of each player `who` names."""

    who: Any = "you"


def do_exile_library(r: Resolution, step: ExileLibrary) -> None:
    from arbiter.engine.zones.exile_graveyard import exile_all

    exile_all(r, step.who, "library")


__all__ = ["ExileLibrary", "do_exile_library"]
