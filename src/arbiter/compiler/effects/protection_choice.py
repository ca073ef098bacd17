"""608.2d / 702.16: "<object> gains protection from the color of your choice until end of
turn": the color is chosen as the effect resolves (the controller of the spell or ability
chooses), then the object has protection from that color for the duration
(`engine.stack.continuous_effects.bind_part` fills in the color chosen).

"Choose a color. <objects> gain protection from the chosen color until end of turn." (Akroma's
Blessing, Brave the Elements, Reverent Mantra, Prismatic Boon): the same, the color chosen by
the first sentence (608.2d); a group is the objects it names as the effect begins (611.2c)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT, OBJECTS
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
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



def _chosen_protection(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    return [("plain", list(_protection(t)[0]))]


#: "Creatures you control", "White creatures you control" (a plural subject without a
#: determiner); "all creatures", "X target creatures" are `OBJECTS`.
_GROUP = (NOUN + pp.FollowedBy(sup("gain"))).set_parse_action(lambda t: t[0].selector())
#: 608.2d: "Choose a color. <objects> gain protection from the chosen color <duration>."
CHOSEN_COLOR_PROTECTION_SENTENCE = (
    sup("choose a color") + lit(".") + (OBJECTS | _GROUP) + kws("gains", "gain").suppress()
    + sup("protection from the chosen color") + DURATION + lit(".")
).set_parse_action(_chosen_protection)

__all__ = ["CHOSEN_COLOR", "CHOSEN_COLOR_PROTECTION_SENTENCE", "PROTECTION_FROM_CHOSEN_COLOR"]
