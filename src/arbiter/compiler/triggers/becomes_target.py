"""603.2 / 115.1: "<object> becomes the target of a spell or ability [you control / an
opponent controls]" and "... becomes the target of a spell ...", as trigger events: each
object a spell or ability targets becomes its target as it is put on the stack (601.2c,
602.2b, 603.3d) or as a target changes (115.7; `engine.keywords.triggered`).

"For the first time each turn" (valiant) follows as a suffix of any trigger condition
(`compiler.triggers.first_time`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

_BY = pp.Optional(pp.MatchFirst([
    kw("you control").set_parse_action(lambda: "by:you"),
    kw("an opponent controls").set_parse_action(lambda: "by:opponent"),
]))
_WHAT = pp.MatchFirst([
    kw("becomes the target of a spell or ability").set_parse_action(lambda: "what:any"),
    kw("becomes the target of a spell").set_parse_action(lambda: "what:spell"),
])


def becomes_target_events(obj_event: Callable[[pp.ParserElement, str], pp.ParserElement]
                          ) -> pp.ParserElement:
    """The trigger events, built on `obj_event` ("~ <words>", "a <noun> <words>")."""
    def build(s_: str, loc: int, t: pp.ParseResults) -> Trigger:
        trigger: Trigger = t[0]
        marks = dict(m.split(":") for m in t[1:])
        trigger = replace(trigger, what=marks.get("what", "any"), by=marks.get("by", "any"))
        subject = s_[loc:].lower().split("becomes the target", 1)[0]
        if trigger.selector is not None and not re.search(r"\bspells?\b", subject):
            # 110.1, 115.1: "a creature" is a creature permanent: a creature spell on the
            # stack targeted by a spell or ability isn't one
            trigger = replace(trigger, selector=s.And((trigger.selector, s.InZone(
                ("battlefield",)))))
        return trigger

    return (obj_event(pp.Empty(), "becomes_target") + _WHAT + _BY).set_parse_action(build)


__all__ = ["becomes_target_events"]
