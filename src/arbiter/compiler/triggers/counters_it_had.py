""""When ~ dies / leaves the battlefield, put its counters on <target>." (603.10a, 608.2h:
the counters the permanent had as it last existed; `engine.counters_it_had`).

`COUNTERS_IT_HAD_LINE` reads the line with ~ as the subject. Anywhere else "put its (those)
counters on <~ | target ...>" (`PUT_COUNTERS_IT_HAD`, an effect clause) is "its" unbound until
`bind_counters_it_had` binds it to the event's object, and only after an event of a
permanent leaving the battlefield (603.10a: "Whenever another creature you control dies, if it
had counters on it, put its counters on ~"; "When ~ dies, ... put those counters on target
creature"); after any other event the line stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.counters_it_had import PutCountersItHad
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.structure import rebuild


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

#: "put its counters on ~" / "put those counters on up to one target creature you control":
#: the event's object's counters once bound (`bind_counters_it_had`)
PUT_COUNTERS_IT_HAD = (sup("put") + (kw("its") | kw("those")).suppress()
                       + sup("counters on") + (SELF | TARGET_OBJECT)
                       ).set_parse_action(lambda t: [[PutCountersItHad(t[0], of_event=None)]])

#: 603.6c, 603.10a: the events of a permanent leaving the battlefield (it keeps its counters
#: as it last existed there, 400.7)
_LEAVES = frozenset({"dies", "leaves", "put_into_graveyard"})


def bind_counters_it_had(trigger: Trigger, body: tuple) -> tuple:
    """603.10a: "its counters" bound to the event's object after a leaving event (one
    object's event: not "one or more", 603.2c); elsewhere left unbound (the line unread)."""
    events = {t.event for t in trigger.any_of} if trigger.any_of else {trigger.event}
    if trigger.batch or not events <= _LEAVES:
        return body
    return tuple(rebuild(step, lambda n: PutCountersItHad(n.onto, of_event=True)
                         if isinstance(n, PutCountersItHad) and n.of_event is None else n)
                 for step in body)


__all__ = ["COUNTERS_IT_HAD_LINE", "PUT_COUNTERS_IT_HAD", "bind_counters_it_had"]
