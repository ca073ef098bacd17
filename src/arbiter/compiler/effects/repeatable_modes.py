"""700.2d: "Choose three. You may choose the same mode more than once." as the spell's modes
(3, 3) and the permission to repeat them (`rules.repeatable_modes`); the bulleted modes
follow on their own lines, as after "Choose one —"."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.repeatable_modes import RepeatableModes

_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}


def _abilities(t: pp.ParseResults) -> list:
    n = _COUNT[t[0].lower()]
    return [SpellAbility(text="", modes=(n, n)), RepeatableModes(text="")]


#: "Choose three. You may choose the same mode more than once."
REPEATABLE_MODES_LINE = (sup("choose") + kws(*_COUNT) + lit(".")
                         + sup("you may choose the same mode more than once") + lit(".")
                         ).set_parse_action(_abilities).set_name("repeatable modes line")

__all__ = ["REPEATABLE_MODES_LINE"]
