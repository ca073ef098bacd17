"""111.3 / 608.2h: a token whose power or toughness is X ("Create an X/X blue and black
Zombie creature token with menace, where X is the total power of the sacrificed creatures"):
X is counted once, as the instruction is followed, and the token is created with that power
and toughness (its copiable values, 111.3; later changes to the count don't change it)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.rules.values import SourcePower
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import CreateToken


def sized_token(r: Resolution, step: CreateToken) -> TokenDef | str:
    """The token to create, its X power and toughness filled in."""
    token = step.token
    if step.x is None or not isinstance(token, TokenDef):
        return token
    # 107.1b: a negative result is 0 (creating a token doesn't set a creature's power).
    x = max(0, _source_power(r) if isinstance(step.x, SourcePower) else r.number(step.x))
    return dataclasses.replace(
        token, power=x if token.power is None else token.power,
        toughness=x if token.toughness is None else token.toughness)


def _source_power(r: Resolution) -> int:
    """608.2h: "where X is ~'s power": the source's power now, or as it last existed on the
    battlefield if it has left ("When Flesh Carver dies, create an X/X ... token")."""
    g, src = r.game, r.item.source
    if g.obj(src).zone == "battlefield":
        return g.chars(src).power or 0
    known = g.lki.get(src)
    return (known.power or 0) if known is not None else 0
