"""702.11d-e: "hexproof from [quality]".

702.11d: "Hexproof from [quality]" on a permanent means "This permanent can't be the target of
[quality] spells your opponents control or abilities your opponents control from [quality]
sources." The qualities judged are those of protection (702.16a: colors, "everything",
card types, subtypes, supertypes, `engine.keywords.protection.judged`); a spell is judged by
its own characteristics, an ability by its source's (as it last existed if it left, 608.2h).

702.11e: an effect that makes an object lose hexproof makes it lose every "hexproof from"
(`rules.parts.LoseKeywords`, `CantHave`), and an effect that looks for hexproof finds "hexproof
from" (`rules.selectors.HasKeyword`). An effect letting a player target a creature with
hexproof as though it didn't have it isn't carried out by the engine (no such line is read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.protection import has_quality, judged, qualities

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "hexproof from"


def readable(param: str | None) -> bool:
    """Whether the engine judges this quality exactly (one quality, 702.11d)."""
    each = qualities(param or "")
    return len(each) == 1 and judged(each[0])


def hexproof_from(game: Game, target: int, source: int) -> bool:
    """702.11d: does the permanent `target` have hexproof from a quality `source` (a spell,
    or an ability's source) has? (The caller checks the source's controller is an
    opponent.)"""
    for ab in game.chars(target).keyword_abilities(KEYWORD):
        param = getattr(ab, "param", None) or ""
        if readable(param) and has_quality(game, source, qualities(param)[0]):
            return True
    return False


__all__ = ["KEYWORD", "hexproof_from", "readable"]
