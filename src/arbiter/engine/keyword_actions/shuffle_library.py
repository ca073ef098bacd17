"""701.24a: "Shuffle your library." (also "You may shuffle.", Ponder): the resolving spell's or
ability's controller randomizes their library with the game's seeded generator; "Target player
shuffles their library.": each player named shuffles their own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.library import shuffle
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ShuffleLibrary(Instruction):
    """701.24a: the player(s) `who` names (the controller by default) shuffle their
    library."""

    who: Any = "you"


def do_shuffle_library(r: Resolution, step: ShuffleLibrary) -> None:
    for p in r.players(step.who):
        shuffle(r.game, p)
    r.did = True


__all__ = ["ShuffleLibrary", "do_shuffle_library"]
