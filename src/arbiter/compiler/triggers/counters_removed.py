"""Triggers on counters of a kind being removed from the object itself (122.8, 603.2), on
the battlefield or, with "while it's exiled", in exile (113.6: an ability that says it
functions there; 702.62a: a suspended card's time counters):

    Whenever a time counter is removed from this card while it's exiled, draw a card.
                                                        (Aeon Chronicler: once per counter)
    Whenever one or more time counters are removed from this enchantment, scry 1 and you
    gain 1 life.                    (Regenerations Restored: once for the counters removed
                                    at once, 603.2c)
    When the last time counter is removed from this card while it's exiled, ...
                                                        (Riftmarked Knight: 702.62a)
    When the last ore counter is removed from this Aura, ...                (Orcish Mine)

"That many" / "that much" after any of them isn't read: counters removed at once by
several simultaneous events (combat damage from two creatures to a planeswalker, 120.3c)
trigger "one or more" once, for no one event's amount (Chandra, Fire Artisan stays
unread)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, sup
from arbiter.engine.triggers.conditions import Trigger

#: "while it's exiled": the ability functions in exile (113.6), not on the battlefield.
_ZONE = pp.Optional(kw("while it's exiled").set_parse_action(lambda: "exile"),
                    default="battlefield")


def _no_that_many(text: str) -> None:
    if "that many" in text or "that much" in text:
        raise pp.ParseException(text, 0, "'that many' of the counters removed")


def _each(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    _no_that_many(text)
    return Trigger("counters_removed", "self", counters=(t[0], None), per_counter=True,
                   zone=t[1])


def _one_or_more(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    _no_that_many(text)
    # 603.2c: once for the counters one batch of simultaneous events removes
    return Trigger("counters_removed", "self", counters=(t[0], None), zone=t[1], batch=True)


def _last(text: str, _loc: int, t: pp.ParseResults) -> Trigger:
    _no_that_many(text)
    # 702.62a / 122.8: the counters of the kind went from one or more to none
    return Trigger("counters_removed", "self", counters=(t[0], 0), zone=t[1])


_END = pp.FollowedBy(",")
COUNTERS_REMOVED_FROM_SELF = pp.MatchFirst([
    (sup("a") + COUNTER_KIND + sup("counter is removed from ~") + _ZONE + _END
     ).set_parse_action(_each),
    (sup("one or more") + COUNTER_KIND + sup("counters are removed from ~") + _ZONE + _END
     ).set_parse_action(_one_or_more),
    (sup("the last") + COUNTER_KIND + sup("counter is removed from ~") + _ZONE + _END
     ).set_parse_action(_last),
])

__all__ = ["COUNTERS_REMOVED_FROM_SELF"]
