"""Trigger conditions on a permanent transforming (701.27e), as grammar:

    When this creature transforms into <this face's name>, ...      (Thing in the Ice)
    When this creature transforms into <this face's name> or dies, ...
    Whenever a permanent you control transforms into a Phyrexian, ... (Norn's Inquisitor)
    Whenever a permanent you control transforms into a non-Human creature, ...

701.27e: such an ability triggers if the object either transforms or converts (701.28a) and
has the characteristic named immediately after it does so: `Trigger("transforms_into")`
matches the engine's "transformed" and "converted" events, and the phrases are judged on
the permanent as it is after the event (its new face up). "~ transforms into ~" names the
face that has the ability, so it triggers when the permanent turns that face up; a line
naming another face, or a plain "transforms" (no "into"), isn't read here.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

#: The engine's event name: 701.27e, a "transformed" or "converted" event
#: (`engine.triggers.triggered`).
EVENT_NAME = "transforms_into"


def _permanent_preds(n: Noun) -> list[s.Selector]:
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.plural:
        raise pp.ParseException("", 0, "not one permanent")
    preds = list(n.preds)
    if n.other:
        preds.append(s.OTHER)
    return preds


def _any_permanent(t: pp.ParseResults) -> Trigger:
    """"a permanent you control transforms into a <quality>": the permanent as it is after
    the event matches both phrases (701.27e)."""
    subject, into = t[0], t[1]
    if into.other:
        raise pp.ParseException("", 0, "'transforms into another ...'")
    preds = _permanent_preds(subject) + _permanent_preds(into)
    if not preds:
        raise pp.ParseException("", 0, "no quality named")
    return Trigger(EVENT_NAME, "any",
                   selector=preds[0] if len(preds) == 1 else s.And(tuple(preds)))


_A = kws("a", "an").suppress()
_OTHER = kw("another").set_parse_action(lambda: "another")


def _subject(t: pp.ParseResults) -> Noun:
    n: Noun = t[-1]
    return replace(n, other=True) if len(t) == 2 else n


_SELF_INTO_SELF = (kw("~") + sup("transforms into") + kw("~")
                   + pp.FollowedBy(lit(",") | kw("or whenever"))
                   ).set_parse_action(lambda: Trigger(EVENT_NAME, "self"))
#: 603.2, 603.6c: "~ transforms into ~ or dies" (either event; dying looks back in time,
#: 603.10a).
_SELF_INTO_SELF_OR_DIES = (kw("~") + sup("transforms into") + kw("~") + sup("or dies")
                           + pp.FollowedBy(lit(","))).set_parse_action(
    lambda: Trigger("any_of", "any", any_of=(Trigger(EVENT_NAME, "self"),
                                             Trigger("dies", "self"))))
_PERMANENT_INTO = (((_OTHER | _A) + NOUN).set_parse_action(_subject)
                   + sup("transforms into") + _A + NOUN + pp.FollowedBy(lit(","))
                   ).set_parse_action(_any_permanent)

#: 701.27e: "~ transforms into ~" (this permanent, turned to the face that has the ability)
#: and "a/another <permanent> transforms into a/an <quality>".
TRANSFORMS_INTO = (_SELF_INTO_SELF_OR_DIES | _SELF_INTO_SELF | _PERMANENT_INTO
                   ).set_name("transforms into")

__all__ = ["EVENT_NAME", "TRANSFORMS_INTO"]
