"""A replacement effect on the results of damage (120.4c, 614.1a; carried out by
`engine.replacement.life_floor`):

    [If <condition>, | As long as <condition>,] damage that would reduce your life total to
        less than N reduces it to N instead.                       (Worship, Elderscale Wurm)

It is a static ability whose rules part (613.10) applies to its controller while the
condition holds; the damage is still dealt in full (lifelink, "is dealt damage"), only the
life it makes the player lose is less.

    Until end of turn, damage that would reduce your life total to less than 1 reduces it
        to 1 instead.                                           (Angel of Grace, Angel's Grace)

A resolving spell or ability's effect on its controller until the turn ends (611.2a, 611.2c,
613.10: `engine.stack.rules_changes`), the same rules part.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.grammar.lexicon import NUMBER, kws, lit, sup
from arbiter.engine.replacement.life_floor import LIFE_FLOOR
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import EffectSpec


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    floor, cond = items[-1], (items[0] if len(items) > 2 else None)
    if items[-2] != floor:
        raise pp.ParseException("", 0, "the two life totals differ")
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=LIFE_FLOOR, detail=floor),)),), condition=cond)


LIFE_FLOOR_LINE = (pp.Optional(kws("if", "as long as").suppress() + CONDITION + lit(","))
                   + sup("damage that would reduce your life total to less than") + NUMBER
                   + sup("reduces it to") + NUMBER + sup("instead") + lit(".")
                   ).set_parse_action(_static)

def _until_end_of_turn(t: pp.ParseResults) -> list[tuple[str, list[I.CreateEffect]]]:
    if t[0] != t[1]:
        raise pp.ParseException("", 0, "the two life totals differ")
    return [("plain", [I.CreateEffect(parts=(P.RulesPart(rule=LIFE_FLOOR, detail=t[0]),),
                                      affected=None, duration="end_of_turn",
                                      rules_only=True)])]


#: 611.2a / 614.1a: "Until end of turn, damage that would reduce your life total to less than
#: 1 reduces it to 1 instead." (a sentence of a resolving spell or ability)
LIFE_FLOOR_UNTIL_END_OF_TURN = (
    sup("until end of turn,") + sup("damage that would reduce your life total to less than")
    + NUMBER + sup("reduces it to") + NUMBER + sup("instead") + lit(".")
).set_parse_action(_until_end_of_turn)

__all__ = ["LIFE_FLOOR_LINE", "LIFE_FLOOR_UNTIL_END_OF_TURN"]
