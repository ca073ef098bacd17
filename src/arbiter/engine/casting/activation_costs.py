"""Paying the non-mana costs of activated abilities (602.2b, 601.2g-h, 118.3): life (119.4),
sacrificing permanents (701.21a), removing counters (122.8), tapping untapped creatures.

`payable` says whether a cost could be paid now (117.1: only then is the ability offered);
`pay` pays it, with the player's choice of objects asked as a decision (`choices` of the
activation answer it first, under the decision's key)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import (
    activation_x,
    attached_costs,
    counters_from,
    from_hand,
    grantor_costs,
    object_costs,
    sacrifice_each,
    x_activation_costs,
)
from arbiter.engine.counters import energy, pay_energy
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.keywords import saddle
from arbiter.engine.keywords.craft import CraftCost
from arbiter.engine.mana.sources import tapped_by_cost
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import (
    PayEnergy,
    PayLife,
    RemoveCountersCost,
    SacrificePermanents,
    TapUntapped,
)
from arbiter.rules.instructions import Custom
from arbiter.rules.keyword_action_costs import BlightCost, CollectEvidenceCost
from arbiter.rules.life_costs import PayHalfLife
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game

HANDLED = (PayLife, PayEnergy, SacrificePermanents, RemoveCountersCost, TapUntapped,
           *from_hand.COSTS, saddle.SaddleCost, BlightCost, CollectEvidenceCost,
           *object_costs.HANDLED, CraftCost,  # 702.167a (paid by `engine.keywords.craft`)
           PayHalfLife,  # 119.4, 107.1a
           *attached_costs.HANDLED,  # "Tap enchanted creature" (`.attached_costs`)
           *counters_from.HANDLED,  # 122.8: "Remove two counters from ~" (`.counters_from`)
           *sacrifice_each.HANDLED,  # 701.21a: "Sacrifice a Swamp and a Forest"
           *grantor_costs.HANDLED)  # 201.5a, 701.3d: "Sacrifice Blazing Torch", "Unattach ~"


def _candidates(game: Game, oid: int, player: int, cost: Any) -> list[int]:
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    out = []
    for o in game.state.battlefield():
        if view.chars[o].controller != player:
            continue
        if isinstance(cost, TapUntapped) and (game.obj(o).tapped or tapped_by_cost(o)):
            continue  # an untapped one (one its own {T} taps first isn't, 601.2h)
        if cost.selector is None or cost.selector.matches(view, o, ctx):
            out.append(o)
    return out


def payable(game: Game, oid: int, player: int, cost: Any) -> bool:
    from arbiter.engine.keywords import craft

    if isinstance(cost, craft.CraftCost):
        return craft.payable(game, oid, player, cost)  # 702.167a-b: a material to exile
    if isinstance(cost, from_hand.COSTS):
        return from_hand.payable(game, oid, player, cost)  # 113.6j: costs paid from the hand
    if isinstance(cost, Custom) and cost.name == "crew":  # 702.122a, 118.3
        from arbiter.engine.casting import total_power_costs

        return total_power_costs.payable(game, oid, player, cost.args[0], "crew")
    if isinstance(cost, saddle.SaddleCost):
        return saddle.payable(game, oid, player, cost)  # 702.171a
    if isinstance(cost, object_costs.HANDLED):
        return object_costs.payable(game, oid, player, cost)  # cards, permanents, counters
    if isinstance(cost, attached_costs.HANDLED):
        return attached_costs.payable(game, oid, player, cost)  # 303.4: enchanted creature
    if isinstance(cost, grantor_costs.HANDLED):
        return grantor_costs.payable(game, oid, player, cost)  # 201.5a, 701.3d
    if isinstance(cost, counters_from.HANDLED):
        return counters_from.payable(game, oid, player, cost)  # 122.8, 118.3
    if isinstance(cost, sacrifice_each.HANDLED):
        return sacrifice_each.payable(game, oid, player, cost)  # 701.21a, 118.3
    if isinstance(cost, PayLife):
        # 119.4: a player can pay life only if their life total is at least the payment.
        return game.state.players[player].life >= cost.amount
    if isinstance(cost, PayEnergy):
        return energy(game, player) >= cost.amount  # 107.14, 118.3
    if isinstance(cost, RemoveCountersCost):
        return game.obj(oid).counters.get(cost.kind, 0) >= (cost.n or 0)  # 122.8
    if isinstance(cost, SacrificePermanents | TapUntapped):
        return len(_candidates(game, oid, player, cost)) >= (cost.n or 0)
    if isinstance(cost, BlightCost):
        return bool(_candidates(game, oid, player, cost))  # 701.68b
    if isinstance(cost, CollectEvidenceCost):
        from arbiter.engine.keyword_actions.collect_evidence import can_collect

        return can_collect(game, player, cost.amount)  # 701.59b
    return True


def pay(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    """Pay one cost; an unpayable cost is an illegal action (602.2b, 601.2h)."""
    if not payable(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost}")
    if isinstance(cost, from_hand.COSTS):
        from_hand.pay(game, oid, player, cost, choices)  # 113.6j: costs paid from the hand
    if isinstance(cost, saddle.SaddleCost):
        saddle.pay(game, oid, player, cost, choices)  # 702.171a
    if isinstance(cost, object_costs.HANDLED):
        object_costs.pay(game, oid, player, cost, choices)  # cards, permanents, counters
    if isinstance(cost, attached_costs.HANDLED):
        attached_costs.pay(game, oid, player, cost, choices)  # 303.4: enchanted creature
    if isinstance(cost, grantor_costs.HANDLED):
        grantor_costs.pay(game, oid, player, cost, choices)  # 201.5a, 701.3d
    if isinstance(cost, counters_from.HANDLED):
        counters_from.pay(game, oid, player, cost, choices)  # 122.8
    if isinstance(cost, sacrifice_each.HANDLED):
        sacrifice_each.pay(game, oid, player, cost, choices)  # 701.21a
    if isinstance(cost, PayHalfLife):  # 119.4b: 0 life is paid by losing none
        half = cost.amount(game.state.players[player].life)  # 107.1a: rounded up
        if half:
            game.lose_life(player, half)  # 119.4
    if isinstance(cost, PayLife):
        game.lose_life(player, cost.amount)  # 119.4: paying life is losing life
    elif isinstance(cost, PayEnergy):
        # 107.14; 107.3a: "Pay X {E}": X as announced
        pay_energy(game, player, activation_x.chosen(choices) if cost.x else cost.amount)
    elif isinstance(cost, RemoveCountersCost) and cost.x:
        n = activation_x.chosen(choices)  # 107.3a: X as announced
        choices["counters_removed"] = n
        game.remove_counters(oid, cost.kind, n)
    elif isinstance(cost, RemoveCountersCost) and cost.every:
        n = game.obj(oid).counters.get(cost.kind, 0)  # 122.8: all it has, perhaps none
        choices["counters_removed"] = n  # 608.2h: "the counters removed this way"
        game.remove_counters(oid, cost.kind, n)
    elif isinstance(cost, RemoveCountersCost):
        n = cost.n if cost.n is not None else _how_many(game, oid, player, cost, choices)
        game.remove_counters(oid, cost.kind, n)
    elif isinstance(cost, SacrificePermanents):
        from arbiter.engine.triggers.batches import action

        picks = _choose(game, oid, player, cost, "sacrifice", choices)
        choices["sacrificed"] = list(picks)  # 608.2h: "the sacrificed artifact's mana value"
        from arbiter.engine.zones.tokens import COPIABLE_LKI

        for o in picks:  # 707.2, 608.2h: "copies of the sacrificed creature"
            game.obj(o).choices[COPIABLE_LKI] = game.layers().copiable.get(o)
        with action(game):  # sacrificed at once: one batch of events (603.2c, 603.10a)
            for o in picks:
                game.sacrifice(o)  # 701.21a
    elif isinstance(cost, BlightCost):
        from arbiter.engine.keyword_actions.blight import pay_blight_cost

        (creature,) = _choose(game, oid, player, cost, "blight", choices)  # 701.68a
        pay_blight_cost(game, player, creature, cost.amount)
    elif isinstance(cost, CollectEvidenceCost):
        from arbiter.engine.keyword_actions import collect_evidence as ce

        cards = ce.choose_evidence(game, player, cost.amount, ce.given(choices))
        ce.exile_evidence(game, player, cards)  # 701.59a
    elif isinstance(cost, TapUntapped):
        picks = _choose(game, oid, player, cost, "tap", choices)
        for o in picks:
            tap(game, o)  # 701.26a
        choices["tapped"] = picks  # 702.184a: the ability may refer to the tapped creature
        game.state.touch()


def _choose(game: Game, oid: int, player: int, cost: Any, key: str,
            choices: dict[str, Any]) -> list[int]:
    """601.2h: the player chooses the objects, one decision per object (an answer may also
    give them all at once as a list); given objects must be legal and distinct."""
    legal = _candidates(game, oid, player, cost)
    need = activation_x.chosen(choices) if getattr(cost, "x", False) else cost.n  # 107.3a
    given = choices.get(key)
    if not (isinstance(given, int) or (isinstance(given, list | tuple) and given and all(
            isinstance(g, int) for g in given))):
        given = None
    picks: list[int] = []
    while given is None and (need is None or len(picks) < need):
        options = [(f"{game.name_of(o)}#{o}", o) for o in legal if o not in picks]
        if need is None:
            options.insert(0, ("done", None))
        pick = game.decide(Decision("cost", f"{cost}: choose", player, options, key=key))
        if isinstance(pick, list | tuple):
            given = [*picks, *pick]
            break
        if pick is None:
            break
        picks.append(pick)
    if given is not None:
        picks = list(given) if isinstance(given, list | tuple) else [given]
    if (need is not None and len(picks) != need) or len(set(picks)) != len(picks) \
            or any(p not in legal for p in picks):
        raise IllegalActionError(f"that can't pay {cost}")
    return picks


def _how_many(game: Game, oid: int, player: int, cost: RemoveCountersCost,
              choices: dict[str, Any]) -> int:
    """601.2h / 602.2b: "Remove any number of <kind> counters from ~": the player chooses a
    number from 0 to the counters it has (`choices["remove"]` answers first); the number is
    kept in the activation's choices for the ability's "that much" (608.2h)."""
    have = game.obj(oid).counters.get(cost.kind, 0)
    n = choices.get("remove")
    if n is None:
        n = game.decide(Decision("cost", f"{cost}: how many?", player,
                                 [(str(k), k) for k in range(have + 1)], key="remove"))
    check_given(game, oid, cost, {"remove": n})
    choices["counters_removed"] = n
    return n


def candidates_for(game: Game, oid: int, player: int, cost: Any) -> list[int]:
    """The permanents that could pay a sacrifice or tap cost."""
    return _candidates(game, oid, player, cost)


def check_given(game: Game, oid: int, cost: Any, choices: dict[str, Any]) -> None:
    """A number of counters given for "Remove any number of ..." must be one the permanent
    can pay (122.8), checked before any cost is paid (the game stays as it was)."""
    x_activation_costs.check(game, oid, game.controller_of(oid), cost, choices)  # 107.3a
    if isinstance(cost, counters_from.HANDLED):
        counters_from.check_given(game, oid, game.controller_of(oid), cost, choices)
        return
    if isinstance(cost, sacrifice_each.HANDLED):
        sacrifice_each.check_given(game, oid, game.controller_of(oid), cost, choices)
        return
    if isinstance(cost, object_costs.HANDLED):
        object_costs.check_given(game, oid, game.controller_of(oid), cost, choices)
        return
    if isinstance(cost, CollectEvidenceCost):
        from arbiter.engine.keyword_actions import collect_evidence as ce

        if ce.given(choices) is not None:  # 701.59a: the cards given, checked now
            ce.choose_evidence(game, game.controller_of(oid), cost.amount, ce.given(choices))
        return
    if not isinstance(cost, RemoveCountersCost) or cost.n is not None:
        return
    n = choices.get("remove")
    have = game.obj(oid).counters.get(cost.kind, 0)
    if n is not None and (not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= have):
        raise IllegalActionError(f"{game.name_of(oid)} doesn't have {n} {cost.kind} counters "
                                 "to remove (122.8)")
