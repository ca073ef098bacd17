""""If X is 5 or more, <effect>." (608.2c; `rules.x_conditions`): the X announced for the
spell or ability (107.3a), offered to the "if" sentences of `compiler.effects.sentences`:

    X is N or more / N or greater      X is N or less      X is N

Where the line defines X itself ("..., where X is the number of ...", 107.3: Obsessive
Pursuit, Shantotto, Thassa's Oracle), that X isn't announced and this isn't read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.rules.x_conditions import AnnouncedXIs

_OP = pp.MatchFirst([
    kws("or more", "or greater").set_parse_action(lambda: ">="),
    kws("or less", "or fewer").set_parse_action(lambda: "<="),
    pp.Empty().set_parse_action(lambda: "=="),
])


def _announced(s: str, loc: int, t: pp.ParseResults) -> AnnouncedXIs:
    if "where x is" in s.lower():
        raise pp.ParseException(s, loc, "an X the line defines, not an announced one")
    return AnnouncedXIs(t[1], int(t[0]))


X_CONDITION = (sup("X is") + NUMBER + _OP + pp.FollowedBy(pp.Literal(","))
               ).set_parse_action(_announced).set_name("condition on X")

__all__ = ["X_CONDITION"]
