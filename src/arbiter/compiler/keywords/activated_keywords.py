"""Activated abilities a keyword labels: 702.142 boast and 702.177 exhaust.

    Boast — [Cost]: [Effect]     702.142a: "[Cost]: [Effect]. Activate only if this creature
                                 attacked this turn and only once each turn."
    Exhaust — [Cost]: [Effect]   702.177a: "[Cost]: [Effect]. Activate only once."

        Boast — {1}: Put a lore counter on target Saga you control or remove one from it.
                                                        (Sigurd, Jarl of Ravensthorpe)
        Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature. (Afterburner Expert)

"Boast" and "Exhaust" are keywords, not ability words (207.2c lists those): the line is read
here, never by the generic grammar with the word dropped, which would lose the keyword's
restrictions. The ability after the dash is read by the grammar of activated abilities
(`compiler.lines`); the keyword then marks it (`ActivatedAbility.keyword`: 702.142b "boasting",
702.177b) and adds its restrictions (602.5b): boast once each turn and only if the creature
attacked this turn (`rules.attacked`); exhaust only once (`engine.keywords.exhaust`). A line
the grammar can't read, an ability with an activation condition of its own beside boast's,
or an exhaust mana ability (605: activated while paying, where "only once" isn't checked
yet) stays one explicit unsupported part (principle 5).
"""

from __future__ import annotations

import dataclasses
import re

from arbiter.compiler.grammar.text import normalize
from arbiter.compiler.lines import compile_text
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability, ActivatedAbility
from arbiter.rules.attacked import SourceAttackedThisTurn
from arbiter.rules.keywords import strip_reminder

_LINE = re.compile(r"^(?P<keyword>Boast|Exhaust) - (?P<ability>[^\"]*?: .+)$")


def activated_keyword(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.142a, 702.177a: the abilities of a "Boast — ..." or "Exhaust — ..." line (its
    activated ability, or an unsupported part); None for any other line."""
    text = normalize(strip_reminder(line), name, legendary)
    m = _LINE.match(text)
    if m is None:
        return None
    keyword = m.group("keyword").lower()
    read = compile_text(m.group("ability"), name, legendary=legendary)
    if not read or len(read) != 1 or not isinstance(read[0], ActivatedAbility):
        return [unsupported(line, name, legendary=legendary)]
    ab = read[0]
    if ab.zone != "battlefield" or ab.loyalty is not None or ab.keyword is not None:
        return [unsupported(line, name, legendary=legendary)]
    if keyword == "exhaust":
        if ab.is_mana_ability:
            return [unsupported(line, name, legendary=legendary)]
        return [dataclasses.replace(ab, text=strip_reminder(line), keyword="exhaust")]
    if ab.condition is not None or ab.once_each_turn:
        return [unsupported(line, name, legendary=legendary)]
    return [dataclasses.replace(ab, text=strip_reminder(line), keyword="boast",
                                once_each_turn=True, condition=SourceAttackedThisTurn())]


__all__ = ["activated_keyword"]
