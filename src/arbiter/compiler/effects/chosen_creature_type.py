"""205.1a / 608.2d: "<object> becomes the creature type of your choice until end of turn"
(Mistform Wall, Mistform Mask): the ability's controller chooses a creature type as it
resolves (205.3m: any one creature type), and the object's creature types are replaced by it
(205.1a; layer 4, 613.1d) for the duration. The "in addition to its other types" wording
(Mistform Sliver) isn't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT
from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I


def _becomes(t: pp.ParseResults) -> list[list[I.Instruction]]:
    duration = next((x for x in t if isinstance(x, str)), "indefinite")
    return [[I.Choose("creature_type", key="creature_type"),
             I.CreateEffect(parts=(P.BecomeTypes(chosen_subtype=True),), affected=t[0],
                            duration=duration)]]


BECOMES_CHOSEN_CREATURE_TYPE = (
    OBJECT + kw("becomes the creature type of your choice").suppress()
    + pp.Optional(DURATION) + pp.FollowedBy(pp.Literal("."))).set_parse_action(_becomes)

__all__ = ["BECOMES_CHOSEN_CREATURE_TYPE"]
