"""The trigger condition "Whenever this creature crews a Vehicle" (702.122b) as a whole line:

    Whenever this creature crews a Vehicle, that Vehicle gains haste until end of turn.
                                                                (Speedway Fanatic)
    Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 until end of turn.
                                                                (Veteran Motorist)

702.122b: a creature crews a Vehicle when it's tapped to pay the cost of a Vehicle's crew
ability: the engine's event as the cost is paid (`engine.casting.activation.CREWS_VEHICLE`),
with the Vehicle in its `extra`; "that Vehicle" is that Vehicle (`Ref("event_extra_object")`).
A line that also says "it", names a condition, or never says "that Vehicle" isn't read here.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.triggers.effect_text import bound_effects
from arbiter.engine.casting.activation import CREWS_VEHICLE
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

#: "that Vehicle": the Vehicle crewed.
VEHICLE = I.Ref("event_extra_object")


def _line(s: str, loc: int, t: pp.ParseResults) -> TriggeredAbility:
    text = t[0]
    if not text.lower().startswith("that vehicle ") or re.search(
            r"\b(it|its|they|them|if|unless|that creature)\b", text, re.I):
        raise pp.ParseException(s, loc, "only 'that Vehicle' is read after this event")
    text = "that creature" + text[len("that vehicle"):]
    body, targets = bound_effects(s, loc, text, default=VEHICLE)
    if targets:
        raise pp.ParseException(s, loc, "a target after this event")
    return TriggeredAbility(text="", trigger=Trigger(CREWS_VEHICLE, "self"), instructions=body)


#: 702.122b: "Whenever ~ crews a Vehicle, that Vehicle <effects>."
CREWS_LINE = (kws("whenever", "when").suppress() + sup("~ crews a vehicle")
              + lit(",").suppress() + pp.Regex(r".+\.")).set_parse_action(_line)

__all__ = ["CREWS_LINE"]
