"""Paying the costs of activated abilities that move cards and permanents or put and remove
counters (602.2b, 601.2h, 118.3; the costs are `rules.object_costs` and
`rules.costs.ExileFromGraveyard`):

- "Exile two cards from your graveyard" (406.2): cards in the payer's graveyard;
- "Discard a land card", "Discard two cards" (701.9a): cards from the payer's hand, the player
  choosing; "Discard a card at random" (701.9b): picked by the game's seeded generator, after
  the costs without random elements are paid (601.2h; `engine.casting.activation` orders them);
- "Exile ~", "Return ~ to its owner's hand": the source leaves the battlefield (its
  abilities' effects then use it as it last existed, 608.2h); "Return a land you control to
  its owner's hand": permanents the payer controls;
- "Put a -0/-1 counter on ~" (122.6); "Remove a +1/+1 counter from a creature you control"
  or "from ~" (122.8: only from a permanent that has one);
- "Mill a card" (701.17a-b: only with that many cards in the library), "Exile the top card of
  your library" (paid after the other costs, 601.2h), "Discard your hand" (701.9a: paid
  even with an empty hand); "Exert ~" (701.43a-c);
- "Put a card an opponent owns from exile into that player's graveyard", "Put a card exiled
  with ~ into its owner's graveyard" (400.3, 607.2a); "Exile the top creature card of your
  graveyard" (404.2: the topmost such card, no choice).

`payable` says whether the cost could be paid now (118.3; 117.1: only then is the ability
offered); `pay` pays it, the player's choice of objects asked as a `cost` decision (a
`choices` entry under the decision's key answers it first: `exile`, `discard`, `return`,
`remove_from`, `counter_kind`, `from_exile`). An illegal choice raises before anything of
the cost is paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.activation_x import chosen as chosen_x
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import ExileFromGraveyard
from arbiter.rules.object_costs import (
    OBJECT_COSTS,
    DiscardCards,
    DiscardHand,
    ExertSelf,
    ExileSelf,
    ExileTopOfGraveyard,
    ExileTopOfLibrary,
    MillCost,
    PutCountersOnSelf,
    PutFromExileIntoGraveyard,
    RemoveCounterFrom,
    ReturnToHand,
)
from arbiter.rules.view import LayerView, context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The costs this module pays.
HANDLED = (ExileFromGraveyard, *OBJECT_COSTS)
_KEYS = {ExileFromGraveyard: "exile", DiscardCards: "discard", ReturnToHand: "return",
         RemoveCounterFrom: "remove_from", PutFromExileIntoGraveyard: "from_exile"}


def is_random(cost: Any) -> bool:
    """601.2h: a cost with a random element, or moving objects from the library to a public
    zone, is paid after the others."""
    return (isinstance(cost, DiscardCards) and cost.at_random) or isinstance(
        cost, MillCost | ExileTopOfLibrary)


def candidates(game: Game, oid: int, player: int, cost: Any) -> list[int]:
    """The objects that could pay the cost: cards in the payer's graveyard or hand, or
    permanents they control, matching the cost's words (the source too, unless they say
    "another")."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    if isinstance(cost, ExileFromGraveyard):
        pool = game.state.zone_list("graveyard", player)
    elif isinstance(cost, DiscardCards):
        pool = game.state.zone_list("hand", player)
    elif isinstance(cost, PutFromExileIntoGraveyard):
        pool = [o for o in game.state.zone_list("exile") if not cost.opponents_own
                or game.obj(o).owner in game.opponents(player)]  # 102.2
    elif isinstance(cost, ExileTopOfGraveyard):
        pool = [o for o in game.state.zone_list("graveyard", player)]
    else:
        pool = [o for o in game.state.battlefield()
                if o in view.chars and view.chars[o].controller == player]
    # 118.3: any object the cost's words name, the source itself included unless they say
    # "another" / "other" (then the selector excludes it)
    out = [o for o in pool if cost.selector is None or cost.selector.matches(view, o, ctx)]
    if isinstance(cost, RemoveCounterFrom):
        if cost.selector is None:  # "from ~": the source itself
            out = [oid] if game.obj(oid).zone == "battlefield" else []
        out = [o for o in out if _kinds(game, o, cost)]
    return out


def _kinds(game: Game, o: int, cost: RemoveCounterFrom) -> list[str]:
    """122.8: the kinds of counter the permanent has that the cost may remove."""
    have = {k: n for k, n in game.obj(o).counters.items() if n > 0}
    return [k for k in have if cost.kind is None or k == cost.kind]


def payable(game: Game, oid: int, player: int, cost: Any) -> bool:
    """118.3: could `player` pay this cost of `oid`'s ability now?"""
    if isinstance(cost, ExileSelf | PutCountersOnSelf | ExertSelf) or (
            isinstance(cost, ReturnToHand) and cost.selector is None):
        return game.obj(oid).zone == "battlefield"
    if isinstance(cost, DiscardHand):
        return True  # 701.9a: an empty hand is discarded too
    if isinstance(cost, MillCost | ExileTopOfLibrary):
        return len(game.state.zone_list("library", player)) >= cost.n  # 701.17b
    need = 1 if isinstance(cost, RemoveCounterFrom | ExileTopOfGraveyard) else cost.n
    return len(candidates(game, oid, player, cost)) >= need  # (X: 0 here, checked as paid)


def _need(cost: Any, choices: dict[str, Any]) -> int:
    """How many objects pay the cost: X as announced for "exile X cards" (107.3a)."""
    if isinstance(cost, RemoveCounterFrom):
        return 1
    if isinstance(cost, ExileFromGraveyard) and cost.x:
        return chosen_x(choices)
    return int(cost.n)


def check_given(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    """The objects `choices` names for the cost must be ones that can pay it (checked
    before any cost is paid, so an illegal choice leaves the game as it was)."""
    key = _KEYS.get(type(cost))
    given = _ids(choices.get(key)) if key else None
    if given is None:
        return
    need = _need(cost, choices)
    legal = candidates(game, oid, player, cost)
    if len(given) != need or len(set(given)) != need or any(g not in legal for g in given):
        raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)} (601.2h)")


def pay(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    """Pay one cost (601.2h, 602.2b)."""
    if not payable(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost} (118.3)")
    if isinstance(cost, ExileSelf):
        game.move(oid, "exile")  # 406.2; 608.2h: its effects see it as it last existed
    elif isinstance(cost, ReturnToHand) and cost.selector is None:
        game.move(oid, "hand")  # to its owner's hand (400.3)
    elif isinstance(cost, PutCountersOnSelf):
        game.put_counters(oid, cost.kind, cost.n, by_cost=True)  # 122.6, 118.3
    elif isinstance(cost, ExertSelf):
        from arbiter.engine.keyword_actions.exert import exert

        exert(game, oid, player)  # 701.43a
    elif isinstance(cost, DiscardCards) and cost.at_random:
        _discard_at_random(game, player, cost)
    elif isinstance(cost, MillCost | ExileTopOfLibrary | DiscardHand):
        _from_library_or_hand(game, player, cost)
    elif isinstance(cost, ExileTopOfGraveyard):
        # 404.2: the graveyard is kept bottom first, so the topmost such card is the last
        game.move(candidates(game, oid, player, cost)[-1], "exile")  # 406.2
    elif isinstance(cost, RemoveCounterFrom):
        (target,) = [oid] if cost.selector is None else _choose(game, oid, player, cost,
                                                                  choices)
        kinds = _kinds(game, target, cost)
        kind = kinds[0] if len(kinds) == 1 else choices.get("counter_kind")
        if kind not in kinds:
            kind = game.decide(Decision("cost", f"{cost}: which kind?", player,
                                        [(k, k) for k in kinds], key="counter_kind"))
        if kind not in kinds:
            raise IllegalActionError(f"{game.name_of(target)} has no {kind} counter (122.8)")
        game.remove_counters(target, kind, 1)  # 122.8
    else:
        _move_chosen(game, oid, player, cost, _choose(game, oid, player, cost, choices))
    game.state.touch()


def _move_chosen(game: Game, oid: int, player: int, cost: Any, picks: list[int]) -> None:
    """The chosen objects move at once: one batch of events (603.2c)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    with action(game):
        for o in picks:
            if isinstance(cost, ExileFromGraveyard):
                new = game.move(o, "exile")  # 406.2
                if cost.linked and new is not None:
                    game.obj(oid).linked.append(new.id)  # 607.2a: "exiled with ~"
            elif isinstance(cost, DiscardCards):
                discard(game, o, player, cause=player)  # 701.9a: a cost of their own ability
            elif isinstance(cost, PutFromExileIntoGraveyard):
                game.move(o, "graveyard")  # 400.3: its owner's graveyard
            else:
                game.move(o, "hand")  # to its owner's hand


def _from_library_or_hand(game: Game, player: int, cost: Any) -> None:
    """701.17a: mill the top cards; 406.2: exile the top cards; 701.9a: discard the hand;
    all at once (one batch of events, 603.2c)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    if isinstance(cost, DiscardHand):
        cards = list(game.state.zone_list("hand", player))
    else:
        cards = list(game.state.zone_list("library", player)[:cost.n])
    with action(game):
        for card in cards:
            if isinstance(cost, DiscardHand):
                discard(game, card, player, cause=player)
            else:
                game.move(card, "graveyard" if isinstance(cost, MillCost) else "exile")


def _discard_at_random(game: Game, player: int, cost: DiscardCards) -> None:
    """701.9b: the game picks the cards (its seeded generator, no player's choice)."""
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    hand = list(game.state.zone_list("hand", player))
    picks = [hand.pop(rng.randrange(game.state, len(hand))) for _ in range(cost.n)]
    with action(game):
        for card in picks:
            game.log(f"{game.player_name(player)} discards {game.quick_name(card)} at random "
                     "(701.9b)")
            discard(game, card, player, cause=player)  # 701.9a


def _choose(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> list[int]:
    """601.2h: the player chooses the objects, one decision per object (an answer may also
    name them all at once); they must be legal and distinct."""
    legal = candidates(game, oid, player, cost)
    need = _need(cost, choices)
    key = _KEYS[type(cost)]
    given = _ids(choices.get(key))
    picks: list[int] = list(given) if given is not None else []
    while given is None and len(picks) < need:
        options = [(f"{game.name_of(o)}#{o}", o) for o in legal if o not in picks]
        if not options:
            break
        pick = game.decide(Decision("cost", f"{cost}: choose", player, options, key=key))
        if isinstance(pick, list | tuple):
            picks.extend(pick)
            break
        picks.append(pick)
    if len(picks) != need or len(set(picks)) != need or any(p not in legal for p in picks):
        raise IllegalActionError(f"that can't pay {cost} for {game.name_of(oid)} (601.2h)")
    return picks


def _ids(given: Any) -> list[int] | None:
    """Objects named by id (the Python API); anything else is asked as decisions, which a
    scenario's answers resolve."""
    if isinstance(given, int) and not isinstance(given, bool):
        return [given]
    if isinstance(given, list | tuple) and given and all(
            isinstance(g, int) and not isinstance(g, bool) for g in given):
        return list(given)
    return None


__all__ = ["HANDLED", "candidates", "check_given", "is_random", "pay", "payable"]
