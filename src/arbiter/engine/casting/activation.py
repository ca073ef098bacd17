"""602 / 606: activating abilities — choosing the ability, timing, paying costs — and the
activated keyword abilities equip (702.6), crew (702.122) and level up (702.87)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import (
    activation_costs,
    activation_limits,
    activation_x,
    object_costs,
)
from arbiter.engine.casting.spells import sorcery_timing_ok
from arbiter.engine.casting.tap_symbols import tap_symbol_problem
from arbiter.engine.keyword_actions.detain import activation_forbidden
from arbiter.engine.keyword_actions.tap import tap, untap
from arbiter.engine.keywords.aura_swap import aura_swap_ability
from arbiter.engine.keywords.craft import CraftCost
from arbiter.engine.keywords.equip import equip_target, instance_mana, other_costs
from arbiter.engine.keywords.fortify import fortify_ability
from arbiter.engine.keywords.graveyard_activated import GRAVEYARD_KEYWORDS, graveyard_activated
from arbiter.engine.keywords.hand_activated import HAND_KEYWORDS, hand_activated
from arbiter.engine.keywords.outlast import outlast_ability
from arbiter.engine.keywords.saddle import saddle_ability
from arbiter.engine.keywords.scavenge import scavenge_ability
from arbiter.engine.keywords.station import station_ability
from arbiter.engine.keywords.transfigure import transfigure_ability
from arbiter.engine.stack.items import StackItem, new_id, push
from arbiter.engine.stack.targeting import is_legal_target
from arbiter.engine.triggers.events import Event
from arbiter.engine.turn.untapping import became_untapped
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility, UnsupportedAbility
from arbiter.rules.costs import (
    DiscardCard,
    ExileSelfFromGraveyard,
    LoyaltyCost,
    SacrificeSelf,
    TapCost,
    UntapCost,
)
from arbiter.rules.instructions import CreateEffect, Custom, PutCounters, Ref
from arbiter.rules.parts import AddTypes
from arbiter.rules.view import context_for
from arbiter.rules.waterbend_cost import WaterbendCost
from arbiter.state.effects import END_OF_TURN

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def keyword_activated(kw: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability a keyword stands for."""
    cost = kw.param or ""
    if kw.keyword == "equip":
        # 702.6a: "[Cost]: Attach to target creature you control. Activate only as a sorcery."
        return ActivatedAbility(text=kw.text, cost=other_costs(kw) or (), keyword="equip",
                                sorcery_speed=True,
                                instructions=(Custom("attach_self", (Ref.target(0),)),),
                                targets=(equip_target(kw),))  # 702.6c: with its quality
    if kw.keyword == "level up":
        # 702.87a: "[Cost]: Put a level counter on this. Level up only as a sorcery."
        return ActivatedAbility(text=kw.text, cost=(), keyword="level up", sorcery_speed=True,
                                instructions=(PutCounters("level", 1),))
    if kw.keyword == "crew":
        # 702.122a: "Tap any number of untapped creatures you control with total power N or
        # greater: This Vehicle becomes an artifact creature until end of turn."
        return ActivatedAbility(text=kw.text, cost=(Custom("crew", (int(cost or 0),)),),
                                keyword="crew",
                                instructions=(CreateEffect(parts=(AddTypes(
                                    types=frozenset({"Artifact", "Creature"})),),
                                    affected=Ref.this(), duration=END_OF_TURN),))
    if kw.keyword in GRAVEYARD_KEYWORDS:
        return graveyard_activated(kw)  # 702.84 unearth, 702.128-9, 702.141: from a graveyard
    if kw.keyword in HAND_KEYWORDS:
        return hand_activated(kw)  # 702.29 cycling, 702.49, 702.53, 702.77: from a hand
    if kw.keyword == "scavenge":
        return scavenge_ability(kw)  # 702.97a: from a graveyard
    if kw.keyword == "station":
        return station_ability(kw)  # 702.184a
    if kw.keyword == "saddle":
        return saddle_ability(kw)  # 702.171a
    if kw.keyword == "outlast":
        return outlast_ability(kw)  # 702.107a
    if kw.keyword == "transfigure":
        return transfigure_ability(kw)  # 702.71a
    if kw.keyword == "aura swap":
        return aura_swap_ability(kw)  # 702.65a
    if kw.keyword == "fortify":
        return fortify_ability(kw)  # 702.67a
    if kw.keyword == "craft":
        from arbiter.engine.keywords.craft import craft_ability

        return craft_ability(kw)  # 702.167a
    return None


def _unread_activated(a: Any) -> bool:
    return isinstance(a, UnsupportedAbility) and a.kind == "activated"


def _loyalty_prefix(text: str) -> str:
    """606.2: the loyalty cost an ability's text starts with ("[+1]: ..." -> "+1")."""
    head = text.split(":", 1)[0].strip().strip("[]").replace("\u2212", "-")
    return head if head.lstrip("+-").isdigit() or head.lstrip("+-") == "X" else ""


def restriction_problem(game: Game, oid: int, player: int,
                        ability: ActivatedAbility) -> str | None:
    """602.5b: the ability's own restrictions, in a player's words (None: none applies);
    602.5: effects that say it can't be activated (`engine.casting.named_bans`)."""
    from arbiter.engine.casting.named_bans import activation_ban

    banned = activation_ban(game, oid, ability) or activation_forbidden(
        game, oid, ability.is_mana_ability)  # 701.35a, 602.5
    if banned:
        return banned
    name = game.name_of(oid)
    if ability.once_each_turn and (oid, ability.text) in game.state.activated_once:
        return f"{name}'s ability can be activated only once each turn (602.5b)"
    limited = activation_limits.limit_problem(game, oid, ability)  # 602.5b
    if limited:
        return limited
    from arbiter.engine.keywords import exhaust

    if exhaust.used(game, oid, ability):
        return f"{name}'s ability can be activated only once (702.177a, 602.5b)"
    if ability.your_turn_only and game.state.turn.active != player:
        return f"{name}'s ability can be activated only during your turn (602.5b)"
    if ability.condition is not None and not _condition_holds(game, oid, player, ability):
        return f"{name}'s ability can be activated only if its condition holds (602.5b)"
    return None


def _condition_holds(game: Game, oid: int, player: int, ability: ActivatedAbility) -> bool:
    """602.5b: "Activate only if <condition>", judged for the source and the activating
    player (its controller) as the ability would be activated."""
    from arbiter.rules.view import LayerView

    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    assert ability.condition is not None
    return ability.condition.holds(view, ctx)


def find_ability(game: Game, oid: int, ref: Any) -> ActivatedAbility:
    """By 1-based index over the abilities in Oracle order, loyalty cost, keyword or text.
    An unread activated ability found so stops the game (principle 5, `engine.unsupported`)."""
    ch = game.chars(oid)
    abilities = [a.ability for a in ch.abilities]
    name = game.name_of(oid)
    chosen = None
    if isinstance(ref, int):
        if not 1 <= ref <= len(abilities):
            raise IllegalActionError(f"{name} has no ability number {ref} "
                                     f"(it has {len(abilities)})")
        chosen = abilities[ref - 1]
    else:
        text = str(ref).strip().replace("\u2212", "-")
        for a in abilities:
            if isinstance(a, ActivatedAbility) and a.loyalty is not None:
                by_number = text in (f"{a.loyalty:+d}", str(a.loyalty)) or (
                    a.loyalty == 0 and text in ("0", "+0"))
                if any(isinstance(c, LoyaltyCost) and c.x for c in a.cost):
                    by_number = text.upper() in ("-X", "X")  # 107.3a: "[-X]"
                if by_number:
                    chosen = a
                    break
            if isinstance(a, UnsupportedAbility) and _loyalty_prefix(a.text) in (
                    text, "+" + text):
                chosen = a  # 606.3: an unread loyalty ability, by its cost
                break
        low = text.lower()
        if chosen is None:
            chosen = next((a for a in abilities if getattr(a, "keyword", None) == low), None)
        if chosen is None:
            for a in abilities:
                activatable = isinstance(a, ActivatedAbility) or _unread_activated(a) or (
                    isinstance(a, KeywordAbility) and keyword_activated(a) is not None)
                if activatable and a.text.lower().replace("\u2212", "-").startswith(low):
                    chosen = a
                    break
    if isinstance(chosen, UnsupportedAbility):
        raise UnsupportedTextError(ch.name or chosen.card, chosen.text)
    if isinstance(chosen, KeywordAbility):
        chosen = keyword_activated(chosen) or chosen
    if not isinstance(chosen, ActivatedAbility):
        raise IllegalActionError(f"{name} has no activated ability {ref!r}")
    return chosen


def activate(game: Game, oid: int, player: int, ref: Any, targets: list[Any],
             choices: dict[str, Any], alias: str | None = None,
             pay: bool = False) -> StackItem | None:
    obj = game.obj(oid)
    name = game.name_of(oid)
    zone = obj.zone  # where the source was as the activation began (602.2b's event)
    ability = find_ability(game, oid, ref)
    from arbiter.engine.keywords.ninjutsu import functions_in

    if not functions_in(ability, obj.zone):  # 113.6j, 702.49d
        raise IllegalActionError(f"{name}'s ability works only from the {ability.zone}")
    if not activation_limits.may_activate(game, oid, player, ability):
        raise IllegalActionError(f"{game.player_name(player)} doesn't control {name} (602.2)")
    if ability.sorcery_speed and not sorcery_timing_ok(game, player):
        raise IllegalActionError(f"{name}'s ability can be activated only as a sorcery")
    if not ability.is_mana_ability:
        from arbiter.engine.keywords.split_second import forbid

        forbid(game, "activate abilities that aren't mana abilities")
    why = restriction_problem(game, oid, player, ability)
    if why:
        raise IllegalActionError(why)
    if ability.loyalty is not None and oid in game.state.loyalty_used:
        raise IllegalActionError(f"{name} has already activated a loyalty ability this turn "
                                 "(606.3)")
    if ability.mode_options:
        from arbiter.engine.casting.modal_activation import chosen

        ability = chosen(game, oid, player, ability, choices)  # 700.2, 601.2b: the modes
    from arbiter.engine.stack.per_opponent_targets import expand

    specs = expand(game, player, ability.targets)  # 601.2c: a requirement for each opponent
    # 115.1: one slot per target a requirement asks for ("up to two target creatures"; "X
    # target lands": X as announced, 601.2b-c).
    x = activation_x.chosen(choices)
    if x < ability.min_x:
        raise IllegalActionError(f"{name}'s ability: X can't be {x} (107.3a)")
    from arbiter.rules.announced_x import with_x as limits_with_x

    specs = [limits_with_x(s, x) for s in specs]  # 602.2b, 601.2b-c: "with mana value X"
    slots = [s for s in specs for _ in range(x if s.x else max(1, s.count))]
    if any(s.x for s in specs) and len([t for t in targets if t is not None]) > len(slots):
        raise IllegalActionError(f"{name}'s ability has {len(slots)} target(s) for X = {x} "
                                 "(601.2c)")
    from arbiter.engine.stack.targeting import other_graveyard, repeated_target

    if repeated_target(slots, list(targets)) is not None:  # 115.3
        raise IllegalActionError(f"{name}'s ability: the same target can't be chosen twice "
                                 "for one instance of the word 'target' (115.3)")
    if other_graveyard(game, slots, list(targets)) is not None:
        raise IllegalActionError(f"{name}'s ability: its targets must be in a single "
                                 "graveyard (601.2c)")
    for i, spec in enumerate(slots):
        if i >= len(targets) or (targets[i] is None and spec.up_to):
            if not spec.up_to:
                raise IllegalActionError(f"{name}'s ability needs {spec.description}")
            continue
        if not is_legal_target(game, spec, targets[i], player, oid):
            raise IllegalActionError(f"{game.name_of(targets[i])} isn't a legal "
                                     f"{spec.description}")
    from arbiter.engine.casting.division import announce_activated

    announce_activated(game, ability, name, player, list(targets), choices, oid)  # 602.2b
    types = frozenset(game.chars(oid).types)  # as it was when activated (before costs)
    from arbiter.engine.keyword_actions import waterbend

    bent = waterbend.choose(game, oid, player, ability, choices)  # 701.67a (601.2h)
    if pay:
        from arbiter.engine.casting.targeted_activation_costs import chosen_targets

        with waterbend.not_mana_sources(bent), chosen_targets(player, list(targets)):
            _pay_mana(game, oid, player, ability, choices.get("payment"),
                      activation_x.chosen(choices), len(bent))
    _pay(game, oid, player, ability, choices)
    from arbiter.engine.keywords import exhaust

    exhaust.record(game, oid, ability)  # 702.177a: only once
    if ability.once_each_turn:  # 602.5b: a mana ability's too (Wall of Roots)
        game.state.activated_once.add((oid, ability.text))
    activation_limits.record(game, oid, ability)  # 602.5b: "no more than twice each turn"
    if ability.is_mana_ability:
        from arbiter.engine.mana.triggered_mana import added_since, pool_now
        from arbiter.engine.stack import resolve
        from arbiter.engine.triggers.events import Event
        from arbiter.rules.costs import TapCost

        before = pool_now(game, player)
        # the choices made paying its costs ("that many counters removed", 601.2h)
        item = StackItem(0, "activated", oid, ability, player, list(targets),
                         choices=dict(choices))
        resolve.run(game, item, ability.instructions)
        produced = added_since(game, player, before)
        if produced and any(isinstance(c, TapCost) for c in ability.cost):
            from arbiter.engine.mana.sources import fire_triggered

            game.emit(Event("tapped_for_mana", oid, player=player))  # 106.12a
            fire_triggered(game, oid, player, produced)  # 605.4a: at once
        return None
    from arbiter.rules.activated_x import fix_x_limits

    ability = fix_x_limits(ability, x)  # 602.2b, 107.3a: "with mana value X" is the X announced
    item = push(game, StackItem(new_id(game), "activated", oid, ability, player, list(targets),
                                tuple(specs), dict(choices), source_name=name, alias=alias,
                                source_types=types))
    from arbiter.engine.triggers import activations

    activations.emit(game, oid, player, ability, zone)  # 602.2b: now it has been activated
    return item


def mana_part(game: Game, oid: int, ability: ActivatedAbility) -> str:
    """The mana in an activated ability's total cost (with equip/level up keyword costs and
    the cost increases, 602.2b / 601.2f)."""
    from arbiter.engine.casting.activation_cost_changes import with_increase

    mana = with_increase(game, oid, ability, _printed_mana_part(game, oid, ability))
    if getattr(ability, "cost_change", None) is not None:
        from arbiter.engine.casting.own_cost_change import with_own_change

        mana = with_own_change(game, oid, ability, mana)  # 601.2f: "This ability costs ..."
    from arbiter.engine.keywords.power_up import with_reduction

    return with_reduction(game, oid, ability, mana)  # 601.2f: power-up's reduction


def _printed_mana_part(game: Game, oid: int, ability: ActivatedAbility) -> str:
    """The mana in an activated ability's cost (with equip/level up keyword costs)."""
    from arbiter.rules.costs import ManaPayment

    text = "".join(c.mana for c in ability.cost if isinstance(c, ManaPayment))
    if ability.keyword == "equip":
        return text + instance_mana(game.chars(oid), ability)  # 702.6d: its own cost
    if ability.keyword in ("equip", "level up"):
        for kw in game.chars(oid).keyword_abilities(ability.keyword):
            text += kw.param or ""
            break
    return text


def _pay_mana(game: Game, oid: int, player: int, ability: ActivatedAbility,
              plan: list[int] | None = None, x: int = 0, bent: int = 0) -> None:
    """602.2b / 601.2g-h: the mana part of the cost, paid with mana abilities ({X} as the
    announced X, 107.3a; 701.67a: a waterbend cost's mana less the objects `bent` tapped)."""
    from arbiter.engine.casting.total_cost import pay as pay_mana
    from arbiter.engine.keyword_actions.waterbend import cost_of, mana_owed
    from arbiter.engine.mana.sources import tap_is_cost_of

    text = mana_part(game, oid, ability)
    if text or cost_of(ability) is not None:
        from arbiter.engine.mana.pool import ability_spending

        owed = mana_owed(activation_x.with_x(text or "{0}", x), ability, bent)
        with tap_is_cost_of(oid, ability):  # 601.2g: not tapped for mana to pay its own {T}
            pay_mana(game, player, owed, plan,
                     spending=ability_spending(game, oid))  # 106.6


def _pay(game: Game, oid: int, player: int, ability: ActivatedAbility,
         choices: dict[str, Any]) -> None:
    """602.2b / 601.2g-h: pay the costs (mana is provided in scenarios)."""
    obj = game.obj(oid)
    ch = game.chars(oid)
    for cost in ability.cost:
        if isinstance(cost, activation_costs.HANDLED) and \
                not activation_costs.payable(game, oid, player, cost):
            raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost} (602.2b)")
        activation_costs.check_given(game, oid, cost, choices)  # 122.8, before paying
    # 601.2h: the costs with random elements ("Discard a card at random") are paid last
    for cost in sorted(ability.cost, key=object_costs.is_random):
        if isinstance(cost, TapCost):
            if obj.tapped:
                raise IllegalActionError(f"{game.name_of(oid)} is already tapped")
            if "Creature" in ch.types and obj.controlled_since >= game.state.turn.number \
                    and not ch.has_keyword("haste"):
                raise IllegalActionError(f"{game.name_of(oid)} has summoning sickness (302.6)")
            tap(game, oid)  # 701.26a
        elif isinstance(cost, UntapCost):
            why_not = tap_symbol_problem(game, oid, cost)
            if why_not:
                raise IllegalActionError(why_not)
            if untap(game, oid):  # 107.6, 701.26b
                became_untapped(game, [oid])  # 611.2b
            game.state.touch()
        elif isinstance(cost, LoyaltyCost):
            amount = -activation_x.chosen(choices) if cost.x else cost.amount  # 107.3a: [-X]
            if amount < 0 and obj.counters.get("loyalty", 0) < -amount:
                raise IllegalActionError(f"{game.name_of(oid)} doesn't have enough loyalty")
            if amount >= 0:
                game.put_counters(oid, "loyalty", amount, by_cost=True)  # 606.4
            else:
                game.remove_counters(oid, "loyalty", -amount)
            game.state.loyalty_used.add(oid)
        elif isinstance(cost, SacrificeSelf):
            game.sacrifice(oid)  # 701.21a
        elif isinstance(cost, DiscardCard):
            hand = game.state.zone_list("hand", player)
            if not hand:
                raise IllegalActionError("there is no card in hand to discard")
            pick = choices.get("discard")
            if pick is None:
                # 601.2h / 701.9a: the player chooses the card to discard
                from arbiter.engine.decisions import Decision

                pick = game.decide(Decision("cost", "Discard a card: choose", player,
                                            [(f"{game.name_of(o)}#{o}", o) for o in hand],
                                            key="discard"))
            if pick not in hand:
                raise IllegalActionError("that card isn't in your hand to discard (701.9a)")
            from arbiter.engine.keyword_actions.discard import discard

            discard(game, pick, player, cause=player)  # 701.9a: a cost of their own ability
        elif isinstance(cost, ExileSelfFromGraveyard):
            game.lki[oid] = game.chars(oid).clone()  # 608.2h: as it was in the graveyard
            from arbiter.engine.zones.tokens import COPIABLE_LKI

            # 707.2: its copiable values there ("create a token that's a copy of this card")
            obj.choices[COPIABLE_LKI] = game.layers().copiable.get(oid)
            game.move(oid, "exile")
        elif isinstance(cost, CraftCost):
            from arbiter.engine.keywords import craft

            craft.pay(game, oid, player, cost, choices)  # 702.167a (601.2h)
        elif isinstance(cost, WaterbendCost):
            from arbiter.engine.keyword_actions import waterbend

            waterbend.pay(game, player, choices.get(waterbend.KEY) or [])  # 701.67a, c
        elif isinstance(cost, Custom) and cost.name == "crew":
            _crew(game, oid, player, cost.args[0], choices)
        elif isinstance(cost, activation_costs.HANDLED):
            activation_costs.pay(game, oid, player, cost, choices)
    game.state.touch()


#: 702.122b: the event of a creature crewing a Vehicle (its object the creature tapped to pay
#: the crew cost, `extra` the Vehicle).
CREWS_VEHICLE = "crews_vehicle"


def _crew(game: Game, oid: int, player: int, power: int, choices: dict[str, Any]) -> None:
    """702.122a: tap other untapped creatures you control with total power N or greater (the
    player chooses them; `choices["crew"]` answers first)."""
    from arbiter.engine.casting import total_power_costs

    crew = total_power_costs.choose(game, oid, player, power, choices.get("crew"), "crew",
                                    "702.122a")
    vehicle = "Vehicle" in game.chars(oid).subtypes
    for c in crew:
        tap(game, c)  # 701.26a
        # 702.122b: it crewed the Vehicle; recorded with the turn ("crewed it this turn").
        game.obj(oid).choices.setdefault("crewed_by", []).append((game.state.turn.number, c))
        if vehicle:  # 702.122b: "whenever this creature crews a Vehicle" (`triggers.crews`)
            game.emit(Event(CREWS_VEHICLE, c, player=player, extra=oid))
