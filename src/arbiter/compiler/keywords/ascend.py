"""702.131a: ascend on an instant or sorcery is a spell ability, "If you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest
of the game." (on a permanent it stays a keyword, a static ability the engine checks,
`engine.keywords.ascend`)."""

from __future__ import annotations

from arbiter.engine.keywords.ascend import KEYWORD, GetCitysBlessing
from arbiter.rules.abilities import Ability, KeywordAbility, SpellAbility


def spell_keywords(keywords: tuple[KeywordAbility, ...]) -> list[Ability]:
    """An instant's or sorcery's keywords, with ascend as the spell ability it represents."""
    return [SpellAbility(text=k.text, instructions=(GetCitysBlessing(),))
            if k.keyword == KEYWORD else k for k in keywords]


__all__ = ["spell_keywords"]
