"""701.20a, 608.2c: revealing the top card of your library and doing something if it is a
card of a kind, the card itself staying where it is:

    Reveal the top card of your library. If it's a land card, this creature gets +1/+0 and
    gains first strike until end of turn.                           (Brutal Deceiver)
    Scry 3, then reveal the top card of your library. If it's a creature or land card, draw
    a card.                                                              (Track Down)
    Scry 3, then you may reveal the top card of your library. If it's a creature card,
    draw a card.                                                      (Elven Farsight)

The card is shown to every player (701.20a) and stays on top of the library (701.20b:
revealing doesn't move it). `then` is followed if the revealed card matches `selector` as
it is now in the library (608.2c). With `may` the controller chooses whether to reveal it:
a card not revealed makes nothing happen. An empty library reveals nothing, and `then`
isn't followed. The instructions of `then` never refer to the revealed card (the compiler
reads only such text, `compiler.effects.reveal_top_if`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class RevealTopIf(Instruction):
    """Reveal (`may`: if the controller wants to) the top card of your library; if it
    matches `selector`, follow `then`."""

    selector: Selector | None = None
    then: tuple[Instruction, ...] = ()
    may: bool = False


def do_reveal_top_if(r: Resolution, step: RevealTopIf) -> None:
    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    if not library:
        return  # nothing to reveal: no card is "it"
    top = library[0]
    if step.may and not g.decide(Decision(
            "may", f"reveal the top card of your library ({g.quick_name(top)}#{top})?", you,
            [("yes", True), ("no", False)], key="reveal")):
        return
    g.log(f"{g.player_name(you)} reveals {g.quick_name(top)} (701.20a)")
    if step.selector is not None:
        # 608.2h: the source as it last existed if it has left the battlefield
        view = LayerView(g.state, {**g.lki, **g.all_layers().chars})
        if not step.selector.matches(view, top, context_for(view, r.item.source, you)):
            return
    r.follow(step.then)  # 608.2c


__all__ = ["RevealTopIf", "do_reveal_top_if"]
