"""'<do something to it> at end of combat' (603.7, 511.2), as grammar: a delayed triggered
ability that triggers as the end of combat step begins and acts on the object the clause
named when the ability was created (603.7c: a new object after a zone change is another
object, so a creature that has left the battlefield since is left alone).

    destroy that creature at end of combat              (Cockatrice, Thicket Basilisk)
    sacrifice it at end of combat                       (Keldon Battlewagon)
    return that creature to its owner's hand at end of combat  (Wall of Tears)
    exile it at end of combat
    remove a +1/+1 counter from it at end of combat     (Clockwork Beetle; 122.1)
    put a -1/-1 counter on it at end of combat          (Wicker Warcrawler)

723.2e: if the end of combat step is skipped, "at end of combat" abilities don't trigger.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, SUBTYPE, kws, sup
from arbiter.rules import instructions as I

_LATER = sup("at end of combat")
_TO_HAND = kws("to its owner's hand", "to their owner's hand", "to their owners' hands")


def _later(make):  # type: ignore[no-untyped-def]
    return lambda t: [[I.DelayedTrigger("end_of_combat", (make(I.Ref.all_targets()),),
                                        what=t[0])]]


#: "that Wall" after "Whenever this creature becomes blocked by a Wall" (Battering Ram): a
#: pronoun for the object the trigger named (608.2b), as "that creature" is.
_THAT_SUBTYPE = (sup("that") + SUBTYPE).set_parse_action(lambda: I.Ref("pronoun"))


def _counters_later(make):  # type: ignore[no-untyped-def]
    """122.1: one counter of a kind put on or removed from the object, at end of combat."""
    return lambda t: [[I.DelayedTrigger("end_of_combat", (make(t[0], I.Ref.all_targets()),),
                                        what=t[1])]]


def end_of_combat_clauses(obj: pp.ParserElement, self_or_it: pp.ParserElement
                          ) -> list[pp.ParserElement]:
    """The clauses, for `obj` (one object) and `self_or_it` ("~" or a pronoun)."""
    obj = obj | _THAT_SUBTYPE
    return [
        (sup("destroy") + obj + _LATER).set_parse_action(_later(I.Destroy)),
        (sup("sacrifice") + self_or_it + _LATER).set_parse_action(_later(I.Sacrifice)),
        (sup("return") + obj + _TO_HAND.suppress() + _LATER).set_parse_action(
            _later(I.ReturnToHand)),
        (sup("exile") + obj + _LATER).set_parse_action(_later(I.Exile)),
        (sup("put a") + COUNTER_KIND + sup("counter on") + obj + _LATER).set_parse_action(
            _counters_later(lambda kind, ref: I.PutCounters(kind=kind, n=1, on=ref))),
        (sup("remove a") + COUNTER_KIND + sup("counter from") + obj + _LATER).set_parse_action(
            _counters_later(lambda kind, ref: I.RemoveCounters(kind=kind, n=1, on=ref))),
    ]


__all__ = ["end_of_combat_clauses"]
