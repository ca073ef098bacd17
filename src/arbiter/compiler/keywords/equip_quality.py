"""702.6c: the quality of "Equip [quality] [cost]" read as an object phrase:

    Equip legendary creature {3}        (Blackblade Reforged)
    Equip Pirate {1}                    (Pirate Hat)
    Equip creature token {1}            (Team Pennant)

The quality is read with the object-phrase grammar (`compiler.grammar.nouns`) and carried on
the keyword as an `engine.keywords.equip.EquipQuality`, which restricts the equip ability's
target (a creature its controller controls with that quality). A quality the grammar
doesn't read ("commander", "worthy"), and 702.6e's "Equip planeswalker", leave the keyword
without it, so the engine doesn't carry it out and the line stays unread (principle 5).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keywords.equip import EquipQuality, quality_of, split_quality
from arbiter.rules.abilities import KeywordAbility


def with_equip_quality(kw: KeywordAbility) -> KeywordAbility:
    """The equip keyword with its 702.6c quality read (unchanged if it has none)."""
    if kw.keyword != "equip" or not kw.param or quality_of(kw) is not None:
        return kw
    split = split_quality(kw.param)
    if split is None or not split[0]:
        return kw
    quality = split[0]
    if "planeswalker" in quality.lower():
        return kw  # 702.6e: not a creature's quality
    try:
        noun = NOUN.parse_string(quality, parse_all=True)[0]
    except pp.ParseBaseException:
        return kw
    if not isinstance(noun, Noun) or noun.kind != "permanent":
        return kw
    return replace(kw, extra=(*kw.extra, EquipQuality(noun.selector(), quality)))


__all__ = ["with_equip_quality"]
