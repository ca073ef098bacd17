"""603.2c, 510.2: a trigger on combat damage dealt to several opponents at once, and what it
counts:

    Whenever one or more Zombies you control deal combat damage to one or more of your
    opponents, you may draw cards equal to the number of opponents dealt damage this way.
    If you do, discard that many cards.                                 (Hordewing Skaab)

It triggers once for each combat damage step in which a matching creature dealt combat
damage to an opponent (510.4: a first-strike step and the regular one are two). "The number
of opponents dealt damage this way" is counted as it triggers (the event's amount,
`engine.triggers.combat_damage_batch`), and "that many" is the same number: the cards to
discard don't depend on how many were drawn (the release notes of Hordewing Skaab). "If you
do": if the player chose to draw (608.2c). Read only as a whole line, so "this way" always
has the damage of this trigger to count."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.combat_damage_batch import PLAYERS_EVENT
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def _trigger(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.kind != "permanent":
        raise pp.ParseException("", 0, "not permanents")
    preds = [p for p in n.preds if not isinstance(p, s.InZone)]
    sel = preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger(PLAYERS_EVENT, "batch_opponents", selector=sel)


#: "one or more <creatures> deal combat damage to one or more of your opponents"
COMBAT_DAMAGE_OPPONENTS = (sup("one or more") + NOUN + sup("deal combat damage to one or more "
                                                           "of your opponents")
                           ).set_parse_action(_trigger)

_N = V.EventAmount()
#: "you may draw cards equal to the number of opponents dealt damage this way. If you do,
#: discard that many cards."
_DRAW_DISCARD = (sup("you may draw cards equal to the number of opponents dealt damage this "
                     "way") + lit(".") + kw("If you do, discard that many cards.")
                 ).set_parse_action(lambda: [[I.MayDo(do=(I.Draw(n=_N, who="you"),
                                                          I.Discard(n=_N, who="you")))]])

COMBAT_DAMAGE_OPPONENTS_LINE = (
    sup("whenever") + COMBAT_DAMAGE_OPPONENTS + lit(",") + _DRAW_DISCARD
).set_parse_action(lambda t: TriggeredAbility(text="", trigger=t[0],
                                              instructions=tuple(t[1])))

__all__ = ["COMBAT_DAMAGE_OPPONENTS", "COMBAT_DAMAGE_OPPONENTS_LINE"]
