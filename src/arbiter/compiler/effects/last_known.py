"""608.2h / 603.10a: "its power" in a leaves-the-battlefield trigger of the object itself or
of what it was attached to ("When ~ dies, you gain life equal to its power.", "Whenever
equipped creature dies, ..."): the power of the object that died, as it last existed
(`rules.last_known.EventObjectPower`). Read only where "its" can name nothing else: the
line is such a trigger and no target is named before it."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import MayPayLife
from arbiter.rules.last_known import EventObjectPower, SacrificedTotalPower

_DIES_TRIGGER = re.compile(r"^When(?:ever)? (~|equipped creature|enchanted creature) dies, ")


def _its_object_died(s: str, loc: int, t: pp.ParseResults) -> None:
    m = _DIES_TRIGGER.match(s)
    if m is None or m.end() > loc or "target" in s[:loc]:
        raise pp.ParseException(s, loc, "'its power' of an object that didn't die")


#: 118.8 / 608.2h: "the total power of the sacrificed creatures" (a spell's additional cost
#: "sacrifice any number of creatures"; each as it last existed on the battlefield).
SACRIFICED_TOTAL_POWER = kw("the total power of the sacrificed creatures").set_parse_action(
    lambda: SacrificedTotalPower())

#: "its power" of the object that died.
ITS_POWER_THAT_DIED = kw("its power").add_parse_action(_its_object_died).add_parse_action(
    lambda: EventObjectPower())


def _pay_x_life(t: pp.ParseResults) -> list[tuple[str, object]]:
    x = t[0]
    return [("plain", [MayPayLife(amount=x, then=(I.Draw(x),))])]


#: 118.12: "You may pay X life, where X is its power. If you do, draw X cards." (both X the
#: power of the creature that died, 608.2h).
PAY_X_LIFE_DRAW_X = (sup("you may pay X life") + lit(",") + sup("where X is")
                     + ITS_POWER_THAT_DIED + lit(".") + sup("if you do") + lit(",")
                     + sup("draw X cards") + lit(".")).set_parse_action(_pay_x_life)
