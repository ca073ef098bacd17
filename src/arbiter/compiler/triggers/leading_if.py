"""603.4: "When/Whenever/At <event>, if <condition>, <effect>" is an intervening "if" clause:
the ability triggers only if the condition is true as the event happens, and does nothing if
it's false as it resolves.

A condition that the intervening-if grammar (`compiler.lines._INTERVENING`) can't read may
still be read by the effect grammar as "If <condition>, <effect>" (608.2c), which is checked
only on resolution. That reading is exact only where the condition can also be checked as
the event happens: a condition about the event's object ("if it's a creature", after
"Whenever a permanent you control is turned face up") becomes part of the trigger's own
selector (603.2, checked on the object as the event happens), and the "If" it keeps is the
second check on resolution. Any other condition there leaves the line unread.
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions.objects import If
from arbiter.rules.instructions.references import Ref
from arbiter.rules.object_conditions import ObjectIs
from arbiter.rules.selectors import And

#: The token `compiler.lines.TRIGGERED` adds when "if" follows the trigger's comma but the
#: intervening-if grammar didn't read the condition.
LEADING_IF = "leading if"


def checked_on_trigger(trigger: Trigger, body: list) -> Trigger:
    """603.4: the trigger with the condition of an "if" its effect grammar read; unread
    (a ParseException) unless the condition is about the event's object."""
    if (len(body) != 1 or not isinstance(body[0], If) or body[0].otherwise
            or not isinstance(body[0].condition, ObjectIs)
            or body[0].condition.what != Ref.event() or trigger.selector is None):
        raise pp.ParseException("", 0, "an intervening 'if' (603.4) that can't be checked "
                                       "as the event happens")
    return dataclasses.replace(trigger, selector=And((trigger.selector,
                                                      body[0].condition.selector)))
