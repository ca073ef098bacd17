"""701.20a: revealing the top card of a library and putting it where the effect says:

    Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    Otherwise, put that card into your hand.                         (Coiling Oracle)
    Reveal the top card of your library and put that card into your hand. Each opponent
    loses life equal to that card's mana value.                      (Yuriko, the Tiger's Shadow)
    ... You lose life equal to its mana value.                       (Dark Confidant)
    Reveal the top card of your library. If it's a creature card, put it into your hand.
    Otherwise, you may put it into your graveyard.                  (Nylea, Keen-Eyed)
    Look at the top card of your library. If it's a land card, you may put it onto the
    battlefield. If you don't put the card onto the battlefield, put it into your hand.
                                                                     (Risen Reef)

The card is revealed (shown to all players, 701.20a; revealing doesn't move it, 701.20b),
or with `looked` only its controller looks at it (701.20e: it stays hidden unless
`reveal_put` reveals it as it's put into the hand), then put `to` if it matches `selector`
(or always, with no selector), else `otherwise`. With `may` the player chooses whether to
put a matching card `to` (declined, it stays on top, 401.2); with `if_not_put` ("If you
don't put the card <to>, ...") `otherwise` follows a declined card as well as one that
doesn't match; with `otherwise_may` that second move is a choice too. "bottom" is the bottom
of the library (401.4). A card put onto the battlefield enters under the resolving ability's
controller's control (110.2, 614.1c). With `life_loss`, those players ("you",
"each_opponent") then lose life equal to the card's mana value (202.3, in the zone it was
put into; 119.3). An empty library reveals nothing: nothing moves and no life is lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class RevealTopPut(Instruction):
    """Reveal (or, `looked`, look at) the top card of your library; put it `to` [tapped]
    if it matches `selector` (`may`: if its controller wants to; `reveal_put`: revealing it
    as it's put there), else `otherwise` (`otherwise_may`: if they want to; `if_not_put`:
    also when a matching card wasn't put `to`); then `life_loss` players lose life equal to
    its mana value."""

    selector: Selector | None = None
    to: str = "hand"
    tapped: bool = False
    otherwise: str | None = None
    life_loss: Any = None
    looked: bool = False
    reveal_put: bool = False
    may: bool = False
    otherwise_may: bool = False
    if_not_put: bool = False


_WHERE = {"hand": "into your hand", "graveyard": "into your graveyard",
          "battlefield": "onto the battlefield", "bottom": "on the bottom of your library"}


def _wants(r: Resolution, card: int, to: str, key: str) -> bool:
    """The controller's choice to put the card `to` (decision key "put" for the first
    destination, "put_otherwise" for the second)."""
    g = r.game
    return bool(g.decide(Decision("may", f"put {g.quick_name(card)}#{card} {_WHERE[to]}?",
                                  r.item.controller, [("yes", True), ("no", False)],
                                  key=key)))


def do_reveal_top_put(r: Resolution, step: RevealTopPut) -> None:
    g, you = r.game, r.item.controller
    library = g.state.zone_list("library", you)
    r.it = None
    if not library:
        return
    card = library[0]
    if step.looked:
        g.log(f"{g.player_name(you)} looks at the top card of their library (701.20e)")
    else:
        g.log(f"{g.player_name(you)} reveals {g.quick_name(card)} (701.20a)")
    matched = True
    if step.selector is not None:
        # 608.2h: the source as it last existed if it has left the battlefield
        view = LayerView(g.state, {**g.lki, **g.all_layers().chars})
        matched = step.selector.matches(view, card, context_for(view, r.item.source, you))
    to: str | None = step.to
    if matched and step.may and not _wants(r, card, step.to, "put"):
        # 401.2: declined, it stays on top, unless "If you don't put the card <to>, ..."
        matched, to = False, step.otherwise if step.if_not_put else None
    elif not matched:
        to = step.otherwise
    elif step.reveal_put:
        g.log(f"{g.player_name(you)} reveals {g.quick_name(card)} (701.20a)")
    if to is None or not matched and step.otherwise_may and not _wants(
            r, card, to, "put_otherwise"):
        return
    if to == "bottom":  # 401.4
        library.remove(card)
        library.append(card)
        g.state.touch()
        r.it = card
        return
    if to == "battlefield":
        moved = g.move(card, to, controller=you)  # 110.2
        if moved is not None:
            enter(g, moved, tapped=step.tapped and matched)  # 614.1c
    else:
        moved = g.move(card, to)
    r.it = moved.id if moved is not None else None
    if step.life_loss is not None and r.it is not None:
        mv = int(g.chars(r.it).mana_value or 0)  # 202.3
        for p in r.players(step.life_loss):
            g.lose_life(p, mv)  # 119.3


__all__ = ["RevealTopPut", "do_reveal_top_put"]
