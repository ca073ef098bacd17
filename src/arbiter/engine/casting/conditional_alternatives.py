"""118.9 / 601.2b: alternative costs a player may choose only while a condition holds:
702.117a surge ("if you or one of your teammates has cast another spell this turn") and
702.76a prowl ("if a player was dealt combat damage this turn by a source that ... had any
of this spell's creature types"). Casting is refused, and the way of casting isn't offered,
while it doesn't hold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords import prowl, surge

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def why_not(game: Game, oid: int, player: int, alternative: str | None) -> str | None:
    """Why `player` can't choose this alternative cost for spell `oid` now (None: they may,
    or it has no condition)."""
    if alternative == "surge":
        return surge.why_not(game, player)  # 702.117a
    if alternative == "prowl":
        return prowl.why_not(game, oid, player)  # 702.76a
    return None


__all__ = ["why_not"]
