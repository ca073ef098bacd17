"""Face a villainous choice (701.55).

701.55a: "[A player] faces a villainous choice — [option A], or [option B]" means "[A player]
chooses [option A] or [option B]. Then all actions in the chosen option are performed."
701.55b: the player may choose an option that is illegal or impossible; then as much of it as
possible is done (an exception to 608.2d). 701.55d: several players facing it do so one at a
time in APNAP order. (701.55c: a replacement effect making a player face the choice more
times, The Valeyard's, isn't carried out; its line stays unread.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class VillainousChoice(Instruction):
    """701.55a: `who` faces a villainous choice between `a` and `b` (each the instructions
    of its option; `texts`: their words, shown to the player)."""

    who: Any = "you"
    a: tuple[Instruction, ...] = ()
    b: tuple[Instruction, ...] = ()
    texts: tuple[str, str] = ("", "")


def do_villainous_choice(r: Resolution, step: VillainousChoice) -> None:
    """701.55a, 701.55d: each player facing it, in APNAP order, chooses an option (701.55b:
    even one impossible to carry out), then all of that option is done."""
    g = r.game
    facing = set(r.players(step.who))
    for p in [q for q in g.apnap() if q in facing]:
        pick = g.decide(Decision(
            "choose", "face a villainous choice (701.55a)", p,
            [(step.texts[0] or "the first option", 0), (step.texts[1] or "the second option", 1)],
            key="villainous"))
        g.log(f"{g.player_name(p)} chooses: {step.texts[int(pick)]} (701.55a)")
        r.follow(step.b if int(pick) else step.a)


__all__ = ["VillainousChoice", "do_villainous_choice"]
