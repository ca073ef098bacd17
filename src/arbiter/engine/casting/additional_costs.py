"""Additional costs to cast a spell (118.8, 601.2b, 601.2h): what can pay them, the player's
choice of objects, and paying them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import additional_cost_kinds as kinds
from arbiter.engine.casting.cost_choice import choice_costs, chosen_costs, payable_options
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import AdditionalCost
from arbiter.rules.costs import (
    CostChoice,
    DiscardCard,
    ExileFromGraveyard,
    ManaPayment,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.keyword_action_costs import BeholdCost, BlightCost
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def pays_all(costs: tuple[Any, ...]) -> bool:
    """Whether every cost is mana or a kind `candidates` / `pay_chosen` judge and pay (what a
    keyword's cost in words may name to be carried out: kicker, buyback, morph, ...)."""
    return bool(costs) and all(isinstance(c, (ManaPayment, SacrificePermanents, DiscardCard,
                                              ExileFromGraveyard, *kinds.KINDS)) for c in costs)


def costs_of(game: Game, oid: int) -> list[Any]:
    return [c for a in game.chars(oid).abilities if isinstance(a.ability, AdditionalCost)
            for c in a.ability.costs]


def announced(game: Game, spell: int, picked: list[int] | None) -> list[Any]:
    """The additional costs to pay, with the option announced for each cost with a
    choice (118.8, 601.2b; `engine.casting.cost_choice`)."""

    costs = costs_of(game, spell)
    if not any(isinstance(c, CostChoice) for c in costs):
        return costs
    return chosen_costs(costs, picked)


def objects_available(game: Game, player: int, spell: int, picked: list[int] | None) -> bool:
    """Whether the non-mana additional costs (as announced) have enough objects to pay."""
    return all(len(candidates(game, player, c, spell)) >= (count(c) or 0)
               and kinds.payable(game, player, c, spell)  # 119.4
               for c in announced(game, spell, picked))


def candidates(game: Game, player: int, cost: Any, spell: int) -> list[int]:
    """The objects that could pay this cost."""
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, spell, player)
    if isinstance(cost, SacrificePermanents):
        return [o for o in game.state.battlefield()
                if view.chars[o].controller == player
                and (cost.selector is None or cost.selector.matches(view, o, ctx))]
    if isinstance(cost, BeholdCost):  # 701.4a: a card in hand or a permanent you control
        return [o for o in game.state.zone_list("hand", player) + game.state.battlefield()
                if o != spell and o in view.chars and (
                    game.obj(o).zone == "hand" or view.chars[o].controller == player)
                and cost.quality.matches(view, o, ctx)]
    if isinstance(cost, BlightCost):  # 701.68a: a creature the player controls
        return [o for o in game.state.battlefield()
                if view.chars[o].controller == player and "Creature" in view.chars[o].types]
    if isinstance(cost, TapUntapped):  # 702.78a: untapped ones the player controls
        return [o for o in game.state.battlefield()
                if view.chars[o].controller == player and not game.obj(o).tapped
                and (cost.selector is None or cost.selector.matches(view, o, ctx))]
    if isinstance(cost, DiscardCard):
        return [o for o in game.state.zone_list("hand", player) if o != spell]
    if isinstance(cost, ExileFromGraveyard):
        return [o for o in game.state.zone_list("graveyard", player) if o != spell
                and (cost.selector is None or cost.selector.matches(view, o, ctx))]
    if isinstance(cost, kinds.KINDS):  # pay life, discard cards, return, reveal (118.8)
        return kinds.candidates(game, player, cost, spell, view, ctx)
    return []


def count(cost: Any) -> int | None:
    """How many objects the cost takes; None: "any number" (chosen by the player). A mana
    option of a choice takes none: it is paid with the total cost (601.2f)."""
    if isinstance(cost, ManaPayment):
        return 0
    if isinstance(cost, kinds.KINDS):
        return kinds.count(cost)
    return getattr(cost, "n", 1)


def payable(game: Game, player: int, spell: int, alternative: str | None = None) -> bool:

    if choice_costs(game, spell):
        return bool(payable_options(game, player, spell, alternative))
    return objects_available(game, player, spell, None)


def choose(game: Game, player: int, spell: int,
           picked: list[int] | None = None) -> list[list[int]]:
    """601.2b/601.2h: the player picks the objects each additional cost uses (`picked`:
    the options announced for costs with a choice)."""
    chosen: list[list[int]] = []
    for cost in announced(game, spell, picked):
        picks: list[int] = []
        need = count(cost)
        while need is None or len(picks) < need:
            options = [o for o in candidates(game, player, cost, spell) if o not in picks]
            if not options:
                if need is None:
                    break
                raise IllegalActionError(f"you can't pay {cost}")
            labels: list[tuple[str, Any]] = [(f"{game.name_of(o)}#{o}", o) for o in options]
            if need is None:
                labels.insert(0, ("done", None))  # "any number": stop whenever
            pick = game.decide(Decision("cost", f"{cost}: choose", player, labels,
                                        key="cost"))
            if pick is None:
                break
            if isinstance(pick, list):  # "any number": all of them answered at once
                picks.extend(pick)
                break
            picks.append(pick)
        chosen.append(picks)
    return chosen


def pay(game: Game, player: int, spell: int, chosen: list[list[int]],
        picked: list[int] | None = None) -> None:
    """601.2h: pay them (validated first, so nothing happens if one can't be paid); a mana
    option announced is paid with the total cost instead (601.2f)."""
    costs = announced(game, spell, picked)
    if len(chosen) != len(costs):
        raise IllegalActionError("each additional cost needs its objects chosen")
    for cost, picks in zip(costs, chosen, strict=True):
        legal = candidates(game, player, cost, spell)
        need = count(cost)
        if (need is not None and len(picks) != need) or any(p not in legal for p in picks) \
                or len(set(picks)) != len(picks) \
                or not kinds.payable(game, player, cost, spell):  # each once; 119.4
            raise IllegalActionError(f"that can't pay {cost}")
    from arbiter.engine.triggers.batches import action

    with action(game):  # 601.2h: the costs are paid at once (one batch of events, 603.2c)
        pay_chosen(game, costs, chosen, player)


def pay_random(game: Game, player: int, spell: int, picked: list[int] | None = None) -> None:
    """601.2h: the additional costs with a random element, paid after all the others (the
    mana of the total cost included)."""
    for cost in announced(game, spell, picked):
        if kinds.is_random(cost):
            kinds.pay_random(game, player, cost, spell)  # 701.9b


def pay_chosen(game: Game, costs: Any, chosen: list[list[int]], player: int) -> None:
    """601.2h: pay each cost with its chosen objects (a random discard: `pay_random`); the
    caller opens the batch of events (603.2c)."""
    for cost, picks in zip(costs, chosen, strict=True):
        if isinstance(cost, kinds.KINDS):
            kinds.pay(game, player, cost, picks)  # `engine.casting.additional_cost_kinds`
            continue
        for oid in picks:
            if isinstance(cost, SacrificePermanents):
                game.sacrifice(oid)  # 701.21a
                continue
            if isinstance(cost, BeholdCost):
                from arbiter.engine.keyword_actions.behold import behold

                behold(game, oid)  # 701.4a: revealed or chosen; it stays where it is
                continue
            if isinstance(cost, BlightCost):
                from arbiter.engine.keyword_actions.blight import pay_blight_cost

                pay_blight_cost(game, game.controller_of(oid), oid, cost.amount)  # 701.68a
                continue
            if isinstance(cost, DiscardCard):
                from arbiter.engine.keyword_actions.discard import discard

                owner = game.obj(oid).owner  # 701.9a: a cost of their own spell
                discard(game, oid, owner, cause=owner)
                continue
            zone = "exile" if isinstance(cost, ExileFromGraveyard) else "graveyard"
            game.move(oid, zone)
