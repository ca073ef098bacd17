"""118.12 / 118.12a: costs that move cards or permanents, paid as a spell or ability
resolves:

    When this land enters, sacrifice it unless you return a non-Lair land you control to
    its owner's hand.                                              (Lair of the Hydra ...)
    When this creature enters, sacrifice it unless you discard a land card.
    When this creature enters, you may put a card an opponent owns from exile into that
    player's graveyard. If you do, ...                            (the processors, 400.3)
    At the beginning of your upkeep, sacrifice this creature unless you exile the top
    creature card of your graveyard.                              (Barrow Ghoul, 404.2)
    At the beginning of your upkeep, sacrifice this creature unless you return a land you
    control to its owner's hand.

118.3: the player can pay only if they have what the cost needs (enough matching cards in
hand, enough matching permanents they control); there are no partial payments. The player
chooses the cards or permanents (one decision each), and they move at once (one batch of
events, 603.2c): returned to their owner's hand (400.3), discarded (701.9a), or put from
exile into their owner's graveyard (400.3: "that player's graveyard", "their owners'
graveyards" are each card's owner's). Unlike an activation cost, the source itself may pay a
cost naming permanents you control when it matches (only "another" excludes it, 109.4 / the
selector's own "other")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.object_costs import (
    DiscardCards,
    ExileTopOfGraveyard,
    PutFromExileIntoGraveyard,
    ReturnToHand,
)
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The costs of this module.
HANDLED = (DiscardCards, ReturnToHand, PutFromExileIntoGraveyard, ExileTopOfGraveyard)
#: The decision key of each: the object chosen for it.
_KEYS = {DiscardCards: "discard", ReturnToHand: "return", PutFromExileIntoGraveyard: "from_exile",
         ExileTopOfGraveyard: "exile"}


def handled(cost: Any) -> bool:
    """A cost this module pays: permanents returned (not "~" itself), cards discarded of the
    player's choice (not at random), cards an opponent owns put from exile into a graveyard
    (not those "exiled with ~", 607.2a)."""
    if isinstance(cost, PutFromExileIntoGraveyard):
        return cost.opponents_own and cost.selector is None
    if isinstance(cost, ExileTopOfGraveyard):
        return True
    if isinstance(cost, ReturnToHand):
        return cost.selector is not None
    return isinstance(cost, DiscardCards) and not cost.at_random


def _count(cost: Any) -> int:
    """How many objects the cost needs (one for "the top creature card of your graveyard")."""
    return int(getattr(cost, "n", 1))


def _candidates(g: Game, player: int, cost: Any, source: int) -> list[int]:
    view = LayerView(g.state, g.layers().chars)
    ctx = context_for(view, source, player)
    if isinstance(cost, DiscardCards):
        pool = list(g.state.zone_list("hand", player))
    elif isinstance(cost, PutFromExileIntoGraveyard):  # 102.2: an opponent of the payer's
        return [o for o in g.state.zone_list("exile") if g.obj(o).owner in g.opponents(player)]
    elif isinstance(cost, ExileTopOfGraveyard):
        # 404.2: the graveyard is kept bottom first; only its topmost matching card
        top = [o for o in g.state.zone_list("graveyard", player)
               if cost.selector is None or cost.selector.matches(view, o, ctx)][-1:]
        return top
    else:
        pool = [o for o in g.state.battlefield()
                if o in view.chars and view.chars[o].controller == player]
    return [o for o in pool if cost.selector is None or cost.selector.matches(view, o, ctx)]


def payable(g: Game, player: int, cost: Any, source: int) -> bool:
    """118.3: enough cards or permanents to pay all of it."""
    return len(_candidates(g, player, cost, source)) >= _count(cost)


def pay(g: Game, player: int, cost: Any, source: int, cause: int | None) -> None:
    """The player chooses the objects one at a time, then they move at once (603.2c)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    legal = _candidates(g, player, cost, source)
    picks: list[int] = []
    while len(picks) < _count(cost):
        options = [(f"{g.quick_name(o)}#{o}", o) for o in legal if o not in picks]
        if len(options) == _count(cost) - len(picks):
            picks.extend(o for _, o in options)  # no choice left
            break
        picks.append(g.decide(Decision("cost", f"{cost}: choose", player, options,
                                       key=_KEYS[type(cost)])))
    with action(g):
        for o in picks:
            if isinstance(cost, DiscardCards):
                discard(g, o, player, cause)  # 701.9a
            elif isinstance(cost, PutFromExileIntoGraveyard):
                g.move(o, "graveyard")  # 400.3: its owner's graveyard
            elif isinstance(cost, ExileTopOfGraveyard):
                g.move(o, "exile")  # 406.2
            else:
                g.move(o, "hand")  # to its owner's hand (400.3)


__all__ = ["HANDLED", "handled", "pay", "payable"]
