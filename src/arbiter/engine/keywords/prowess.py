"""702.108: prowess, built from its definition as a real triggered ability (603).

702.108a: "Prowess is a triggered ability. 'Prowess' means 'Whenever you cast a noncreature
spell, this creature gets +1/+1 until end of turn.'" 702.108b: each instance triggers
separately. A spell is cast when it becomes cast (601.2i: the "cast" event); a copy of a
spell isn't cast (707.10) and doesn't trigger it.
"""

from __future__ import annotations

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateEffect, Ref
from arbiter.rules.parts import ModifyPT
from arbiter.rules.selectors import And, InZone, IsType, Not
from arbiter.rules.values import Const


def prowess() -> TriggeredAbility:
    """702.108a: "you" is the ability's controller (the spell's controller must be them);
    the spell is judged as it is on the stack."""
    return TriggeredAbility(
        text="Whenever you cast a noncreature spell, this creature gets +1/+1 until end of "
             "turn.",
        trigger=Trigger("cast", "you",
                        selector=And((InZone(("stack",)), Not(IsType("Creature"))))),
        instructions=(CreateEffect(parts=(ModifyPT(Const(1), Const(1)),),
                                   affected=Ref.this(), duration="end_of_turn"),))


__all__ = ["prowess"]
