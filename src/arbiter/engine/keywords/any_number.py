"""Choosing "any number of" objects (702.38a amplify: cards to reveal; 702.82a devour:
permanents to sacrifice): the player picks them one at a time and says "done" to stop (the
same question shape as proliferating, 701.34a). An answer given all at once, as a list, is
taken whole if every object in it may be chosen. With no candidate the question is still put
(its only answer "done"), so a scenario's answer naming a card that can't be chosen is an
error, not silently unused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def choose_any_number(game: Game, player: int, candidates: list[int], prompt: str,
                      key: str) -> list[int]:
    """The objects `player` chooses among `candidates` (none, some or all)."""
    chosen: list[int] = []
    left = list(candidates)
    asked = False
    while left or not asked:  # asked once even with nothing to choose: "none" is the answer
        asked = True
        pick: Any = game.decide(Decision(
            key, f"{prompt} (or done)", player,
            [*((f"{game.name_of(o)}#{o}", o) for o in left), ("done", None)],
            optional=True, key=key))
        if pick is None:
            break
        picks = pick if isinstance(pick, list) else [pick]
        for p in picks:
            if p not in left:
                raise IllegalActionError(f"{game.name_of(p) if isinstance(p, int) else p} "
                                         f"can't be chosen for {prompt}")
            left.remove(p)
            chosen.append(p)
        if isinstance(pick, list):
            break
    return chosen


__all__ = ["choose_any_number"]
