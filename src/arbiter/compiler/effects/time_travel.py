"""Time travel (701.56a) as a clause of an effect:

    Time travel. / time travel, then time travel                         (701.56a)

"Time travel three times" isn't read here (it stays unread). What it does is
`engine.keyword_actions.time_travel`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.time_travel import TimeTravel

#: 701.56a: "time travel".
TIME_TRAVEL = (sup("time travel") + ~pp.Regex(r"\s*(twice|three|four|X)\b")).set_parse_action(
    lambda: [[TimeTravel()]])

__all__ = ["TIME_TRAVEL"]
