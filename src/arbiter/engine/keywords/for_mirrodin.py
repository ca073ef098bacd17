"""For Mirrodin! (702.163).

702.163a: "For Mirrodin!" means "When this Equipment enters, create a 2/2 red Rebel creature
token, then attach this Equipment to it."

An enters trigger (603.6a) whose instructions are the engine's token creation (111.2; the
token is the ability's "it", 608.2c) and attaching (701.3a; 701.3b: an Equipment that can't
be attached to it, or that has left the battlefield, stays where it is).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateToken, Custom, Ref
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

#: 702.163a / 111.4: "a 2/2 red Rebel creature token".
REBEL = TokenDef("Rebel Token", types=("Creature",), subtypes=("Rebel",),
                 colors=(Color.RED,), power=2, toughness=2)


@cache
def for_mirrodin_ability() -> TriggeredAbility:
    """702.163a: the triggered ability "For Mirrodin!" stands for."""
    return TriggeredAbility(
        text="When this Equipment enters, create a 2/2 red Rebel creature token, then attach "
             "this Equipment to it.",
        trigger=Trigger("enters", "self"),
        instructions=(CreateToken(token=REBEL), Custom("attach_self", (Ref.it(),))))


__all__ = ["REBEL", "for_mirrodin_ability"]
