"""702.131a: ascend on an instant or sorcery is a spell ability, "If you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest
of the game." (on a permanent it stays a keyword, a static ability the engine checks,
`engine.keywords.ascend`). 702.113a: awaken is an alternative cost (the keyword) and a spell
ability (`engine.keywords.awaken`), both kept."""

from __future__ import annotations

from arbiter.engine.keywords.ascend import KEYWORD, GetCitysBlessing
from arbiter.engine.keywords.awaken import awaken_ability
from arbiter.rules.abilities import Ability, KeywordAbility, SpellAbility


def spell_keywords(keywords: tuple[KeywordAbility, ...]) -> list[Ability]:
    """An instant's or sorcery's keywords, with ascend as the spell ability it represents,
    and awaken followed by its spell ability."""
    out: list[Ability] = []
    for k in keywords:
        if k.keyword == KEYWORD:
            out.append(SpellAbility(text=k.text, instructions=(GetCitysBlessing(),)))
            continue
        out.append(k)
        awakened = awaken_ability(k) if k.keyword == "awaken" else None
        if awakened is not None:
            out.append(awakened)  # 702.113a
    return out


__all__ = ["spell_keywords"]
