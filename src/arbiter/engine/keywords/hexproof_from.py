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

import re
from typing import TYPE_CHECKING

from arbiter.engine.keywords.protection import has_quality, judged, qualities

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "hexproof from"


def each_quality(param: str | None) -> list[str]:
    """702.11f: "hexproof from A, B, and C" (or "from A and from B") is a hexproof from each
    quality."""
    return qualities(re.sub(r",? and (?:from )?", ", ", param or ""))


def readable(param: str | None) -> bool:
    """Whether the engine judges each quality exactly (702.11d, 702.11f)."""
    each = each_quality(param)
    return bool(each) and all(judged(q) for q in each)


def hexproof_from(game: Game, target: int, source: int) -> bool:
    """702.11d: does the permanent `target` have hexproof from a quality `source` (a spell,
    or an ability's source) has? (The caller checks the source's controller is an
    opponent.)"""
    for ab in game.chars(target).keyword_abilities(KEYWORD):
        param = getattr(ab, "param", None) or ""
        if readable(param) and any(has_quality(game, source, q) for q in each_quality(param)):
            return True
    return False


__all__ = ["KEYWORD", "each_quality", "hexproof_from", "readable"]
