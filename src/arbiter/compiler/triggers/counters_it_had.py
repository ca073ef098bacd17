""""When ~ dies / leaves the battlefield, put its counters on <target>." (603.10a, 608.2h:
the counters the permanent had as it last existed; `engine.counters_it_had`).

Read only with ~ as the subject: "its" after another object's event ("Whenever another
creature you control dies, ... put its counters on ~") or with more after the target
("..., then shuffle this card into its owner's library") stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.counters_it_had import PutCountersItHad
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import TargetSpec


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    from arbiter.compiler.lines import _trigger_body

    event, onto = t[0], t[1]
    targets: list[TargetSpec] = []
    trigger, body = _trigger_body(Trigger(event, "self"), None,
                                  [PutCountersItHad(onto=onto)], targets)
    if len(targets) != 1:
        raise pp.ParseException("", 0, "'its counters' onto no target")
    return TriggeredAbility(text="", trigger=trigger, instructions=body,
                            targets=tuple(targets))


_SELF_LEAVES = sup("when") + sup("~") + (
    kw("dies").set_parse_action(lambda: "dies")
    | kw("leaves the battlefield").set_parse_action(lambda: "leaves"))
#: 603.10a: Star Pupil, Essence Channeler, Spiteful Squad, Broodguard Elite, Hei Bai
COUNTERS_IT_HAD_LINE = (_SELF_LEAVES + lit(",") + sup("put its counters on")
                        + TARGET_OBJECT + lit(".")).set_parse_action(_ability)

__all__ = ["COUNTERS_IT_HAD_LINE"]
