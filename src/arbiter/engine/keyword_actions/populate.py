"""Populate (701.36).

701.36a: to populate means to choose a creature token you control and create a token that's
a copy of that creature token. 701.36b: if you control no creature tokens when instructed to
populate, you won't create a token.

The player who populates is the controller of the resolving spell or ability; the token is
chosen as it resolves (608.2d). The new token copies the chosen token's copiable values
(707.2: as the token was created, with any copy effects, not counters or other effects) and
is the instruction's "it" (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Populate(Instruction):
    """701.36a: "Populate"."""


def do_populate(r: Resolution, step: Populate) -> None:
    """701.36a-b: a copy of a creature token the player controls, if there is one."""
    g, you = r.game, r.item.controller
    chars = g.layers().chars
    tokens = [o for o in g.state.battlefield()
              if o in chars and g.obj(o).token is not None and "Creature" in chars[o].types
              and chars[o].controller == you]
    if not tokens:
        g.log(f"{g.player_name(you)} controls no creature token: populate creates nothing "
              "(701.36b)")
        return
    pick = tokens[0] if len(tokens) == 1 else g.decide(Decision(
        "choose_object", "populate: choose a creature token you control to copy (701.36a)",
        you, [(f"{g.name_of(o)}#{o}", o) for o in tokens], key="populate"))
    r.created = create_tokens(g, [TokenSpec(you, copy_of=pick)])  # 614.1a: maybe more
    r.it = r.created[-1]
    g.log(f"{g.player_name(you)} populates: a copy of {g.name_of(pick)} (701.36a)")


__all__ = ["Populate", "do_populate"]
