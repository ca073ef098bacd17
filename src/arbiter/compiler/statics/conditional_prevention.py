"""611.3b, 615.1: a static prevention effect that exists only while a condition holds, as
grammar:

    During your turn, prevent all damage that would be dealt to <~ | you | ...>.
                                                        (Personal Sanctuary, Guardian Naga)
    As long as <condition>, prevent all damage that would be dealt to <...>.
                                                        (Multiclass Baldric)

The prevention is any of the whole lines `compiler.statics.prevention`,
`prevention_by_source` and `prevention_groups` read; the condition becomes the static
ability's (611.3b: the effect applies only while it holds, checked as damage would be dealt).
A condition about "it" stays unread.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.statics.prevention import PREVENTION_LINE
from arbiter.compiler.statics.prevention_by_source import PREVENTION_BY_SOURCE_LINE
from arbiter.compiler.statics.prevention_groups import PREVENTION_GROUPS_LINE
from arbiter.rules.abilities import StaticAbility


def _condition(t: pp.ParseResults) -> object:
    c = t[0]
    if isinstance(c, ItIs):
        raise pp.ParseException("", 0, "a condition about \"it\"")
    return c.condition if isinstance(c, About) else c


def _build(t: pp.ParseResults) -> StaticAbility:
    condition, ability = t[0], t[1]
    if not isinstance(ability, StaticAbility) or ability.condition is not None:
        raise pp.ParseException("", 0, "not one unconditional static prevention")
    return replace(ability, condition=condition)


_PREVENTION = PREVENTION_LINE | PREVENTION_BY_SOURCE_LINE | PREVENTION_GROUPS_LINE
#: 611.3b: "During your turn, prevent all damage that would be dealt to you."
CONDITIONAL_PREVENTION_LINE = (
    ((sup("as long as") + STATIC_CONDITION.copy().add_parse_action(_condition))
     | DURING_TURNS) + lit(",") + _PREVENTION + pp.StringEnd()
).set_parse_action(_build)

__all__ = ["CONDITIONAL_PREVENTION_LINE"]
