"""120.1 / 611.2c: a continuous effect on what the resolving spell's or ability's damage was
dealt to ("A creature dealt damage this way can't be regenerated this turn.", "If a creature
dealt damage this way would die this turn, exile it instead.").

The affected set is locked as the effect is created (611.2c): the permanents of the named
kind that were dealt damage by the instructions before it (damage prevented entirely was not
dealt, 615.1), still on the battlefield (a creature put into a graveyard is a new object,
400.7). Players dealt damage aren't affected.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.stack.continuous_effects import add_resolved_effect
from arbiter.rules.instructions import Instruction
from arbiter.rules.parts import Part
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 701.19c: a permanent that "can't be regenerated": its regeneration shields aren't applied
#: (`engine.keyword_actions.regenerate.destroy`).
CANT_BE_REGENERATED = "cant_be_regenerated"


@dataclass(frozen=True)
class EffectOnDealtThisWay(Instruction):
    """611.2c: an effect with `parts` on each permanent of `card_type` ("Creature", or None:
    any permanent) dealt damage this way, for `duration`."""

    parts: tuple[Part, ...] = ()
    card_type: str | None = "Creature"
    duration: str = END_OF_TURN


def do_effect_on_dealt_this_way(r: Resolution, step: EffectOnDealtThisWay) -> None:
    g = r.game
    locked = frozenset(
        o for o in r.dealt if isinstance(o, int) and g.obj(o).zone == "battlefield"
        and (step.card_type is None or step.card_type in g.chars(o).types))
    if locked:
        add_resolved_effect(r, step.parts, locked=locked, duration=step.duration)


__all__ = ["CANT_BE_REGENERATED", "EffectOnDealtThisWay", "do_effect_on_dealt_this_way"]
