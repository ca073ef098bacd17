"""Exert lines (701.43d), as grammar:

    You may exert ~ as it attacks. When you do, <effects>.

    You may exert ~ as it attacks.                  (alone: "Whenever you exert a creature"
                                                    abilities trigger on it, 701.43a)
    Whenever you exert a creature, <effects>.       (`compiler.triggers.you_exert`)

Two abilities: the static ability offering the optional cost to attack (a rules effect on its
own object, `engine.keyword_actions.exert`, 508.1g) and the "When you do" triggered ability linked
to it (607.2h), which triggers on the object's "exerted" event; "it" in the effect is the exerted
creature, the ability's source.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.keyword_actions.exert import RULE
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _abilities(t: pp.ParseResults) -> list:
    from arbiter.compiler.lines import _triggered

    may_exert = StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=RULE),)),))
    when_you_do = _triggered(pp.ParseResults([Trigger("exerted", "self"), t[0]]))
    return [may_exert, when_you_do]


def _may_exert() -> list:
    return [StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=RULE),)),))]


#: 701.43d / 607.2h: "You may exert ~ as it attacks. When you do, it gets +2/+2 until end of
#: turn."; 508.1g: the line alone is the optional cost with no linked ability.
EXERT_LINE = pp.MatchFirst([
    (sup("you may exert ~ as it attacks") + lit(".") + sup("when you do") + lit(",")
     + EFFECTS).set_parse_action(_abilities),
    (sup("you may exert ~ as it attacks") + lit(".") + pp.StringEnd()
     ).set_parse_action(_may_exert),
])

__all__ = ["EXERT_LINE"]
