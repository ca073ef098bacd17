"""118.12: costs a player may pay as a spell or ability resolves — "You may pay <cost>. If
you do, <then>. [Otherwise, <otherwise>.]", "<effect> unless <player> pays <cost>" ("Counter
target spell unless its controller pays {3}"), "You may pay <cost> any number of
times. When you pay this cost one or more times, ..." (603.12), and "You may pay X life,
where X is <amount>. If you do, ...". 118.3: a player can pay a cost only if they have the
resources; only a cost they can pay is offered. Mana (601.2g-h: the mana abilities to
activate), life (119.4: paying life is losing it), energy (107.14: removing energy counters
from yourself), discarding a card (701.9a), sacrificing permanents (701.21a) and having the
source deal damage to the payer (118.12a, `rules.damage_cost`) are paid here; the
instructions that follow depend on whether they paid (608.2c)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting import activation_costs
from arbiter.engine.casting.total_cost import pay, payment_plans
from arbiter.engine.counters import energy, pay_energy
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.engine.replacement.damage import deal, dealt_event
from arbiter.engine.stack import resolution_object_costs
from arbiter.engine.triggers.events import Event
from arbiter.rules.costs import (
    CostChoice,
    DiscardCard,
    GenericManaAmount,
    ManaPayment,
    PayEnergy,
    PayLife,
    SacrificePermanents,
)
from arbiter.rules.damage_cost import SourceDamagesYou
from arbiter.rules.random_discard_cost import DiscardCardAtRandom
from arbiter.rules.source_mana_cost import SourceManaCost
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules import instructions as I


def payable(g: Game, player: int, costs: tuple[Any, ...],
            source: int | None = None) -> list[list[int]]:
    """118.3: the ways `player` can pay these costs now (each a plan of mana sources to tap,
    601.2g-h); none when some part can't be paid. Mana, life (119.4), discarding a card
    (701.9a) and, for an effect of `source`, sacrificing permanents (701.21a; "another
    creature": other than `source`) are paid here."""
    life = sum(c.amount for c in costs if isinstance(c, PayLife))
    if any(not isinstance(c, ManaPayment | PayLife | DiscardCard | PayEnergy) and not (
            isinstance(c, SourceDamagesYou) and source is not None) and not (
            isinstance(c, SacrificePermanents) and source is not None) and not (
            resolution_object_costs.handled(c) and source is not None) for c in costs) or \
            g.state.players[player].life < life:  # 119.4
        return []
    if source is not None and any(resolution_object_costs.handled(c) and not
                                  resolution_object_costs.payable(g, player, c, source)
                                  for c in costs):
        return []  # 118.3: not enough cards or permanents (`engine.stack.resolution_object_costs`)
    if energy(g, player) < sum(c.amount for c in costs if isinstance(c, PayEnergy)):
        return []  # 107.14, 118.3
    if source is not None and any(isinstance(c, SacrificePermanents)
                                  and not activation_costs.payable(g, source, player, c)
                                  for c in costs):
        return []  # 118.3: not enough permanents to sacrifice
    discards = sum(1 for c in costs if isinstance(c, DiscardCard))
    if len(g.state.zone_list("hand", player)) < discards:
        return []  # 118.3: "discard a card" needs a card in hand
    mana = "".join(c.mana for c in costs if isinstance(c, ManaPayment))
    return payment_plans(g, player, ManaCost.of(mana)) if mana else [[]]


def offer_payment(g: Game, player: int, costs: tuple[Any, ...],
                  cause: int | None = None, source: int | None = None) -> bool:
    """118.12 / 608.2c: ask `player` whether they pay (only if they can, 118.3); if so they
    choose how to pay the mana (601.2g-h: the mana abilities to activate) and pay it, and
    pay any life (119.4: paying life is losing it). Whether they paid. `cause`: the
    controller of the resolving spell or ability asking for the payment (a discard it
    causes, `engine.keyword_actions.discard`)."""
    ways = _ways(g, player, costs, source)
    what = ", ".join(map(str, costs))
    if not ways:
        g.log(f"{g.player_name(player)} can't pay {what}")
        return False
    if not g.decide(Decision("may", f"pay {what}?", player, [("yes", True), ("no", False)],
                             optional=True, key="pay")):
        return False
    # 118.12, 118.3: "<cost> or <cost>": the player picks one they can pay, and pays it
    costs, plans = ways[0] if len(ways) == 1 else g.decide(Decision(
        "choose", f"choose what to pay: {what}", player,
        [(", ".join(map(str, c)).lower(), (c, p)) for c, p in ways], key="cost_option"))
    what = ", ".join(map(str, costs))
    mana = "".join(c.mana for c in costs if isinstance(c, ManaPayment))
    if mana:
        from arbiter.engine.turn.player_actions import plan_entry

        plan = plans[0] if len(plans) == 1 else g.decide(Decision(
            "pay", f"pay {mana}", player, [("pay " + mana + (" with " + ", ".join(
                plan_entry(g, o) for o in p) if p else ""), p) for p in plans],
            key="payment"))
        pay(g, player, ManaCost.of(mana), plan)
    for c in costs:
        if isinstance(c, PayLife):
            g.lose_life(player, c.amount)
        elif isinstance(c, PayEnergy):
            pay_energy(g, player, c.amount)  # 107.14
        elif isinstance(c, DiscardCardAtRandom):
            # 701.9b: the game's seeded generator picks the card
            hand = list(g.state.zone_list("hand", player))
            discard(g, hand[rng.randrange(g.state, len(hand))], player, cause)
        elif isinstance(c, DiscardCard):
            # 701.9a: the player chooses the card from their hand and discards it.
            hand = list(g.state.zone_list("hand", player))
            card = g.decide(Decision("discard", "choose a card to discard", player,
                                     [(f"{g.quick_name(o)}#{o}", o) for o in hand],
                                     key="discard"))
            discard(g, card, player, cause)  # 701.9a
        elif isinstance(c, SacrificePermanents) and source is not None:
            activation_costs.pay(g, source, player, c, {})  # 701.21a
        elif resolution_object_costs.handled(c) and source is not None:
            resolution_object_costs.pay(g, player, c, source, cause)  # 400.3, 701.9a
        elif isinstance(c, SourceDamagesYou) and source is not None:
            # 118.12a, 120.3: the source deals the damage (paid even if it is prevented)
            dealt_event(g, source, deal(g, source, ("player", player), c.amount))
    g.log(f"{g.player_name(player)} pays {what}")
    return True


def _ways(g: Game, player: int, costs: tuple[Any, ...],
          source: int | None) -> list[tuple[tuple[Any, ...], list[list[int]]]]:
    """118.3: the costs `player` can pay now, each with its mana plans: one way, or with a
    choice of costs ("sacrifice an artifact or discard a card", `CostChoice`) one per
    option they could pay."""
    choice = next((c for c in costs if isinstance(c, CostChoice)), None)
    if choice is None:
        plans = payable(g, player, costs, source)
        return [(costs, plans)] if plans else []
    rest = tuple(c for c in costs if c is not choice)
    return [way for option in choice.options
            for way in _ways(g, player, (*rest, option), source)]


def do_may_pay(r: Resolution, step: I.MayPay) -> None:
    """"You may pay <cost>. If you do, <then>. [Otherwise, <otherwise>.]" and "<otherwise>
    unless <player> pays <cost>" (118.12): the named player decides; the instructions
    that follow depend on whether they paid (608.2c)."""
    players = r.players(step.who)
    step = _counted(r, step)
    if step.any_number:
        times = 0
        while players and offer_payment(r.game, players[0], step.cost, r.item.controller):
            times += 1
        if times and step.reflexive is not None:
            # 603.12: "When you pay this cost one or more times" triggers now; "that many"
            # is the number of times paid (the event's amount).
            r.game.pending_triggers.append((r.item.source, step.reflexive, players[0], Event(
                "reflexive", r.item.source, player=players[0], amount=times)))
        return
    paid = bool(players) and offer_payment(r.game, players[0], step.cost, r.item.controller,
                                           r.item.source)
    r.did = paid
    if paid and step.reflexive is not None:
        # 603.12: "You may pay <cost>. When you do, ..." triggers now, and is put on the
        # stack the next time a player would receive priority.
        # 603.2: its "that much" is the amount of the event the outer ability triggered on
        r.game.pending_triggers.append((r.item.source, step.reflexive, players[0], Event(
            "reflexive", r.item.source, amount=int(r.item.choices.get("event_amount") or 0))))
    r.follow(step.then if paid else step.otherwise)


def _counted(r: Resolution, step: I.MayPay) -> I.MayPay:
    """107.3 / 118.12: a generic amount ("{X}", "{1} for each ...") is counted as the
    payment is asked for, and becomes that much generic mana (107.1b: not below zero)."""
    if any(isinstance(c, SourceManaCost) for c in step.cost):
        step = source_mana_cost(r, step)
    if not any(isinstance(c, GenericManaAmount) for c in step.cost):
        return step
    return dataclasses.replace(step, cost=tuple(
        ManaPayment(f"{{{max(0, r.number(c.amount))}}}") if isinstance(c, GenericManaAmount)
        else c for c in step.cost))


def source_mana_cost(r: Resolution, step: I.MayPay) -> I.MayPay:
    """118.12, 202.1: "pay its mana cost" is the mana cost of the ability's source as the
    payment is asked for (its last known information once it has left, 113.7a), with {X} as
    0 (107.3h). 202.1b / 118.6: with no mana cost the cost is unpayable and stays as it is,
    a cost no player can pay (`payable`)."""
    g, src = r.game, r.item.source
    ch = g.chars(src) if src in g.layers().chars else g.lki.get(src)
    cost = ch.mana_cost if ch is not None else None
    if cost is None:
        return step
    symbols = "".join(str(s) for s in cost.symbols if not s.is_variable) or "{0}"
    return dataclasses.replace(step, cost=tuple(
        ManaPayment(symbols) if isinstance(c, SourceManaCost) else c for c in step.cost))


def do_may_pay_life(r: Resolution, step: I.MayPayLife) -> None:
    """118.12 / 119.4: "You may pay X life, where X is <amount>. If you do, <then>.": X is
    counted as the ability resolves."""
    n = r.number(step.amount)
    r.did = offer_payment(r.game, r.item.controller, (PayLife(amount=n),))
    if r.did:
        r.follow(step.then)
