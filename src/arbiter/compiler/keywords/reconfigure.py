"""702.151a: a permanent's "Reconfigure [cost]" line is the keyword (with 702.151b's effect,
`rules.reconfigure`) and the two activated abilities it represents, listed after it."""

from __future__ import annotations

from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.reconfigure import KEYWORD, reconfigure_abilities


def permanent_keywords(keywords: tuple[KeywordAbility, ...]) -> list[Ability]:
    out: list[Ability] = []
    for k in keywords:
        out.append(k)
        if k.keyword == KEYWORD:
            out.extend(reconfigure_abilities(k))
    return out


__all__ = ["permanent_keywords"]
