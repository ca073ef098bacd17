"""Living weapon (702.92).

702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian
Germ creature token, then attach this Equipment to it."

An enters trigger (603.6a) whose instructions are the engine's token creation (111.2; the
token is the ability's "it", 608.2c) and attaching (701.3a; 701.3b: an Equipment that can't
be attached to it, or that has left the battlefield, stays where it is). The Germ is a 0/0:
if the Equipment doesn't end up attached, it dies to the state-based action of 704.5f.
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateToken, Custom, Ref
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

#: 702.92a / 111.4: "a 0/0 black Phyrexian Germ creature token".
GERM = TokenDef("Phyrexian Germ Token", types=("Creature",), subtypes=("Phyrexian", "Germ"),
                colors=(Color.BLACK,), power=0, toughness=0)


@cache
def living_weapon_ability() -> TriggeredAbility:
    """702.92a: the triggered ability "Living weapon" stands for."""
    return TriggeredAbility(
        text="When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
             "then attach this Equipment to it.",
        trigger=Trigger("enters", "self"),
        instructions=(CreateToken(token=GERM), Custom("attach_self", (Ref.it(),))))


__all__ = ["GERM", "living_weapon_ability"]
