"""702.16a: a protection quality the engine doesn't judge by its words alone, read as an
object phrase ("any characteristic value or information"):

    Protection from non-Spirit creatures        (Harbinger of Spring)

The quality is read with the object-phrase grammar (`compiler.grammar.nouns`) into an
`engine.keywords.protection.NounQuality` carried on the keyword; a source has the quality
when it is such a permanent now (109.2: "creatures" are creature permanents: "Protection
from legendary creatures", "from modified creatures", "from permanents with corruption
counters on them"). A quality the grammar doesn't read as permanents ("mana
value 3 or less", which names spells too) leaves the keyword without it, so the engine
doesn't carry it out and the line stays unread (principle 5).
"""

from __future__ import annotations

import re
from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keywords.protection import NounQuality, judged, qualities
from arbiter.rules.abilities import KeywordAbility


def with_protection_quality(kw: KeywordAbility) -> KeywordAbility:
    """The protection keyword with each quality `has_quality` doesn't judge read as
    permanents (unchanged when one isn't)."""
    if kw.keyword != "protection from" or not kw.param:
        return kw
    found: list[NounQuality] = []
    # 702.16g: each quality, as printed (the case of "Spirit" kept for the grammar)
    printed = [q.strip() for q in re.sub(r",? and from |, from ", ",", kw.param).split(",")]
    if [q.lower() for q in printed] != qualities(kw.param):
        return kw
    for q in printed:
        if judged(q):
            continue
        try:
            noun = NOUN.parse_string(q, parse_all=True)[0]
        except pp.ParseBaseException:
            return kw
        if not isinstance(noun, Noun) or noun.kind != "permanent":
            return kw
        found.append(NounQuality(noun.selector(), q.lower()))
    return replace(kw, extra=(*kw.extra, *found)) if found else kw


__all__ = ["with_protection_quality"]
