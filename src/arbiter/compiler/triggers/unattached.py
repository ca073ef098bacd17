"""The trigger condition "Whenever this Equipment becomes unattached from a permanent" (701.3d,
603.10c) as a whole line:

    Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent.
                                                            (Grafted Wargear)
    Whenever this Equipment becomes unattached from a permanent, destroy that permanent.
                                                            (Captain's Hook)

The engine's "unattached" event (`engine.zones.unattaching`) names the Equipment and the
permanent it was attached to; "that permanent" is that one (the event's `extra`,
`Ref("event_extra_object")`): if it has left the battlefield it is a new object there, and
nothing happens to it (400.7). A line that also says "it" (which object would be meant) or
names no "that permanent" isn't read here.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.triggers.effect_text import bound_effects
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.zones.unattaching import EVENT
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

#: "that permanent": the permanent the event's object was attached to.
HOST = I.Ref("event_extra_object")


def _line(s: str, loc: int, t: pp.ParseResults) -> TriggeredAbility:
    text = t[0]
    if "that permanent" not in text or re.search(r"\b(it|its|they|them|if)\b", text, re.I):
        raise pp.ParseException(s, loc, "only 'that permanent' is read after this event")
    body, targets = bound_effects(s, loc, text, default=HOST)
    if targets:
        raise pp.ParseException(s, loc, "a target after this event")
    return TriggeredAbility(text="", trigger=Trigger(EVENT, "self"), instructions=body)


#: 701.3d: "Whenever ~ becomes unattached from a permanent, <effects>."
UNATTACHED_LINE = (kws("whenever", "when").suppress() + sup("~ becomes unattached from a permanent")
                   + lit(",").suppress() + pp.Regex(r".+\.")).set_parse_action(_line)

__all__ = ["HOST", "UNATTACHED_LINE"]
