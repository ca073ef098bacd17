"""608.2d: a color chosen as the effect resolves, then "that color" in the next sentence:

    Choose a color. This creature gains hexproof from that color until end of turn and can't
    be blocked by creatures of that color this turn.            (Sungold Sentinel's coven)

The controller of the resolving ability chooses the color (608.2d); the object then has
"hexproof from" that color (702.11d) and can't be blocked by creatures of that color
(509.1b), each for its duration (611.2). `engine.stack.continuous_effects.bind_part` fills in
the color chosen.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT
from arbiter.compiler.effects.protection_choice import CHOSEN_COLOR
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules import parts as P
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.instructions import objects as I

#: The "can't be blocked by" selector until the color is chosen (`bind_part` replaces it).
CREATURES_OF_CHOSEN_COLOR = "creatures of the chosen color"


def _grants(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    who, hexproof_duration, unblockable_duration = t
    ability = KeywordAbility(text=f"Hexproof from {CHOSEN_COLOR}", keyword="hexproof from",
                             param=CHOSEN_COLOR)
    return [("plain", [
        I.Choose("color", key="color"),
        I.CreateEffect(parts=(P.AddAbilities((ability,)),), affected=who,
                       duration=hexproof_duration),
        I.CreateEffect(parts=(P.RulesPart("cant_be_blocked_by",
                                          CREATURES_OF_CHOSEN_COLOR),),
                       affected=who, duration=unblockable_duration)])]


#: "Choose a color. <object> gains hexproof from that color <duration> and can't be blocked
#: by creatures of that color <duration>."
CHOSEN_COLOR_HEXPROOF_SENTENCE = (
    sup("choose a color") + lit(".") + OBJECT + kws("gains", "gain").suppress()
    + sup("hexproof from that color") + DURATION
    + sup("and can't be blocked by creatures of that color") + DURATION + lit(".")
).set_parse_action(_grants)

__all__ = ["CHOSEN_COLOR_HEXPROOF_SENTENCE", "CREATURES_OF_CHOSEN_COLOR"]
