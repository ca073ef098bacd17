"""122.5: "[you may] move any number of <kind> counters from ~ onto other creatures" (Forgotten
Ancient) / "... onto another target creature" (Scrounging Bandar;
`engine.counters_moved`). "Any number" includes none; "you may" before it is the effect
grammar's optional action (608.2d).

122.5: "move a <kind> counter from <~ | target ...> onto <~ | [another | a second] target ...>"
(Simic Fluxmage, Combine Guildmage, Daghatar the Adamant): one counter between two objects."""

from __future__ import annotations

from arbiter.compiler.effects.effects import SELF, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, sup
from arbiter.engine.counters_moved import MoveCounter, MoveCountersFromSource

#: "move any number of +1/+1 counters from ~ onto other creatures"
MOVE_COUNTERS_FROM_SELF = (
    sup("move any number of") + COUNTER_KIND
    + sup("counters from ~ onto")
    + (kw("other creatures").set_parse_action(lambda: [None]) | TARGET_OBJECT)
).set_parse_action(lambda t: [[MoveCountersFromSource(t[0], t[1])]])

#: "move a +1/+1 counter from ~ onto target creature" (one counter, two objects named)
MOVE_ONE_COUNTER = (
    sup("move a") + COUNTER_KIND + sup("counter from") + (SELF | TARGET_OBJECT)
    + sup("onto") + (SELF | TARGET_OBJECT)
).set_parse_action(lambda t: [[MoveCounter(t[0], t[1], t[2])]])

__all__ = ["MOVE_COUNTERS_FROM_SELF", "MOVE_ONE_COUNTER"]
