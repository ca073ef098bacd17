"""Bolster (701.39).

701.39a: "Bolster N" means "Choose a creature you control with the least toughness or tied
for least toughness among creatures you control. Put N +1/+1 counters on that creature."

The player who bolsters is the controller of the resolving spell or ability; the creature is
chosen as it resolves (608.2d), among the creatures that player controls then, by their
toughness after all continuous effects (613). With no creature, nothing happens. The chosen
creature is the instruction's "it" (608.2c: "The chosen creature gains trample").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Bolster(Instruction):
    """701.39a: "Bolster N"."""

    n: int = 1


def do_bolster(r: Resolution, step: Bolster) -> None:
    """701.39a: N +1/+1 counters on a creature of least toughness the player controls."""
    g, you = r.game, r.item.controller
    chars = g.layers().chars
    mine = [o for o in g.state.battlefield()
            if o in chars and "Creature" in chars[o].types and chars[o].controller == you]
    if not mine:
        g.log(f"{g.player_name(you)} controls no creature: bolster does nothing (701.39a)")
        return
    least = min(chars[o].toughness or 0 for o in mine)
    tied = [o for o in mine if (chars[o].toughness or 0) == least]
    pick = tied[0] if len(tied) == 1 else g.decide(Decision(
        "choose_object", f"bolster {step.n}: choose a creature with the least toughness "
        "(701.39a)", you, [(f"{g.name_of(o)}#{o}", o) for o in tied], key="bolster"))
    g.put_counters(pick, "+1/+1", step.n)
    r.it = pick
    g.log(f"{g.player_name(you)} bolsters {step.n}: {g.name_of(pick)} (701.39a)")


__all__ = ["Bolster", "do_bolster"]
