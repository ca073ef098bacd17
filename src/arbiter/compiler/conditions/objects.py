"""Conditions about an object named earlier in the effect (608.2c), offered to the "if" and
"instead" sentences of `compiler.effects.sentences`:

    it's a Human / it's a <noun>                   ("If it's a Human, instead it gets ...")
    that target is a creature or planeswalker      ("... instead if that target is ...")
    it was a creature card                         ("Exile target card from a graveyard. If
                                                    it was a creature card, ...")
    a land was destroyed this way                  (Dire-Strain Rampage, after "Destroy
                                                    target ...": the object destroyed, as
                                                    it last existed, 608.2h)
    it entered under your control                  (Hallowed Respite, after "return it to the
                                                    battlefield": the permanent it became
                                                    is there under your control, 400.7j)
    it has three or more +1/+1 counters on it      (122.1: the Ordeals, after "put a +1/+1
    that creature has a +1/+1 counter on it          counter on it"; as it is now)
    it has counters on it

The object is a pronoun that `compiler.grammar.refs.bind` points at the last object named."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.object_qualities import OBJECT_QUALITY_CONDITION
from arbiter.compiler.grammar.lexicon import COLOR_WORD, COUNTER_KIND, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.noun_with import KEYWORD_SELECTOR
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.counter_selectors import HasCountersAtLeast
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.last_known_conditions import ObjectWas
from arbiter.rules.object_conditions import ObjectIs
from arbiter.rules.selectors import (
    And,
    ControlledByYou,
    HasAnyCounter,
    HasColor,
    InCombat,
    InZone,
    IsSupertype,
    Or,
    Selector,
)
from arbiter.vocab import Color

_THAT = kw("that target").set_parse_action(lambda: Ref("pronoun")) | PRONOUN
OBJECT_CONDITION = (_THAT + (lit("'s") | sup("is")) + kws("a", "an").suppress() + NOUN
                    ).set_parse_action(lambda t: ObjectIs(t[0], t[1].selector())
                                       ).set_name("object condition")
#: "If a land was destroyed this way" after "Destroy <one object>." (608.2c): the object the
#: destroy acted on (the pronoun binds to it) left the battlefield, and was a land as it last
#: existed (608.2h). A permanent destroyed but put elsewhere by a replacement effect (614.6)
#: was destroyed too.
def _without_zone(selector: Selector) -> Selector:
    """The noun's selector without the zone it implies (the object has left it)."""
    if isinstance(selector, And):
        return And(tuple(p for p in selector.parts if not isinstance(p, InZone)))
    return selector


DESTROYED_THIS_WAY = (kws("a", "an").suppress() + NOUN
                      + kws("was destroyed this way", "is destroyed this way").suppress()
                      ).set_parse_action(lambda t: ObjectWas(
                          Ref("pronoun"), _without_zone(t[0].selector()), moved=True))
#: "If it entered under your control" right after the effect put it onto the battlefield:
#: nothing happens in between (608.2c), so it is on the battlefield under your control now.
ENTERED_UNDER_YOUR_CONTROL = (PRONOUN + sup("entered under your control")).set_parse_action(
    lambda t: ObjectIs(t[0], And((InZone(("battlefield",)), ControlledByYou()))))



def _card_was(t: pp.ParseResults) -> ObjectIs:
    """608.2h / 400.7: "it was a creature card" about a card an instruction of this effect
    moved between public zones (a graveyard to exile): asked of the card where it went,
    since moving a card between those zones doesn't change its characteristics (its printed
    ones, 109.3). Only card nouns: a permanent that left the battlefield is asked as it last
    existed there, which this doesn't do (left unread)."""
    noun = t[1]
    if noun.kind != "card":
        raise pp.ParseException("", 0, "'it was' about a permanent")
    return ObjectIs(t[0], noun.selector())


OBJECT_CONDITION = OBJECT_CONDITION | (
    PRONOUN + sup("was") + kws("a", "an").suppress() + NOUN).set_parse_action(_card_was)


def _colors(t: pp.ParseResults) -> Selector:
    sels = tuple(HasColor(Color(c.lower())) for c in t)
    return sels[0] if len(sels) == 1 else Or(sels)


#: 105.2, 205.4, 506.4: "that creature is black or red", "... is legendary", "... is
#: attacking" (as it is now).
_QUALITY = pp.MatchFirst([
    (COLOR_WORD + pp.ZeroOrMore(sup("or") + COLOR_WORD)).set_parse_action(_colors),
    kw("legendary").set_parse_action(lambda: IsSupertype("Legendary")),
    kw("attacking").set_parse_action(lambda: InCombat("attacking")),
])
#: 702: "that creature has infect" (a keyword it has now).
OBJECT_CONDITION = OBJECT_CONDITION | (
    _THAT + sup("is") + _QUALITY + pp.FollowedBy(lit(","))).set_parse_action(
    lambda t: ObjectIs(t[0], t[1])) | (
    _THAT + sup("has") + KEYWORD_SELECTOR + pp.FollowedBy(lit(","))).set_parse_action(
    lambda t: ObjectIs(t[0], t[1]))

#: 122.1: "it has three or more +1/+1 counters on it", "that creature has a +1/+1 counter on
#: it", "it has counters on it" (any kind): the counters on it now.
_HOW_MANY = (NUMBER + sup("or more")) | kws("a", "an").set_parse_action(lambda: 1)
_COUNTERS = pp.MatchFirst([
    (_HOW_MANY + COUNTER_KIND + kws("counters on it", "counter on it").suppress()
     ).set_parse_action(lambda t: HasCountersAtLeast(t[1], t[0])),
    kws("counters on it", "a counter on it").set_parse_action(lambda: HasAnyCounter()),
])
OBJECT_CONDITION = OBJECT_CONDITION | (
    _THAT + sup("has") + _COUNTERS + pp.FollowedBy(lit(","))).set_parse_action(
    lambda t: ObjectIs(t[0], t[1]))

#: 202.3, 208.1, 105.2, 205.4a: "its mana value is 2 or less", "it's legendary", "it isn't a
#: creature" (`compiler.conditions.object_qualities`: as last known if it has moved, 608.2h)
OBJECT_CONDITION = OBJECT_CONDITION | OBJECT_QUALITY_CONDITION

__all__ = ["DESTROYED_THIS_WAY", "ENTERED_UNDER_YOUR_CONTROL", "OBJECT_CONDITION"]
