"""701.54 The Ring tempts you, in Oracle text: the action as a clause of an effect, the
trigger conditions on it and the conditions on a Ring-bearer.

    The Ring tempts you.                              (701.54a: Claim the Precious)
    When this creature enters, the Ring tempts you.   (Uruk-hai Berserker)
    Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.  (701.54d)
    Whenever the Ring tempts you, if you chose a creature other than ~ as your Ring-bearer,
        draw a card.                                  (Gandalf, Friend of the Shire)
    Whenever you choose a creature as your Ring-bearer, ...        (Call of the Ring)
    ..., if you don't control a Ring-bearer, ...      (701.54e: Dúnedain Rangers)
    As long as ~ is your Ring-bearer, ...             (701.54e: Frodo Baggins)

"if you chose a creature other than ~ as your Ring-bearer" is about the choice made as the
Ring tempted you, which can't change before the ability resolves (603.4): it is read as part
of the trigger condition (`CHOSE_OTHER`). What it all does is
`engine.keyword_actions.ring_tempts`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.keyword_actions.ring_tempts import (
    CHOSE_OTHER,
    IsYourRingBearer,
    RingTempts,
)
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.conditions import Not

#: 701.54a: "the Ring tempts you" (the resolving spell's or ability's controller).
RING_TEMPTS = sup("the ring tempts you").set_parse_action(lambda: [[RingTempts()]])

#: 701.54d: "Whenever the Ring tempts you" (with 603.4's "if you chose a creature other than
#: ~ as your Ring-bearer"); "Whenever you choose a creature as your Ring-bearer" (701.54a).
RING_TRIGGER = pp.MatchFirst([
    (kw("the ring tempts you, if you chose a creature other than ~ as your ring-bearer")
     + pp.FollowedBy(",")).set_parse_action(lambda: Trigger("ring_tempts", CHOSE_OTHER)),
    (kw("the ring tempts you") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("ring_tempts", "you")),
    (kw("you choose a creature as your ring-bearer") + pp.FollowedBy(",")).set_parse_action(
        lambda: Trigger("ring_bearer_chosen", "you")),
])

#: 701.54e: "~ is your Ring-bearer", "you control a Ring-bearer" (yours: 701.54a), and "you
#: don't control a Ring-bearer".
RING_BEARER_CONDITION = pp.MatchFirst([
    kw("~ is your ring-bearer").set_parse_action(lambda: IsYourRingBearer()),
    kw("you control a ring-bearer").set_parse_action(
        lambda: IsYourRingBearer(any_creature=True)),
    kws("you don't control a ring-bearer", "you do not control a ring-bearer"
        ).set_parse_action(lambda: Not(IsYourRingBearer(any_creature=True))),
])

__all__ = ["RING_BEARER_CONDITION", "RING_TEMPTS", "RING_TRIGGER"]
