"""One card a player chooses from their hand put onto the battlefield (608.2d, 110.2, 305.4):

    You may put a creature card from your hand onto the battlefield.   (Quicksilver Amulet)
    You may put a land card from your hand onto the battlefield tapped. (Horizon of Progress)
    You may put a creature card with mana value equal to the number of charge counters on
        this artifact from your hand onto the battlefield.                (Aether Vial)

608.2d: the card is chosen as the ability resolves (it isn't a target), among the cards in
the player's hand that match then; a card that doesn't match can't be chosen. "You may" is the
`MayDo` around it (`engine.stack.conditional`): having said yes with no matching card, nothing
happens. The card enters under that player's control (110.2) with the replacement effects and
triggers of entering (`engine.replacement.entering`); it isn't cast (601.2: no spell) and a
land put so isn't played (305.4). The mana value compared is the card's own in the hand
(202.3), against the counters on the source as the ability resolves (`rules.counter_selectors`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def do_put_card_from_hand(r: Resolution, step: PutCardFromHand) -> None:
    g, you = r.game, r.item.controller
    r.did = False
    view, ctx = r.view_context()
    cards = [o for o in g.state.zone_list("hand", you)
             if step.selector is None or (o in view.chars
                                          and step.selector.matches(view, o, ctx))]
    if not cards:
        return  # 608.2d: no card can be chosen: nothing happens
    pick = g.decide(Decision("choose_card", "choose a card to put onto the battlefield", you,
                             [(f"{g.quick_name(o)}#{o}", o) for o in cards], key="put"))
    new = g.move(pick, "battlefield", controller=you)  # 110.2
    if new is None:
        return
    enter(g, new, tapped=step.tapped)
    r.it = new.id
    r.did = True


__all__ = ["do_put_card_from_hand"]
