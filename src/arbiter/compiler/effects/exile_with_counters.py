""""Exile ~ with three time counters on it." (the instants and sorceries with suspend that
suspend themselves as they resolve, 702.62b), as grammar: the spell is exiled with the
counters instead of going to its owner's graveyard (608.2n; `engine.keywords.suspend`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import A_NUMBER, sup
from arbiter.engine.keywords.suspend import ExileWithTimeCounters

EXILE_WITH_TIME_COUNTERS = (sup("exile ~ with") + A_NUMBER + sup("time counters on it")
                            ).set_parse_action(lambda t: [[ExileWithTimeCounters(n=t[0])]])

__all__ = ["EXILE_WITH_TIME_COUNTERS"]
