"""111.2 / 107.1 / 608.2h: "create a number of <tokens> equal to <a number>", the number
counted as the effect resolves:

    When this creature enters, create a number of 1/1 black Harpy creature tokens with
    flying equal to your devotion to black.                        (Abhorrent Overlord)
    create a number of 1/1 colorless Robot artifact creature tokens equal to the number of
    +1/+1 counters on ~.

The same numbers as "create X <tokens>, where X is ..." (`compiler.statics.predicates.COUNT`
and "the greatest power among ...", `compiler.effects.greatest_among`); a token whose own
size is X isn't read here. "equal to its power" is the object "its" names
(`compiler.effects.its_stat`: Goldvein Hydra's, as it last existed when it dies).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.greatest_among import GREATEST_AMONG
from arbiter.compiler.effects.its_stat import its_stat_equal_to
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.tokens import A_NUMBER_OF_TOKENS, x_sized
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules.instructions import objects as I


def _create(s: str, loc: int, t: pp.ParseResults) -> list[list[I.Instruction]]:
    (token, _, tapped), n = t[0], its_stat_equal_to(s, loc, t[1])  # 608.2h
    if x_sized(token):
        raise pp.ParseException("", 0, "an X/X token made 'a number of' times")
    return [[I.CreateToken(token, n, tapped=tapped, who="you")]]


#: "create a number of <tokens> equal to <number>" (the tokens are yours, 111.2).
CREATE_EQUAL_TO = (kws("create").suppress() + A_NUMBER_OF_TOKENS + sup("equal to")
                   + (GREATEST_AMONG | COUNT)).set_parse_action(_create)

__all__ = ["CREATE_EQUAL_TO"]
