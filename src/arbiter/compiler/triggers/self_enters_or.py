"""603.2: "When ~ enters or <another event of ~>", one trigger condition naming two events
of the same object, the second sharing the subject of the first:

    When this creature enters or becomes monstrous, destroy target permanent.
                                                                (Alpha Deathclaw, 701.37b)
    When this creature enters or becomes the target of a spell or ability an opponent
    controls, you gain 3 life.                                  (Shield Mare, 115.1)
    Whenever this creature enters or becomes tapped, ...        (701.26a)

The words after "or" are read as the event "~ <words>" of the trigger grammar; only an
event of this object itself is accepted (its subject "self"). The condition triggers on
either event, once for an event (603.2). Pairs the grammar reads as one event of their own
("enters or attacks", "enters or dies") are left to it: this template is tried only where
the whole condition isn't already one event.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.triggers.conditions import Trigger


def self_enters_or(event: pp.ParserElement) -> pp.ParserElement:
    """The template, given the grammar of one event (`compiler.triggers.triggers.EVENT`)."""
    whole = event + pp.StringEnd()

    def build(s: str, loc: int, t: pp.ParseResults) -> Trigger:
        try:
            second = whole.parse_string("~ " + t[0].strip())[0]
        except pp.ParseException:
            raise pp.ParseException(s, loc, "not an event of ~") from None
        if not isinstance(second, Trigger) or second.subject != "self" or second.any_of \
                or second.batch or second.event == "enters":
            raise pp.ParseException(s, loc, "not an event of ~ itself")
        enters = Trigger("enters", "self")
        return Trigger("any_of", "any", any_of=(enters, replace(second, zone=enters.zone)))

    one_event = event + pp.FollowedBy(lit(","))
    return (pp.NotAny(one_event) + sup("~ enters or") + pp.Regex(r"[^,]+")
            + pp.FollowedBy(lit(","))).set_parse_action(build)


__all__ = ["self_enters_or"]
