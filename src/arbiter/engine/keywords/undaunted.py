"""702.125 undaunted: "This spell costs {1} less to cast for each opponent you have."

702.125a: a static ability that functions while the spell is on the stack, a cost reduction
of 601.2f (generic mana only, `engine.casting.total_cost`). 702.125b: players who have left
the game aren't counted. 702.125c: each instance of undaunted applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "undaunted"


def reduction(game: Game, oid: int, player: int) -> int:
    """702.125a-c: the generic mana undaunted takes off the spell's total cost."""
    instances = len(game.chars(oid).keyword_abilities(KEYWORD))
    if not instances:
        return 0  # (asked of every spell: its opponents aren't looked for)
    return instances * len(game.opponents(player))  # 702.125b: only players still in it


__all__ = ["KEYWORD", "reduction"]
