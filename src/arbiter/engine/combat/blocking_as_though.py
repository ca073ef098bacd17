"""Blocking "as though" an attacker lacked an evasion ability (509.1b):

    Creatures with islandwalk can be blocked as though they didn't have islandwalk.
        A rules effect on the attacker ("blockable_despite_landwalk", the land type; None
        for "creatures with landwalk abilities ... those abilities"): its landwalk of that
        type doesn't restrict blocks (702.14c).
    <creature> can block creatures with landwalk abilities / shadow as though they didn't
    have those abilities / shadow.
        A rules effect on the blocker ("blocks_despite", "landwalk" or "shadow"): for that
        blocker the attacker is treated as without the ability (702.14c, 702.28b).

Only the block restriction is ignored; the attacker still has the ability for everything
else (other blockers, "creatures with islandwalk" counts, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

BLOCKABLE_DESPITE_LANDWALK = "blockable_despite_landwalk"
BLOCKS_DESPITE = "blocks_despite"


def landwalk_ignored(game: Game, attacker: int, blocker: int, land: str) -> bool:
    """702.14c / 509.1b: whether `blocker` may block `attacker` as though the attacker
    didn't have its <land>walk."""
    if any(d is None or d == land for _e, d in rules_on(game, attacker,
                                                         BLOCKABLE_DESPITE_LANDWALK)):
        return True
    return any(d == "landwalk" for _e, d in rules_on(game, blocker, BLOCKS_DESPITE))


def shadow_ignored(game: Game, blocker: int) -> bool:
    """702.28b / 509.1b: `blocker` blocks creatures with shadow as though they didn't have
    shadow."""
    return any(d == "shadow" for _e, d in rules_on(game, blocker, BLOCKS_DESPITE))


__all__ = ["BLOCKABLE_DESPITE_LANDWALK", "BLOCKS_DESPITE", "landwalk_ignored",
           "shadow_ignored"]
