"""608.2c: "... this way" counts what an earlier instruction of the same effect did ("for each
card discarded this way", "for each creature card milled this way"). The text of that effect
before the phrase: the ability's cost (602.1a) and a trigger condition (603.1) left out; a
phrase inside a quoted ability isn't read here."""

from __future__ import annotations

import re

import pyparsing as pp

#: 603.1: a triggered ability's condition, before its effect.
_TRIGGER = re.compile(r"^(?:[^,]* - )?(?:when|whenever|at)\b[^,]*,", re.IGNORECASE)


def effect_before(s: str, loc: int, phrase: str) -> str:
    """The effect's text before `loc`, where `phrase` ("'milled this way'") is read."""
    before = s[:loc]
    if '"' in before:
        raise pp.ParseException(s, loc, f"{phrase} in a quoted ability")
    return _TRIGGER.sub("", before.rsplit(":", 1)[-1], count=1)


__all__ = ["effect_before"]
