"""The partner abilities (702.124a), one to a line, reminder text ignored (207.2):

    Partner                                   702.124h
    Partner—Friends forever                   702.124i (also "Father & son", "Survivors")
    Partner with Will Kenrith                 702.124j (two abilities: the deck rule and a
                                              triggered ability, `engine.keywords.partner`)
    Choose a Background                       702.124k
    Doctor's companion                        702.124m

Each becomes a keyword ability the commander designation reads
(`engine.players.commander_designation`). A "partner—[text]" ability other than those
702.124i lists ("Partner—Character select") stays an explicit unsupported part (principle 5).
"""

from __future__ import annotations

import re

from arbiter.engine.keywords.partner import (
    BACKGROUND,
    DOCTORS_COMPANION,
    PARTNER,
    PARTNER_TEXTS,
    PARTNER_WITH,
    partner_with_ability,
)
from arbiter.rules.abilities import Ability, KeywordAbility
from arbiter.rules.keywords import strip_reminder

_LINE = re.compile(r"^(?:(?P<partner>Partner)(?:\s*\u2014\s*(?P<text>.+)| with (?P<name>.+))?"
                   r"|(?P<background>Choose a Background)|(?P<doctor>Doctor's companion))$",
                   re.IGNORECASE)


def partner_line(line: str) -> list[Ability] | None:
    """702.124a: the abilities of a partner-ability line; None for any other line (or a
    "partner—[text]" the rules don't define)."""
    text = strip_reminder(line)
    m = _LINE.match(text)
    if m is None:
        return None
    if m.group("background"):
        return [KeywordAbility(text=text, keyword=BACKGROUND)]
    if m.group("doctor"):
        return [KeywordAbility(text=text, keyword=DOCTORS_COMPANION)]
    if m.group("name"):
        name = m.group("name").strip()
        return [KeywordAbility(text=text, keyword=PARTNER_WITH, param=name),
                partner_with_ability(name)]  # 702.124j
    if m.group("text"):
        words = m.group("text").strip()
        if words not in PARTNER_TEXTS:
            return None
        return [KeywordAbility(text=text, keyword=PARTNER, param=words)]  # 702.124i
    return [KeywordAbility(text=text, keyword=PARTNER)]  # 702.124h


__all__ = ["partner_line"]
