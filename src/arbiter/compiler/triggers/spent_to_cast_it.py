"""603.4, 601.2h: "When this creature enters, if {R} was spent to cast it, ..." and "When you
cast this spell, if {C} was spent to cast it, ...": an intervening "if" about the mana spent
to cast the object whose ability it is (400.7: the permanent a spell became keeps the record
of its spell; one put onto the battlefield without being cast had none spent).

"It" is that object in its own trigger ("When ~ enters", "When you cast ~"). After "Whenever
<a player> cast(s) <a spell>" it is the spell cast, the event's object (603.2):

    Whenever you cast a noncreature spell, if at least four mana was spent to cast it, ...
    Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.

Anywhere else (another object's entering) it isn't read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.mana_spent_conditions import SpentToCastIt
from arbiter.rules.structure import nodes


def check_spent_to_cast_it(cond: object, trigger: Trigger) -> None:
    """Raise unless every "spent to cast it" in `cond` names the source in its own trigger,
    or (`of_event`) the spell whose casting is the trigger's event."""
    for n in nodes(cond):
        if not isinstance(n, SpentToCastIt):
            continue
        own = trigger.subject == "self" and trigger.event in ("enters", "cast")
        if trigger.any_of or (trigger.event != "cast" or own if n.of_event else not own):
            raise pp.ParseException("", 0, "'spent to cast it' where 'it' isn't the spell")


__all__ = ["check_spent_to_cast_it"]
