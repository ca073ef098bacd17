""""this ability has been activated four or more times this turn" (602.5b's count, in the
"if" sentence of the ability's own effect; `rules.activation_counts`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, sup
from arbiter.rules.activation_counts import ActivatedTimesThisTurn

ACTIVATED_TIMES = (sup("this ability has been activated") + NUMBER
                   + sup("or more times this turn")).set_parse_action(
    lambda t: ActivatedTimesThisTurn(int(t[0])))

__all__ = ["ACTIVATED_TIMES"]
