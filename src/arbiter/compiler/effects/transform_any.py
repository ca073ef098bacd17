"""701.27a: "transform any number of <permanents> you control" (a clause offered by
`compiler.effects.object_actions`; carried out by `engine.keyword_actions.transform_choice`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.transform_choice import TransformAnyNumber
from arbiter.rules import selectors as s


def _any_number(t: pp.ParseResults) -> list[list[TransformAnyNumber]]:
    n: Noun = t[0]
    if s.YOURS not in n.preds or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "transforming permanents you don't control")
    return [[TransformAnyNumber(n.selector())]]


TRANSFORM_ANY = (sup("transform any number of") + NOUN).set_parse_action(_any_number)

__all__ = ["TRANSFORM_ANY"]
