"""602.2 / 605.3a: the activated abilities a player with priority may activate now
(117.1b), each offered where it functions (113.6j) and only when its costs can be paid; an
unread one is offered too, and stops the game when chosen (principle 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting import activation_costs
from arbiter.engine.casting.activation import keyword_activated
from arbiter.engine.casting.activation_cost_changes import extra_generic
from arbiter.engine.casting.activation_limits import may_activate
from arbiter.engine.casting.spells import sorcery_timing_ok
from arbiter.engine.casting.tap_symbols import tap_sequence_problem
from arbiter.engine.keywords.equip import instance_mana
from arbiter.engine.keywords.ninjutsu import functions_in
from arbiter.engine.keywords.split_second import spell_with_split_second
from arbiter.engine.mana.sources import tapped_by_planner
from arbiter.engine.per_answer import per_answer
from arbiter.engine.stack.targeting import legal_targets
from arbiter.engine.turn.affordability import affordable
from arbiter.engine.turn.priority_action import PriorityAction
from arbiter.engine.unsupported import unread_activated
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility, UnsupportedAbility
from arbiter.rules.costs import DiscardCard, LoyaltyCost, ManaPayment, TapCost, UntapCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game


_UNTAP = UntapCost()  # 107.6


def activations(game: Game, player: int) -> list[PriorityAction]:
    """602.2 / 605.3a: the activated abilities the player may activate now, mana abilities
    with costs other than {T} (and life) among them ("{1}, {T}: Add {W}{U}.", "{T},
    Sacrifice this artifact: Add three mana of any one color.")."""

    out: list[PriorityAction] = []
    for oid, zone, found in _with_activated(game, player):
        for i, ab in found:
            if not functions_in(ab, zone):
                continue
            if zone == "battlefield" and not may_activate(game, oid, player, ab):
                continue  # 602.2: its controller's, unless it says otherwise (602.1b)
            if activatable(game, oid, player, ab):
                out.append(PriorityAction("activate", oid, ability=i,
                                          label=f"activate {game.name_of(oid)}#{oid}: "
                                                f"{ab.text}"))
    return out + _unread_activations(game, player)


def _with_activated(game: Game, player: int) -> list[tuple[int, str, Any]]:
    """The objects whose activated abilities `player` may look at (each with its zone and
    `_activated`), found once per layer answer (`engine.per_answer`: zones, owners and
    characteristics change only with a new one)."""
    found = per_answer(game, "_with_activated", dict)
    if player not in found:
        res = game.layers()
        # 113.6j: abilities that function from a graveyard or a hand are activated there
        # 702.49d: commander ninjutsu functions in the command zone too (its owner's cards
        # there); 901.7 / 311.4: a face-up plane's or phenomenon's, by its controller (the
        # planar controller, 901.6)
        command = [o for o in game.state.zone_list("command") if o in res.chars and (
            res.chars[o].controller == player if res.chars[o].types & {"Plane", "Phenomenon"}
            else game.obj(o).owner == player)]
        found[player] = [(oid, game.obj(oid).zone, abilities) for oid in (
            game.state.battlefield() + game.state.zone_list("graveyard", player)
            + game.state.zone_list("hand", player) + command)
            if (abilities := _activated(game, res, oid))]  # none: no activated ability
    return found[player]  # type: ignore[no-any-return]


def _activated(game: Game, res: Any, oid: int) -> list[tuple[int, ActivatedAbility]]:
    """The activated abilities of `oid` in the layer answer `res` (those keywords stand for
    too, 702.6a equip ...) a player activates, each with its 1-based number: found once per
    answer and object, since the objects, their abilities and the rules effects that change
    their costs change only with a new answer."""
    seen = game.__dict__.get("_activated_seen")
    if seen is None or seen[0] is not res:
        seen = game._activated_seen = (res, {})  # type: ignore[attr-defined]
    found: list[tuple[int, ActivatedAbility]] | None = seen[1].get(oid)
    if found is None:

        found = []
        for i, a in enumerate(res.chars[oid].abilities, 1):
            ab = a.ability
            if isinstance(ab, KeywordAbility):
                ab = keyword_activated(ab)  # type: ignore[assignment]
            if not isinstance(ab, ActivatedAbility):
                continue
            if ab.is_mana_ability and tapped_by_planner(ab) and \
                    not extra_generic(game, oid, ab):  # 602.2b: unless it costs more
                continue  # 605.3a: offered as "tap ... for ..." (`_mana_abilities`)
            found.append((i, ab))
        seen[1][oid] = found
    return found


def _unread_activations(game: Game, player: int) -> list[PriorityAction]:
    """Principle 5: an activated ability Arbiter can't read is still offered where it could
    be activated (113.6j), so no player is silently denied it; choosing it stops the game
    with its text (`engine.unsupported`)."""

    out: list[PriorityAction] = []
    res = game.layers()
    if not _any_unread(game, res):
        return out
    mine = game.state.battlefield() + [o for z in ("hand", "graveyard", "exile")
                                       for o in game.state.zone_list(z, player)]
    for oid in mine:
        ch = res.chars.get(oid)
        zone = game.obj(oid).zone
        if ch is None or (zone == "battlefield" and ch.controller != player):
            continue
        for i, ab in unread_activated(ch, zone):
            verb = "cast" if ab.kind == "cost" else "activate"  # 702.34a: cast from a zone
            out.append(PriorityAction("activate", oid, ability=i,
                                      label=f"{verb} {game.name_of(oid)}#{oid}: {ab.text} "
                                            "(unread)"))
    return out


def _any_unread(game: Game, res: object) -> bool:
    """Whether any object has an unread ability at all (found once per layer answer)."""

    seen = game.__dict__.get("_unread_scan")
    if seen is not None and seen[0] is res:
        return bool(seen[1])
    found = any(isinstance(a.ability, UnsupportedAbility)
                for ch in res.chars.values() for a in ch.abilities)  # type: ignore[attr-defined]
    game._unread_scan = (res, found)  # type: ignore[attr-defined]
    return found


def activatable(game: Game, oid: int, player: int, ab: ActivatedAbility) -> bool:
    from arbiter.engine.casting.activation import restriction_problem

    if ab.sorcery_speed and not sorcery_timing_ok(game, player):
        return False
    if not ab.is_mana_ability and spell_with_split_second(game) is not None:
        return False  # 702.61a
    if restriction_problem(game, oid, player, ab):
        return False
    obj = game.obj(oid)
    ch = game.chars(oid)
    mana = ""
    for cost in ab.cost:
        if isinstance(cost, TapCost) and _UNTAP not in ab.cost:
            sick = "Creature" in ch.types and obj.controlled_since >= game.state.turn.number \
                and not ch.has_keyword("haste")
            if obj.tapped or sick:
                return False
        elif isinstance(cost, TapCost | UntapCost):
            if tap_sequence_problem(game, oid, ab.cost):
                return False  # 107.5, 107.6, 302.6: {T} and {Q} in the order printed
        elif isinstance(cost, LoyaltyCost):
            if oid in game.state.loyalty_used or \
                    obj.counters.get("loyalty", 0) + cost.amount < 0:
                return False
        elif isinstance(cost, DiscardCard) and not game.state.zone_list("hand", player):
            return False
        elif isinstance(cost, ManaPayment):
            mana += cost.mana
        elif not _payable_besides_tap(game, oid, player, ab, cost):
            return False  # 119.4, 122.8, 701.21a: life, counters, permanents to pay with
    if ab.keyword == "equip":
        mana = instance_mana(ch, ab) or "{0}"  # 702.6d: this instance's cost
    if ab.keyword == "level up":
        mana = (_keyword_param(ch, "level up") or "{0}")
    from arbiter.engine.casting.activation_cost_changes import with_increase

    mana = with_increase(game, oid, ab, mana)  # 602.2b / 601.2f: cost increases
    if ab.cost_change is not None:  # 601.2f: "This ability costs {1} less to activate ..."
        from arbiter.engine.casting.own_cost_change import with_own_change

        mana = with_own_change(game, oid, ab, mana)
    from arbiter.engine.keywords.power_up import with_reduction

    mana = with_reduction(game, oid, ab, mana)  # 601.2f: power-up's reduction
    for spec in ab.targets:
        if not spec.up_to and not spec.x and not legal_targets(game, spec, player, oid):
            return False  # "X target lands" may be activated with X 0 (601.2c)
    if ab.mode_options:
        from arbiter.engine.casting.modal_activation import any_possible

        if not any_possible(game, oid, player, ab):
            return False  # 700.2a: no mode can be chosen
    from arbiter.engine.keyword_actions import waterbend

    if waterbend.cost_of(ab) is not None:  # 701.67a: objects may pay its generic mana

        return waterbend.payable(game, oid, player, ab, ManaCost.of(mana or "{0}"))
    if mana:
        from arbiter.engine.mana.pool import ability_spending
        from arbiter.engine.mana.sources import tap_is_cost_of

        with tap_is_cost_of(oid, ab):  # 601.2g: its own {T} isn't a mana source
            if not affordable(game, player, ManaCost.of(mana), ability_spending(game, oid)):
                return False
    return True


def _payable_besides_tap(game: Game, oid: int, player: int, ab: ActivatedAbility,
                         cost: object) -> bool:
    """A cost other than {T}, with the source tapped by its own {T} ("{T}, Tap an untapped
    creature you control": not the source itself)."""
    from arbiter.engine.mana.sources import tap_is_cost_of

    with tap_is_cost_of(oid, ab):
        return activation_costs.payable(game, oid, player, cost)


def _keyword_param(ch: object, keyword: str) -> str | None:
    for kw in ch.keyword_abilities(keyword):  # type: ignore[attr-defined]
        return kw.param
    return None


__all__ = ["activatable", "activations"]
