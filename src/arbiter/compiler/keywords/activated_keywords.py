"""Activated abilities a keyword labels: 702.142 boast, 702.177 exhaust and power-up.

    Boast — [Cost]: [Effect]     702.142a: "[Cost]: [Effect]. Activate only if this creature
                                 attacked this turn and only once each turn."
    Exhaust — [Cost]: [Effect]   702.177a: "[Cost]: [Effect]. Activate only once."
    Power-up — [Cost]: [Effect]  its reminder text: "Activate each power-up ability only
                                 once. Reduce the cost by its mana cost if it entered this
                                 turn." (602.5b, 601.2f; `engine.keywords.power_up`)

        Boast — {1}: Put a lore counter on target Saga you control or remove one from it.
                                                        (Sigurd, Jarl of Ravensthorpe)
        Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature. (Afterburner Expert)

"Boast" and "Exhaust" are keywords, not ability words (207.2c lists those): the line is read
here, never by the generic grammar with the word dropped, which would lose the keyword's
restrictions. The ability after the dash is read by the grammar of activated abilities
(`compiler.lines`); the keyword then marks it (`ActivatedAbility.keyword`: 702.142b "boasting",
702.177b) and adds its restrictions (602.5b): boast once each turn and only if the creature
attacked this turn (`rules.attacked`); exhaust only once (`engine.keywords.exhaust`);
power-up only once, its cost reduced as the engine determines it (`engine.keywords.power_up`).
A line the grammar can't read, an ability with an activation condition of its own beside
boast's, an exhaust or power-up mana ability (605: activated while paying, where "only once"
isn't checked yet), or a power-up cost with hybrid or Phyrexian mana (118.7e-f: a reduction
by such a symbol is the player's choice of a half, not carried out) stays one explicit
unsupported part (principle 5).
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

_LINE = re.compile(r"^(?P<keyword>Boast|Exhaust|Power-up) - (?P<ability>[^\"]*?: .+)$")
#: 107.4e-f: a hybrid or Phyrexian mana symbol.
_HYBRID = re.compile(r"\{[^}]*/[^}]*\}")


def activated_keyword(line: str, name: str, legendary: bool = False) -> list[Ability] | None:
    """702.142a, 702.177a: the abilities of a "Boast — ..." or "Exhaust — ..." line (its
    activated ability, or an unsupported part); None for any other line."""
    text = normalize(strip_reminder(line), name, legendary)
    m = _LINE.match(text)
    if m is None:
        return None
    keyword = m.group("keyword").lower()
    if keyword == "power-up" and _HYBRID.search(m.group("ability").split(":")[0]):
        return [unsupported(line, name, legendary=legendary)]  # 118.7e-f
    read = compile_text(m.group("ability"), name, legendary=legendary)
    if not read or len(read) != 1 or not isinstance(read[0], ActivatedAbility):
        return [unsupported(line, name, legendary=legendary)]
    ab = read[0]
    if ab.zone != "battlefield" or ab.loyalty is not None or ab.keyword is not None:
        return [unsupported(line, name, legendary=legendary)]
    if keyword in ("exhaust", "power-up"):
        if ab.is_mana_ability:
            return [unsupported(line, name, legendary=legendary)]
        # 702.177a exhaust; power-up's "Activate each power-up ability only once" (602.5b)
        return [dataclasses.replace(ab, text=strip_reminder(line), keyword=keyword,
                                    once=keyword == "power-up" or ab.once)]
    if ab.condition is not None or ab.once_each_turn:
        return [unsupported(line, name, legendary=legendary)]
    return [dataclasses.replace(ab, text=strip_reminder(line), keyword="boast",
                                once_each_turn=True, condition=SourceAttackedThisTurn())]


__all__ = ["activated_keyword"]
