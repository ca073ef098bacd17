"""Soulbond's static abilities (702.95b): what paired creatures get.

    As long as ~ is paired with another creature, both creatures have <abilities>.
    As long as ~ is paired with another creature, each of those creatures gets +N/+N.
    As long as ~ is paired with another creature, each of those creatures has "<ability>".

The soulbond keyword itself (the two triggered abilities that pair) is `engine.keywords.soulbond`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.compiler.statics.statics import END
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.soulbond import PairedWithSource, SourcePaired
from arbiter.state.effects import EffectSpec


def _paired(t: pp.ParseResults) -> StaticAbility:
    parts = next(x for x in t if isinstance(x, list))
    return StaticAbility(text="", effects=(EffectSpec(PairedWithSource(), tuple(parts)),),
                         condition=SourcePaired())


PAIRED_LINE = (sup("as long as ~ is paired with another creature,")
               + kws("both creatures", "each of those creatures").suppress()
               + PREDICATES + END + pp.StringEnd()).set_parse_action(_paired)

__all__ = ["PAIRED_LINE"]
