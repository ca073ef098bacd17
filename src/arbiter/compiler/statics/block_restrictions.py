"""509.1b: "can't block <creatures>", a predicate of the blocker ("This creature can't block
creatures with power 2 or greater."; checked by `engine.combat.block_restrictions`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.combat.block_restrictions import CANT_BLOCK_MATCHING
from arbiter.rules.parts import RulesPart


def _part(t: pp.ParseResults) -> list[list[RulesPart]]:
    if t[0].kind != "permanent" or t[0].zones != ("battlefield",):
        raise pp.ParseException("", 0, "not a kind of attacking creature")
    return [[RulesPart(rule=CANT_BLOCK_MATCHING, detail=t[0].selector())]]


#: "can't block creatures with power 2 or greater" (followed by nothing more of the
#: sentence: "... unless you pay {1}" is another restriction, not read here).
CANT_BLOCK_CREATURES = (sup("can't block") + NOUN + pp.FollowedBy(pp.Literal(".") | sup("and"))
                        ).set_parse_action(_part)

__all__ = ["CANT_BLOCK_CREATURES"]
