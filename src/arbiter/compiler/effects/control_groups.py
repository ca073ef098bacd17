"""613.1b: "[you] gain control of all <permanents> [until end of turn]" and "each player gains
control of all <permanents> they own" (`engine.stack.control_groups.GainControlOfAll`):

    Gain control of all creatures until end of turn. Untap them. They gain haste until end
    of turn.                                                   (Rowan, Fearless Sparkmage)
    When this creature dies, you gain control of all enchantments.            (Aura Thief)
    {T}: Each player gains control of all creatures they own.              (Homeward Path)

The permanents are those the phrase describes as the instruction is carried out (611.2c);
"them", "those creatures" after it name them (608.2c, `compiler.grammar.refs`). Any other
duration, or another player gaining control of a group, isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import ALL
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.stack.control_groups import GainControlOfAll
from arbiter.state.effects import END_OF_TURN, WHILE_YOU_CONTROL_SOURCE

#: The durations read (611.2a, 611.2b: `engine.stack.control_durations`).
_DURATION = pp.MatchFirst([
    kw("until end of turn").set_parse_action(lambda: END_OF_TURN),
    kw("for as long as you control ~").set_parse_action(lambda: WHILE_YOU_CONTROL_SOURCE),
])
_END = pp.FollowedBy(lit(".") | lit(",") | kws("and", "then"))

#: "[you] gain control of all creatures [until end of turn]"
GAIN_CONTROL_OF_ALL = (pp.Optional(sup("you")) + sup("gain control of") + ALL
                       + pp.Optional(_DURATION) + _END).set_parse_action(
    lambda t: [[GainControlOfAll(t[0], t[1] if len(t) > 1 else "indefinite")]])
#: 108.3: "each player gains control of all <permanents> they own": each to its owner
OWNERS_REGAIN = (sup("each player gains control of") + ALL + sup("they own") + _END
                 ).set_parse_action(lambda t: [[GainControlOfAll(t[0], owners=True)]])

CONTROL_GROUPS = (GAIN_CONTROL_OF_ALL, OWNERS_REGAIN)

__all__ = ["CONTROL_GROUPS", "GAIN_CONTROL_OF_ALL", "OWNERS_REGAIN"]
