"""118.12 / 118.3: an optional payment of two actions as the effect resolves, either of them
or both, followed by "If you do" or "When you do" (603.12):

    You may sacrifice an artifact or discard a card. If you do, draw two cards.
    Whenever this creature attacks, you may sacrifice a Food or pay {2}{W}. When you do, ...
    Whenever you attack, you may pay {1} and discard a card. If you do, draw a card.
    When this creature enters, you may return a land you control to its owner's hand. When
    you do, ...                                     (one action, a cost read nowhere else)

"Or": the player picks one of the costs they can pay (`rules.costs.CostChoice`, paid by
`engine.stack.payments`); "and": both, and only if they can pay both (118.3: no partial
payment). Each action is one `compiler.effects.unless_actions` reads as a cost (discarding,
sacrificing, returning permanents you control), or mana, life or energy. The sentence is an
optional payment (`MayPay`), so "If you do" / "If you don't" / "When you do" follow it as
they follow "You may pay {1}."
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.unless_actions import ACTION
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules import costs as K
from arbiter.rules.object_costs import ReturnToHand
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

#: The actions read here alone ("you may return a land you control to its owner's hand.",
#: "you may discard a card at random."); the others alone are `MayDo`s read elsewhere.
_ALONE = (ReturnToHand, DiscardCardAtRandom)


def _costs(t: pp.ParseResults) -> list[tuple[str, tuple[Any, ...]]]:
    if len(t) == 1:
        if not isinstance(t[0][0], _ALONE):
            raise pp.ParseException("", 0, "an optional action read as 'you may <action>'")
        return [("may_pay", t[0])]
    first, how, second = t[0], t[1], t[2]
    if how == "and":
        return [("may_pay", (*first, *second))]
    if len(first) != 1 or len(second) != 1:
        raise pp.ParseException("", 0, "an option of several costs")
    return [("may_pay", (K.CostChoice((first[0], second[0])),))]


def may_pay_either_sentence(payment: pp.ParserElement) -> pp.ParserElement:
    """"You may <action> or|and <action>." as an optional payment (`payment`: mana, life or
    energy after "pay")."""
    option = (sup("pay") + payment) | ACTION
    how = sup("or").set_parse_action(lambda: "or") | sup("and").set_parse_action(lambda: "and")
    # An action alone is read only before "If you do" / "When you do": "you may return
    # another creature you control to its owner's hand." alone is a choice made as the
    # ability resolves (608.2d), read elsewhere as a `MayDo`.
    follows = pp.FollowedBy(pp.CaselessKeyword("if you do") | pp.CaselessKeyword("when you do"))
    return ((sup("you may") + option + how + option + lit("."))
            | (sup("you may") + option + lit(".") + follows)).set_parse_action(_costs)


__all__ = ["may_pay_either_sentence"]
