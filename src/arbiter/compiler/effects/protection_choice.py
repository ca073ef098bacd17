"""608.2d / 702.16: "<object> gains protection from the color of your choice until end of
turn": the color is chosen as the effect resolves (the controller of the spell or ability
chooses), then the object has protection from that color for the duration
(`engine.stack.continuous_effects.bind_part` fills in the color chosen)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules import parts as P
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.instructions import objects as I

#: The keyword parameter until the color is chosen (`bind_part` replaces it).
CHOSEN_COLOR = "the chosen color"


def _protection(t: pp.ParseResults) -> list[list[I.Instruction]]:
    who, duration = t[0], t[1]
    ability = KeywordAbility(text=f"Protection from {CHOSEN_COLOR}", keyword="protection from",
                             param=CHOSEN_COLOR)
    return [[I.Choose("color", key="color"),
             I.CreateEffect(parts=(P.AddAbilities((ability,)),), affected=who,
                            duration=duration)]]


PROTECTION_FROM_CHOSEN_COLOR = (
    OBJECT + kws("gains", "gain").suppress()
    + sup("protection from the color of your choice") + DURATION
).set_parse_action(_protection)

__all__ = ["CHOSEN_COLOR", "PROTECTION_FROM_CHOSEN_COLOR"]
