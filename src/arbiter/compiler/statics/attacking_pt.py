"""Power and toughness set as long as a creature is or isn't attacking (611.3b, 613.4b):

    As long as ~ isn't attacking, its power and toughness are each equal to <number>.
    As long as ~ is attacking, its power and toughness are each equal to <number>.
                                                                          (Gaea's Liege)

604.3a(5): an ability that sets power and toughness only if a condition is met isn't a
characteristic-defining ability, so each half is a static ability's effect of layer 7b
(613.4b) in timestamp order, working only on the battlefield; off it, the printed * is 0
(208.2a). "Defending player" is the player the creature attacks (506.2, 508.5:
`rules.combat_selectors`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules import conditions as C
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_ATTACKING = s.InCombat(role="attacking")
_EACH = sup("its power and toughness are each equal to") + COUNT + lit(".")


def _line(t: pp.ParseResults) -> StaticAbility:
    first_not, n1, second_not, n2 = t
    if first_not == second_not:
        raise pp.ParseException("", 0, "the two halves must be complementary")

    def cond(negated: str) -> C.Condition:
        return C.SourceMatches(s.Not(_ATTACKING) if negated == "not" else _ATTACKING)

    return StaticAbility(text="", effects=(
        EffectSpec(s.SELF, (P.SetBasePT(n1, n1),), condition=cond(first_not)),
        EffectSpec(s.SELF, (P.SetBasePT(n2, n2),), condition=cond(second_not))))


_HALF = (sup("as long as ~") + (kw("isn't attacking").set_parse_action(lambda: "not")
                                | kw("is attacking").set_parse_action(lambda: "is"))
         + lit(",") + _EACH)
#: 613.4b: Gaea's Liege's two sentences, one static ability with two effects.
ATTACKING_PT_LINE = (_HALF + _HALF).set_parse_action(_line)

__all__ = ["ATTACKING_PT_LINE"]
