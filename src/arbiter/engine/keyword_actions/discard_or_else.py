"""701.9a / 608.2c / 609.3: "Each opponent discards a card. For each opponent who can't,
<effect>." (Cruel Grimnarch, Refurbished Familiar, Skullslither Worm, Aclazotz).

Each opponent discards as the discard instruction says (chosen in APNAP order, 101.4, then
discarded at once); a player who must discard one card can't only when their hand is empty
(609.3: they do as much as possible, which is nothing). The effect is then followed once for
each opponent who couldn't."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.discard import do_discard
from arbiter.rules.instructions import Discard, Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DiscardOrElse(Instruction):
    """`discard` (one card each), then `then` once for each player it named whose hand was
    empty."""

    discard: Discard = Discard()
    then: tuple[Instruction, ...] = ()


def do_discard_or_else(r: Resolution, step: DiscardOrElse) -> None:
    g = r.game
    named = r.players(step.discard.who)
    couldnt = [p for p in named if not g.state.zone_list("hand", p)]
    do_discard(r, step.discard)
    for _ in couldnt:
        r.follow(step.then)


__all__ = ["DiscardOrElse", "do_discard_or_else"]
