"""Afterlife (702.135).

702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the
battlefield, create N 1/1 white and black Spirit creature tokens with flying." 702.135b:
each instance triggers separately (each is its own ability of the permanent).

A leaves-the-battlefield ability (603.6c), looked back at (603.10a), creating its tokens with
the engine's `CreateToken` (111.2: the ability's controller creates them).
"""

from __future__ import annotations

from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import CreateToken
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

#: 702.135a / 111.4: "a 1/1 white and black Spirit creature token with flying".
SPIRIT = TokenDef("Spirit Token", types=("Creature",), subtypes=("Spirit",),
                  colors=(Color.WHITE, Color.BLACK), power=1, toughness=1, text="Flying")


@cache
def afterlife_ability(n: int) -> TriggeredAbility:
    """702.135a: the triggered ability "Afterlife N" stands for."""
    tokens = "a 1/1 white and black Spirit creature token" if n == 1 else \
        f"{n} 1/1 white and black Spirit creature tokens"
    return TriggeredAbility(
        text=f"When this permanent is put into a graveyard from the battlefield, create "
             f"{tokens} with flying.",
        trigger=Trigger("put_into_graveyard_from_battlefield", "self"),
        instructions=(CreateToken(token=SPIRIT, n=n),))


__all__ = ["SPIRIT", "afterlife_ability"]
