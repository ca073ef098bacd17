"""603.4: intervening "if" clauses about the object the trigger's event names, or about the
source in its own trigger (`rules.event_object_conditions`, `rules.mana_spent_conditions`):

    When this creature enters, if {R} was spent to cast it, ...        (601.2h: the source;
    When you cast this spell, if {C} was spent to cast it, ...          400.7, the permanent
                                                                         keeps its spell's
                                                                         record)
    Whenever you cast a noncreature spell, if at least four mana was spent to cast it, ...
    Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.
                                                                        (the spell cast, 603.2)
    Whenever another creature you control dies, if it had counters on it, ...
    When this creature dies, if it had a +1/+1 counter on it, ...       (603.10a: as it last
                                                                         existed)

"It" must be the object the rule says: "spent to cast it" after another object's entering,
or "it had counters" after an event where nothing left the battlefield, isn't read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.mana_spent import SPENT_TO_CAST_IT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.conditions import SourceWasCast
from arbiter.rules.event_object_conditions import EventObjectHadCounters
from arbiter.rules.mana_spent_conditions import SpentToCastIt
from arbiter.rules.structure import nodes

#: 603.10a: "it had counters on it" ("one or more counters"), "it had a <kind> counter on it"
_HAD_COUNTERS = pp.MatchFirst([
    kws("it had counters on it", "it had one or more counters on it").set_parse_action(
        lambda: EventObjectHadCounters()),
    (sup("it had") + pp.one_of("a an", as_keyword=True).suppress() + COUNTER_KIND
     + sup("counter on it")).set_parse_action(lambda t: EventObjectHadCounters(t[0])),
])

EVENT_OBJECT_IF = SPENT_TO_CAST_IT | _HAD_COUNTERS

#: 603.6c, 603.10a: events of a permanent leaving the battlefield (its counters as it last
#: existed there)
_LEAVES = frozenset({"dies", "leaves", "put_into_graveyard"})


def _events(trigger: Trigger) -> set[str]:
    return {t.event for t in trigger.any_of} if trigger.any_of else {trigger.event}


def check_event_object_if(cond: object, trigger: Trigger) -> None:
    """Raise unless each condition about "it" in `cond` names the object its rule says: the
    source in its own trigger, or (`of_event`) the spell a cast trigger names ("spent to
    cast it"); a permanent that left the battlefield ("it had counters on it")."""
    for n in nodes(cond):
        if isinstance(n, SpentToCastIt):
            own = trigger.subject == "self" and trigger.event in ("enters", "cast")
            if trigger.any_of or (trigger.event != "cast" or own if n.of_event else not own):
                raise pp.ParseException("", 0, "'spent to cast it' where 'it' isn't the spell")
        elif isinstance(n, EventObjectHadCounters) and not _events(trigger) <= _LEAVES:
            raise pp.ParseException("", 0, "'it had counters' where nothing left")
        elif isinstance(n, SourceWasCast) and (trigger.subject != "self" or trigger.any_of):
            # 603.4, 601.2a: "if you cast it [from your hand]" is about the source only in
            # its own trigger; after "Whenever a creature you control enters" it is the
            # creature that entered (The Sibsig Ceremony's was read about the enchantment)
            raise pp.ParseException("", 0, "'you cast it' where 'it' isn't the source")


__all__ = ["EVENT_OBJECT_IF", "check_event_object_if"]
