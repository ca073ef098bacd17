"""205.3i / 305.7 / 608.2d: a land becomes the basic land type its controller chooses as the
ability resolves:

    Target land becomes the basic land type of your choice until end of turn.   (Dream Thrush)
    Until end of turn, target land you control becomes the basic land type of your choice
    in addition to its other types.                                       (Navigator's Compass)

The choice is one of the five basic land types (205.3i), made as the ability resolves
(608.2d) and fixed in the effect then (`engine.stack.continuous_effects.bind_part`), so a
second activation choosing another type doesn't change the first effect. Setting the land's
subtype (305.7; layer 4, 613.1d): it loses its old land types and the abilities from its
rules text and has the chosen type's mana ability; "in addition to its other types" keeps
them and adds the type and its mana ability (305.7, 205.1b)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT
from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.rules.chosen_land_type import CHOICE, AddChosenType, BecomeChosenType
from arbiter.rules.instructions import objects as I


def _becomes(part: object):
    def action(t: pp.ParseResults) -> list[list[I.Instruction]]:
        duration = next(x for x in t if isinstance(x, str))
        who = next(x for x in t if not isinstance(x, str))
        return [[I.Choose(CHOICE, key=CHOICE),
                 I.CreateEffect(parts=(part,), affected=who, duration=duration)]]
    return action


BECOMES_CHOSEN_LAND_TYPE = pp.MatchFirst([
    (OBJECT + kw("becomes the basic land type of your choice").suppress() + DURATION
     + pp.FollowedBy(pp.Literal("."))).set_parse_action(_becomes(BecomeChosenType())),
    (DURATION + lit(",") + OBJECT
     + kw("becomes the basic land type of your choice in addition to its other types")
     .suppress() + pp.FollowedBy(pp.Literal("."))).set_parse_action(_becomes(AddChosenType())),
])

__all__ = ["BECOMES_CHOSEN_LAND_TYPE"]
