""""When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
control." (Oblivion Ring, Fiend Hunter, Tidehollow Sculler), as grammar: a leaves-the-battlefield
ability (603.6c) linked to the card's ability that exiled (607.2a).

    When ~ leaves the battlefield, return the exiled card(s) to the battlefield [tapped]
        under its owner's / their owner's / their owners' control.
    When ~ leaves the battlefield, return the exiled card(s) to its owner's hand / their
        owners' hands.
    When ~ leaves the battlefield, return each card / all cards exiled with it to the
        battlefield under their owners' control / under your control.   (406.6, 110.2)

607.2a: "the exiled card" refers only to cards in exile that the card's printed ability
instructed to exile (`compiler.linked.link_exiles` marks that instruction; the engine records
what it exiled on the source, `Ref.linked_exiled`). Unlike 610.3's "until ~ leaves the
battlefield", these are two separate abilities: if the permanent leaves before its exiling
ability resolves, the leaves-the-battlefield ability returns nothing and the card, exiled
afterwards, stays exiled. The ability triggers as the permanent leaves and looks back in time
(603.10a); what it returns enters under its owner's control (110.2).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

_UNDER_OWNER = kws("under its owner's control", "under their owner's control",
                   "under their owners' control")
_UNDER_YOU = kw("under your control").set_parse_action(lambda: "you")  # 110.2
_TO_BATTLEFIELD = (sup("to the battlefield") + pp.Optional(kw("tapped"))
                   + (_UNDER_OWNER | _UNDER_YOU)).set_parse_action(
    lambda t: I.ReturnToBattlefield(I.Ref.linked_exiled(), tapped="tapped" in list(t),
                                    under_you="you" in list(t)))
_TO_HAND = kws("to its owner's hand", "to their owner's hand", "to their owners' hands",
               "to their owner's hands").set_parse_action(
    lambda: I.ReturnToHand(I.Ref.linked_exiled()))


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    return TriggeredAbility(text="", trigger=Trigger("leaves", "self"),
                            instructions=(t[0],))


#: 603.6c, 607.2a: the whole line.
LINKED_RETURN_LINE = (sup("when ~ leaves the battlefield") + lit(",")
                      + (sup("return the exiled") + kws("card", "cards").suppress()
                         # 406.6, 607.2a: "cards exiled with <this object>"
                         | kws("return each card exiled with", "return all cards exiled with"
                               ).suppress() + kws("it", "~").suppress())
                      + (_TO_BATTLEFIELD | _TO_HAND) + lit(".")
                      ).set_parse_action(_ability)

__all__ = ["LINKED_RETURN_LINE"]
