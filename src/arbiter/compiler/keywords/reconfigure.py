"""702.151a: a permanent's "Reconfigure [cost]" line is the keyword (with 702.151b's effect,
`rules.reconfigure`) and the two activated abilities it represents, listed after it; so is
"Champion an [object]" with its two linked triggered abilities (702.72a-b,
`engine.keywords.champion`)."""

from __future__ import annotations

from arbiter.engine.keywords.champion import champion_abilities
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.reconfigure import KEYWORD, reconfigure_abilities


def permanent_keywords(keywords: tuple[KeywordAbility, ...]) -> list[Ability]:
    out: list[Ability] = []
    for k in keywords:
        out.append(k)
        if k.keyword == KEYWORD:
            out.extend(reconfigure_abilities(k))
        elif k.keyword == "champion":
            out.extend(champion_abilities(k))  # 702.72a
    return out


__all__ = ["permanent_keywords"]
