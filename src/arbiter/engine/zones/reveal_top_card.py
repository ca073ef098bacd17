"""701.20a: revealing the top card of a library and putting it where the effect says:

    Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    Otherwise, put that card into your hand.                         (Coiling Oracle)
    Reveal the top card of your library and put that card into your hand. Each opponent
    loses life equal to that card's mana value.                      (Yuriko, the Tiger's Shadow)
    ... You lose life equal to its mana value.                       (Dark Confidant)

The card is revealed (shown to all players, 701.20a; revealing doesn't move it, 701.20b),
then put `to` if it matches `selector` (or always, with no selector), else `otherwise`. A
card put onto the battlefield enters under the resolving ability's controller's control
(110.2, 614.1c). With `life_loss`, those players ("you", "each_opponent") then lose life
equal to the card's mana value (202.3, in the zone it was put into; 119.3). An empty library
reveals nothing: nothing moves and no life is lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class RevealTopPut(Instruction):
    """Reveal the top card of your library; put it `to` [tapped] if it matches `selector`,
    else `otherwise`; then `life_loss` players lose life equal to its mana value."""

    selector: Selector | None = None
    to: str = "hand"
    tapped: bool = False
    otherwise: str | None = None
    life_loss: Any = None


def do_reveal_top_put(r: Resolution, step: RevealTopPut) -> None:
    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    r.it = None
    if not library:
        return
    card = library[0]
    g.log(f"{g.player_name(you)} reveals {g.quick_name(card)} (701.20a)")
    to = step.to
    if step.selector is not None:
        view = LayerView(g.state, g.all_layers().chars)
        if not step.selector.matches(view, card, context_for(view, r.item.source, you)):
            to = step.otherwise
    if to is None:
        return
    if to == "battlefield":
        moved = g.move(card, to, controller=you)  # 110.2
        if moved is not None:
            enter(g, moved, tapped=step.tapped)  # 614.1c
    else:
        moved = g.move(card, to)
    r.it = moved.id if moved is not None else None
    if step.life_loss is not None and r.it is not None:
        mv = int(g.chars(r.it).mana_value or 0)  # 202.3
        for p in r.players(step.life_loss):
            g.lose_life(p, mv)  # 119.3


__all__ = ["RevealTopPut", "do_reveal_top_put"]
