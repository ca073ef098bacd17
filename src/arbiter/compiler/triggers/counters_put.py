""""Whenever one or more +1/+1 counters are put on this creature, ..." (Herd Baloth, Pensive
Professor), as grammar: a trigger on counters of a kind being put on the object (122.6: on
the battlefield, or as it enters with them), once for each time counters are put on it
(603.2c: "one or more"); "Whenever a +1/+1 counter is put on this creature" (Fathom Mage)
once for each counter put.

The same for another object: "Whenever one or more +1/+1 counters are put on another
creature you control" (Enduring Scalelord) triggers once for each object counters of the kind
are put on at a time (603.2: the phrase judged on that object), "Whenever a -1/-1 counter is
put on a creature" once for each counter. "When the fourth plan counter is put on this
enchantment" (122.6, 603.2) triggers when counters put on it take the number of that kind
from below N to N or more (`engine.counters.crossed`).

"That many" / "that much" in the first instruction of a "one or more" trigger is the number
of counters of the kind put on that object at once (the event's amount, 122.6, 603.2:
"investigate that many times", "deals that much damage", `compiler.triggers.that_much`). A
trigger once for each counter, or on the Nth counter, with "that many" is left unread. So is
"you put ... counters" (the player putting them isn't known to the engine's event).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _build(s: str, _loc: int, t: pp.ParseResults) -> Trigger:
    return Trigger("counters_put", "self", counters=(t[0], None))


#: 122.6, 603.2c: "one or more <kind> counters are put on ~".
COUNTERS_PUT_ON_SELF = (sup("one or more") + COUNTER_KIND + sup("counters are put on ~")
                        + pp.FollowedBy(",")).set_parse_action(_build)



def _each(s: str, _loc: int, t: pp.ParseResults) -> Trigger:
    if "that many" in s or "that much" in s:
        raise pp.ParseException(s, 0, "'that many' of the counters put")
    return Trigger("counters_put", "self", counters=(t[0], None), per_counter=True)


#: 122.6: "a <kind> counter is put on ~" (Fathom Mage): once for each counter put, on the
#: battlefield or as the permanent enters with them.
COUNTER_PUT_ON_SELF = (sup("a") + COUNTER_KIND + sup("counter is put on ~")
                       + pp.FollowedBy(",")).set_parse_action(_each)

_ORDINALS = {w: i for i, w in enumerate((
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
    "seventeenth", "eighteenth", "nineteenth", "twentieth"), start=1)}
_ORDINAL = kws(*_ORDINALS).set_parse_action(lambda t: _ORDINALS[t[0].lower()])


def _nth(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    if "that many" in text or "that much" in text:
        raise pp.ParseException(text, 0, "'that many' of the counters put")
    return Trigger("counters_put", "self", counters=(t[1], t[0]))


#: 122.6, 603.2: "the fourth plan counter is put on ~": counters of the kind put on it took
#: their number from below N to N or more.
NTH_COUNTER_PUT_ON_SELF = (sup("the") + _ORDINAL + COUNTER_KIND + sup("counter is put on ~")
                           + pp.FollowedBy(",")).set_parse_action(_nth)


def _object(t: pp.ParseResults) -> Noun:
    n: Noun = t[-1]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.plural:
        raise pp.ParseException("", 0, "not one permanent")
    return replace(n, other=True) if len(t) == 2 else n


_OBJECT = ((kw("another").set_parse_action(lambda: "another") | kws("a", "an").suppress())
           + NOUN).set_parse_action(_object)


def _selector(n: Noun) -> s.Selector:
    preds = list(n.preds) + ([s.OTHER] if n.other else [])
    if not preds:
        raise pp.ParseException("", 0, "no quality named")
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _on_object(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    return Trigger("counters_put", "any", selector=_selector(t[1]), counters=(t[0], None))


def _each_on_object(text: str, loc: int, t: pp.ParseResults) -> Trigger:
    if "that many" in text or "that much" in text:
        raise pp.ParseException(text, 0, "'that many' of the counters put")
    return replace(_on_object(text, loc, t), per_counter=True)


#: 122.6, 603.2: "one or more <kind> counters are put on <a | another> <permanent>" (once
#: for each permanent they are put on at a time) and "a <kind> counter is put on <a |
#: another> <permanent>" (once for each counter).
COUNTERS_PUT_ON_OBJECT = pp.MatchFirst([
    (sup("one or more") + COUNTER_KIND + sup("counters are put on") + _OBJECT
     + pp.FollowedBy(",")).set_parse_action(_on_object),
    (sup("a") + COUNTER_KIND + sup("counter is put on") + _OBJECT
     + pp.FollowedBy(",")).set_parse_action(_each_on_object),
])

__all__ = ["COUNTERS_PUT_ON_OBJECT", "COUNTERS_PUT_ON_SELF", "COUNTER_PUT_ON_SELF",
           "NTH_COUNTER_PUT_ON_SELF"]
