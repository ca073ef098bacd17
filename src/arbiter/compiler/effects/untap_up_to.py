"""701.26b: "untap up to four lands", "untap up to four lands you control" — chosen as the
spell or ability resolves, not targeted (`engine.keyword_actions.untap_up_to`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.untap_up_to import UntapUpTo


def _untap(t: pp.ParseResults) -> list[list[UntapUpTo]]:
    noun = t[1]
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    return [[UntapUpTo(n=t[0], selector=noun.selector())]]


UNTAP_UP_TO = (sup("untap up to") + NUMBER + NOUN).set_parse_action(_untap)

__all__ = ["UNTAP_UP_TO"]
