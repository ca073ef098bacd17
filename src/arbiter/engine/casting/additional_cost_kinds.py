"""118.8 / 601.2b / 601.2h: the further kinds of additional cost to cast a spell
(`compiler.costs.spell_additional_costs`), beside sacrificing, discarding a card, exiling
from the graveyard, blight and behold (`engine.casting.additional_costs`):

- "pay 3 life" (119.4: only a player whose life total is at least the payment can pay it;
  paying life is losing it);
- "discard two cards", "discard a land card" (701.9a: cards from the payer's hand, chosen
  by the player; the spell itself is no longer in the hand, 601.2a); "discard a card at
  random" (701.9b: picked by the game's seeded generator, and paid after the spell's other
  costs, its mana included, 601.2h: `pay_random`);
- "return a land you control to its owner's hand" (permanents the payer controls);
- "tap two untapped creatures you control" (118.3: untapped ones; 302.6 restricts only
  {T}, so a creature that came under its control this turn may be tapped);
- "reveal a Goblin card from your hand" (701.20a: the card is shown and stays in the hand);
- "you may exile any number of white cards from your hand" (406.3: cards from the payer's
  hand other than the spell, 601.2a; none is a number too, 601.2b).

Each cost's objects are chosen as the others' are (`engine.casting.additional_costs`), and
all are paid at once with them (601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.tap import tap
from arbiter.rules.alternative_costs import ExileFromHandCost
from arbiter.rules.costs import PayLife, TapUntapped
from arbiter.rules.object_costs import DiscardCards, ReturnToHand
from arbiter.rules.reveal_costs import RevealFromHand

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.view import EffectContext, LayerView

#: The costs this module judges and pays.
KINDS = (PayLife, DiscardCards, ReturnToHand, TapUntapped, RevealFromHand, ExileFromHandCost)


def candidates(game: Game, player: int, cost: Any, spell: int, view: LayerView,
               ctx: EffectContext) -> list[int]:
    """The objects that could pay `cost` (none for paying life)."""
    if isinstance(cost, DiscardCards | RevealFromHand | ExileFromHandCost):
        pool = game.state.zone_list("hand", player)
    elif isinstance(cost, ReturnToHand | TapUntapped):
        pool = [o for o in game.state.battlefield()
                if o in view.chars and view.chars[o].controller == player
                and not (isinstance(cost, TapUntapped) and game.obj(o).tapped)]
    else:
        return []
    return [o for o in pool if o != spell and o in view.chars
            and (cost.selector is None or cost.selector.matches(view, o, ctx))]


def is_random(cost: Any) -> bool:
    """701.9b: a discard at random (no player's choice; paid last, 601.2h)."""
    return isinstance(cost, DiscardCards) and cost.at_random


def count(cost: Any) -> int | None:
    """How many objects the player chooses for the cost (paying life and a random discard:
    none; None: any number)."""
    if isinstance(cost, ExileFromHandCost) and cost.n is None:
        return None  # 601.2b: "exile any number of ..."
    return 0 if isinstance(cost, PayLife) or is_random(cost) else int(cost.n)


def payable(game: Game, player: int, cost: Any, spell: int) -> bool:
    """118.3 / 119.4: beyond having the objects chosen, a life payment needs that much life,
    and a random discard that many cards in hand besides the spell."""
    if isinstance(cost, PayLife):
        return game.state.players[player].life >= cost.amount
    if is_random(cost):
        return len([o for o in game.state.zone_list("hand", player) if o != spell]) >= cost.n
    return True


def pay(game: Game, player: int, cost: Any, picks: list[int]) -> None:
    """601.2h: pay the cost with the chosen objects (a random discard: `pay_random`)."""
    if is_random(cost):
        return
    if isinstance(cost, PayLife):
        game.lose_life(player, cost.amount)  # 119.4: paying life is losing life
        return
    for oid in picks:
        if isinstance(cost, DiscardCards):
            from arbiter.engine.keyword_actions.discard import discard

            discard(game, oid, player, cause=player)  # 701.9a: a cost of their own spell
        elif isinstance(cost, ReturnToHand):
            game.move(oid, "hand")  # to its owner's hand (400.3)
        elif isinstance(cost, TapUntapped):
            tap(game, oid)  # 701.26a
        elif isinstance(cost, ExileFromHandCost):
            game.move(oid, "exile")  # 406.3
        else:
            game.log(f"{game.player_name(player)} reveals {game.quick_name(oid)} (701.20a)")
    game.state.touch()


def pay_random(game: Game, player: int, cost: Any, spell: int) -> None:
    """701.9b: discard `cost.n` cards picked at random from the hand (never the spell) by
    the game's seeded generator, at once (603.2c)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action
    from arbiter.state import rng

    hand = [o for o in game.state.zone_list("hand", player) if o != spell]
    picks = [hand.pop(rng.randrange(game.state, len(hand))) for _ in range(min(cost.n,
                                                                              len(hand)))]
    with action(game):
        for card in picks:
            game.log(f"{game.player_name(player)} discards {game.quick_name(card)} at random "
                     "(701.9b)")
            discard(game, card, player, cause=player)  # 701.9a


__all__ = ["KINDS", "candidates", "count", "is_random", "pay", "pay_random", "payable"]
