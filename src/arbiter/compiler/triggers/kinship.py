"""The kinship abilities (an ability word, 207.2c: no rules meaning of its own), as grammar:

    At the beginning of your upkeep, you may look at the top card of your library. If it
    shares a creature type with ~, you may reveal it. If you do, <effects>.

One triggered ability (603.6, "your upkeep"): its controller looks at the top card of their
library; only a card that shares a creature type with the permanent (205.3m; 702.73a
changeling) may be revealed (701.20a), and revealing it is what makes the effects happen
(608.2c, "if you do"). Looking has no effect on the game beyond what the player sees, so the
engine asks only whether a matching card is revealed (`RevealTopMay`, `only_matching`,
`engine.zones.top_of_library`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import RevealTopMay, TargetSpec
from arbiter.rules.shared_types import SharesCreatureTypeWithSource


def _kinship(t: pp.ParseResults) -> TriggeredAbility:
    from arbiter.compiler.lines import _trigger_body

    trigger = Trigger("step", "any", step="upkeep", whose="you")
    targets: list[TargetSpec] = []
    trigger, body = _trigger_body(trigger, None, t[0], targets)
    if targets:
        raise pp.ParseException("", 0, "a kinship effect with a target")
    return TriggeredAbility(text="", trigger=trigger, instructions=(RevealTopMay(
        selector=SharesCreatureTypeWithSource(), then=body, only_matching=True),))


KINSHIP_LINE = (sup("at the beginning of your upkeep") + lit(",")
                + sup("you may look at the top card of your library") + lit(".")
                + sup("if it shares a creature type with ~") + lit(",")
                + sup("you may reveal it") + lit(".") + sup("if you do") + lit(",")
                + EFFECTS).set_parse_action(_kinship)

__all__ = ["KINSHIP_LINE"]
