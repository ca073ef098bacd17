"""A one-shot effect giving the player protection (702.16b, 702.16e, 702.16j):

    you gain protection from everything until your next turn

A rules effect on its controller ("player_protection"): `engine.stack.targeting` lets no spell or
ability target that player and `engine.replacement.damage` prevents all damage that would be dealt
to them (702.16j).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION
from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I


def _protection(t: pp.ParseResults) -> list[list[I.Instruction]]:
    return [[I.CreateEffect(parts=(P.RulesPart("player_protection", ("you", "everything")),),
                            affected=None, duration=t[0], rules_only=True)]]


#: 702.16j: "you gain protection from everything until your next turn" (The One Ring).
YOU_GAIN_PROTECTION = (kw("you gain protection from everything").suppress() + DURATION
                       ).set_parse_action(_protection)

PLAYER_PROTECTION = [YOU_GAIN_PROTECTION]

__all__ = ["PLAYER_PROTECTION"]
