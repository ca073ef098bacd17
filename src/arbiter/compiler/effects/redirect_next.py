"""Redirection shields from a resolving spell or ability (614.9, 609.7a; carried out by
`engine.replacement.shields`):

    The next N damage that would be dealt to <recipient> this turn is dealt to <other>
        instead.                                                    (Personal Incarnation)
    The next time a [<quality>] source of your choice would deal damage [to <recipient>]
        this turn, <that damage is dealt to <other> | that source deals that damage to you>
        instead.                                                    (Jade Monolith)
    The next time a source of your choice would deal damage to you this turn, instead that
        source deals that much damage to you and ~ deals that much damage to that source's
        controller.                                                 (Eye for an Eye)

<other> is "you", "its owner" (the owner of this object), "~" or a target.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, SELF, TARGET_OBJECT
from arbiter.compiler.effects.prevent_next import SHIELDED, SOURCE_QUALITY
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.instructions.prevention import RedirectNextDamage, ReplaceNextFromSource

_OTHER = pp.MatchFirst([
    kw("you").set_parse_action(lambda: "you"),
    kw("its owner").set_parse_action(lambda: "owner"),
    SELF,
    TARGET_OBJECT,
])

#: 614.9: "The next 1 damage that would be dealt to this creature this turn is dealt to its
#: owner instead."
REDIRECT_NEXT = (sup("the next") + AMOUNT + sup("damage that would be dealt to") + SHIELDED
                 + sup("this turn is dealt to") + _OTHER + sup("instead")
                 ).set_parse_action(lambda t: [[RedirectNextDamage(amount=t[0], to=t[1],
                                                                   redirect_to=t[2])]])

_NEXT_TIME = (sup("the next time") + kws("a", "an").suppress()
              + pp.Optional(SOURCE_QUALITY).set_parse_action(lambda t: [t[0] if t else None])
              + sup("source of your choice would deal damage")
              + (sup("to") + SHIELDED | pp.Empty().set_parse_action(lambda: [None]))
              + sup("this turn") + lit(","))


def _from_source(t: pp.ParseResults) -> list[list[Any]]:
    quality, to, other = t[0], t[1], t[2]
    return [[ReplaceNextFromSource(to=to, redirect_to=other, quality=quality)]]


#: 614.9 / 609.7a: "The next time a source of your choice would deal damage to target
#: creature this turn, that source deals that damage to you instead." (Jade Monolith)
NEXT_TIME_REDIRECT = (_NEXT_TIME + pp.MatchFirst([
    sup("that damage is dealt to") + _OTHER + sup("instead"),
    sup("that source deals that damage to") + kw("you").set_parse_action(lambda: "you")
    + sup("instead"),
])).set_parse_action(_from_source)

#: Eye for an Eye (the damage to you is dealt, and ~ deals as much to the source's
#: controller).
NEXT_TIME_MIRROR = (_NEXT_TIME + sup("instead that source deals that much damage to you and")
                    + sup("~ deals that much damage to that source's controller")
                    ).add_condition(lambda t: t[1] == "you").set_parse_action(
    lambda t: [[ReplaceNextFromSource(to="you", mirror=True, quality=t[0])]])

REDIRECT_NEXT_CLAUSES = [REDIRECT_NEXT, NEXT_TIME_REDIRECT, NEXT_TIME_MIRROR]

__all__ = ["NEXT_TIME_MIRROR", "NEXT_TIME_REDIRECT", "REDIRECT_NEXT", "REDIRECT_NEXT_CLAUSES"]
