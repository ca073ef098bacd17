"""122.5: "[you may] move any number of <kind> counters from ~ onto other creatures" (Forgotten
Ancient) / "... onto another target creature" (Scrounging Bandar;
`engine.counters_moved`). "Any number" includes none; "you may" before it is the effect
grammar's optional action (608.2d)."""

from __future__ import annotations

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, sup
from arbiter.engine.counters_moved import MoveCountersFromSource

#: "move any number of +1/+1 counters from ~ onto other creatures"
MOVE_COUNTERS_FROM_SELF = (
    sup("move any number of") + COUNTER_KIND
    + sup("counters from ~ onto")
    + (kw("other creatures").set_parse_action(lambda: [None]) | TARGET_OBJECT)
).set_parse_action(lambda t: [[MoveCountersFromSource(t[0], t[1])]])

__all__ = ["MOVE_COUNTERS_FROM_SELF"]
