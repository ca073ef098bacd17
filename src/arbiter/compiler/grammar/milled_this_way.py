"""701.17a, 608.2c: "for each <card> milled this way" and "for each <card> put into <your |
their | a> graveyard this way" as counts (`rules.milled_values`):

    Mill four cards. You gain 1 life for each creature card milled this way.  (Gorging Vulture)
    Target player mills four cards. You draw a card for each creature card put into their
    graveyard this way.                                                (Coerced Confession)

Read only after the effect itself milled earlier in the line ("mill"/"mills"), not after a
cost nor a trigger's event, not inside a quoted ability nor a delayed trigger made after the
mill (608.2c: the cards counted are this resolution's)."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.this_way_effect import effect_before
from arbiter.rules.milled_values import MilledThisWay

_MILL = re.compile(r"\bmills?\b", re.IGNORECASE)
_LATER = re.compile(r"\b(?:when|whenever|at the beginning)\b", re.IGNORECASE)


def _after_mill(s: str, loc: int, t: pp.ParseResults) -> None:
    """608.2c: the effect milled before this number is read."""
    effect = effect_before(s, loc, "'milled this way'")  # 602.1a, 603.1
    mills = list(_MILL.finditer(effect))
    if not mills:
        raise pp.ParseException(s, loc, "'milled this way' after no mill of the effect")
    if _LATER.search(effect[mills[-1].end():]):
        # a delayed trigger's count would be its own resolution's (Song of Blood)
        raise pp.ParseException(s, loc, "'milled this way' in a later ability")


_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
#: "for each <card> milled this way" / "... put into <your|their|a> graveyard this way"
FOR_EACH_MILLED = (sup("for each") + _CARD + (
    sup("milled this way") | (sup("put into") + kws("your", "their", "a").suppress()
                              + sup("graveyard this way")))
).add_parse_action(_after_mill).add_parse_action(
    lambda t: MilledThisWay(t[0].selector()))

__all__ = ["FOR_EACH_MILLED"]
