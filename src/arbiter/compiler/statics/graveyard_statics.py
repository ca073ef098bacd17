"""113.6b: static abilities that function from a graveyard:

    As long as ~ is in your graveyard and you control a Mountain, creatures you control
    have haste.                                                     (Anger, Brawn, Wonder)
    As long as ~ is in your graveyard, creatures you control have flying.

The rest of the sentence is read as any static sentence ("As long as <condition>, <subject>
<predicates>."); the ability (`rules.zone_statics.ZoneStaticAbility`) functions only while
its card is in a graveyard (a card is always in its owner's graveyard, 404.2, and its owner
controls its abilities there, 108.4a: "you").
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.statics.statics import EFFECT_STATIC
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.zone_statics import ZoneStaticAbility

_LINE = pp.Regex(r"(?i)as long as ~ is in your graveyard(?: and (?P<cond>[^,]+))?, "
                 r"(?P<rest>.+\.)$")


def _read(s: str, loc: int, t: pp.ParseResults) -> ZoneStaticAbility:
    cond, rest = t.get("cond"), str(t["rest"])
    sentence = f"As long as {cond}, {rest}" if cond else rest[:1].upper() + rest[1:]
    try:
        [ab] = EFFECT_STATIC.parse_string(sentence, parse_all=True)
    except pp.ParseException:
        raise pp.ParseException(s, loc, "the rest of the sentence isn't read") from None
    if not isinstance(ab, StaticAbility):
        raise pp.ParseException(s, loc, "not a static sentence")
    return ZoneStaticAbility(text="", effects=ab.effects, condition=ab.condition,
                             zones=frozenset({"graveyard"}))


GRAVEYARD_STATIC_LINE = _LINE.copy().set_parse_action(_read).set_name(
    "static ability from a graveyard")

__all__ = ["GRAVEYARD_STATIC_LINE"]
