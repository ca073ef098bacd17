"""Power and toughness set during some turns (611.3b, 613.4b):

    During your turn, ~'s power and toughness are each equal to 2 plus the number of Swamps
    your opponents control. During turns other than yours, ~'s power and toughness are each
    2.                                                                        (Angry Mob)

604.3a(5): an ability that sets power and toughness only while a condition holds isn't a
characteristic-defining ability, so each half is an effect of layer 7b (613.4b) of one static
ability, working only on the battlefield; elsewhere the printed value stands (208.2a: a *
is 0 there).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules import conditions as C
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.static_conditions import Negation
from arbiter.state.effects import EffectSpec


def _line(t: pp.ParseResults) -> StaticAbility:
    yours, others = t[0], V.Const(t[1])
    return StaticAbility(text="", effects=(
        EffectSpec(s.SELF, (P.SetBasePT(yours, yours),), condition=C.YourTurn()),
        EffectSpec(s.SELF, (P.SetBasePT(others, others),), condition=Negation(C.YourTurn()))))


#: 613.4b: Angry Mob's two sentences, one static ability with two effects.
TURN_PT_LINE = (sup("during your turn") + lit(",")
                + sup("~'s power and toughness are each equal to") + COUNT + lit(".")
                + sup("during turns other than yours") + lit(",")
                + sup("~'s power and toughness are each") + NUMBER + lit(".")
                ).set_parse_action(_line)

__all__ = ["TURN_PT_LINE"]
