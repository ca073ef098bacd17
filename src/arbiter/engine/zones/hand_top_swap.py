"""406.3 / 401.4: "Exile any number of cards from your hand face down. Put that many cards
from the top of your library into your hand. Then look at the exiled cards and put them on
top of your library in any order." (Scroll Rack).

The player chooses any number of cards in their hand (decision key `exile`, "done" to stop)
and exiles them face down (406.3: no one else may look at them). Then they put that many
cards from the top of their library into their hand (121.5: they aren't drawn; fewer if the
library has fewer). Then they look at the exiled cards and put them on top of the library in
the order they choose (401.4, key `order`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.library import order_on_top
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class HandTopSwap(Instruction):
    """Scroll Rack's exchange of cards in hand with the top of the library."""


def do_hand_top_swap(r: Resolution, step: HandTopSwap) -> None:
    g, you = r.game, r.item.controller
    hand = list(g.state.zone_list("hand", you))
    picks: list[int] = []
    while hand:
        pick = g.decide(Decision(
            "exile", "exile a card from your hand face down (done to stop)", you,
            [(f"{g.quick_name(o)}#{o}", o) for o in hand] + [("done", None)],
            optional=True, key="exile"))
        if pick is None:
            break
        picks.append(pick)
        hand.remove(pick)
    exiled: list[int] = []
    for card in picks:
        new = g.move(card, "exile")
        if new is not None:
            new.face_down = "exiled"  # 406.3
            exiled.append(new.id)
    for card in list(g.state.zone_list("library", you)[:len(exiled)]):
        g.move(card, "hand")
    back: list[int] = []
    for card in exiled:
        g.obj(card).face_down = None
        new = g.move(card, "library")
        if new is not None:
            back.append(new.id)
    order_on_top(g, you, back, "put back")  # 401.4
    g.state.touch()
    r.count = len(exiled)


__all__ = ["HandTopSwap", "do_hand_top_swap"]
