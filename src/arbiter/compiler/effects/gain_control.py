"""613.1b: gaining control, beyond the effect grammar's "gain control of <object> [duration]"
(`compiler.effects.effects.GAIN_CONTROL`): "[you] gain control of all <permanents> [until end
of turn]" and "each player gains control of all <permanents> they own"
(`engine.stack.control_groups.GainControlOfAll`):

    Gain control of all creatures until end of turn. Untap them. They gain haste until end
    of turn.                                                   (Rowan, Fearless Sparkmage)
    When this creature dies, you gain control of all enchantments.            (Aura Thief)
    {T}: Each player gains control of all creatures they own.              (Homeward Path)

The permanents are those the phrase describes as the instruction is carried out (611.2c);
"them", "those creatures" after it name them (608.2c, `compiler.grammar.refs`). Any other
duration, or another player gaining control of a group, isn't read here.

611.2b: "gain control of <object> for as long as you control ~ and ~ remains tapped" (Helm of
Possession, Rubinia Soulsinger): the effect ends for good as soon as either stops being true
(`WHILE_YOU_CONTROL_SOURCE_TAPPED`: `engine.stack.control_durations`, `engine.turn.untapping`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import ALL, OBJECT, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.stack.control_groups import GainControlOfAll
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import SetController
from arbiter.state.effects import (
    END_OF_TURN,
    WHILE_YOU_CONTROL_SOURCE,
    WHILE_YOU_CONTROL_SOURCE_TAPPED,
)

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

#: "You and target opponent each gain control of all creatures the other controls [until end
#: of turn]": an exchange of the two groups (`GainControlOfAll.other`)
SWAP_GROUPS = (sup("you and") + TARGET_PLAYER.copy() + sup("each gain control of all") + NOUN
               + sup("the other controls") + pp.Optional(_DURATION) + _END
               ).set_parse_action(lambda t: [[GainControlOfAll(
                   t[1].selector(), t[2] if len(t) > 2 else "indefinite", other=t[0])]])

#: 611.2b: "gain control of target creature for as long as you control ~ and ~ remains tapped"
WHILE_CONTROLLED_AND_TAPPED = (
    sup("gain control of") + OBJECT + sup("for as long as you control ~ and ~ remains tapped")
    + _END).set_parse_action(lambda t: [[I.CreateEffect(
        parts=(SetController(),), affected=t[0], duration=WHILE_YOU_CONTROL_SOURCE_TAPPED)]])

GAIN_CONTROL_CLAUSES = (GAIN_CONTROL_OF_ALL, OWNERS_REGAIN, SWAP_GROUPS,
                        WHILE_CONTROLLED_AND_TAPPED)

__all__ = ["GAIN_CONTROL_CLAUSES", "GAIN_CONTROL_OF_ALL", "OWNERS_REGAIN", "SWAP_GROUPS",
           "WHILE_CONTROLLED_AND_TAPPED"]
