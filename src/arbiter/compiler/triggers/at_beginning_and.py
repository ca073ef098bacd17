"""603.2: "At the beginning of your upkeep and whenever you cast a red spell, put a charge
counter on this artifact." (Shrine of Burning Rage): one ability with two trigger
conditions, triggering on either (the mirror of "When ~ enters and at the beginning of your
upkeep", `compiler.triggers.triggers._and_at_beginning`; each step event checked for whose
step it is, `engine.triggers.triggered.condition_ok`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.triggers.conditions import Trigger


def _both(t: pp.ParseResults) -> Trigger:
    step, event = t[0], t[1]
    if not isinstance(event, Trigger) or not isinstance(step, Trigger) or event.any_of \
            or event.batch or event.only_if is not None:
        raise pp.ParseException("", 0, "a compound of compound events")
    return Trigger("any_of", "any", any_of=(event, step))


def at_beginning_and_whenever(at_beginning: pp.ParserElement,
                              event: pp.ParserElement) -> pp.ParserElement:
    """"at the beginning of <step> and whenever <event>" (603.2)."""
    return (at_beginning + sup("and whenever") + event + pp.FollowedBy(",")
            ).set_parse_action(_both)


__all__ = ["at_beginning_and_whenever"]
