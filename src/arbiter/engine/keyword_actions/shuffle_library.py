"""701.24a: "Shuffle your library." (also "You may shuffle.", Ponder): the resolving spell's or
ability's controller randomizes their library with the game's seeded generator."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.library import shuffle
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ShuffleLibrary(Instruction):
    """701.24a: the controller shuffles their library."""


def do_shuffle_library(r: Resolution, step: ShuffleLibrary) -> None:
    shuffle(r.game, r.item.controller)
    r.did = True


__all__ = ["ShuffleLibrary", "do_shuffle_library"]
