"""117.1: what a player with priority may do — pass, play a land (305), cast a spell (601),
activate an ability (602) — listed only when the rules allow it now and it can be paid for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting import (
    cast_restrictions,
    conditional_alternatives,
    cost_conditions,
    from_exile,
    from_graveyard,
    graveyard_permissions,
    spell_limits,
)
from arbiter.engine.casting.activation import find_ability
from arbiter.engine.casting.additional_costs import payable
from arbiter.engine.casting.cast_from_zones import own_ways
from arbiter.engine.casting.cost_dependent_targets import announcing_helps, targets_possible
from arbiter.engine.casting.cost_exiles import greatest_reduction
from arbiter.engine.casting.faces import face_casts, face_name, land_faces, spell_faces
from arbiter.engine.casting.flash_cost import extra_mana as flash_mana
from arbiter.engine.casting.flash_permission import any_permission
from arbiter.engine.casting.from_exile import exiled_castable, special_actions
from arbiter.engine.casting.granted_alternative_costs import WAY as GRANTED_WAY
from arbiter.engine.casting.granted_alternative_costs import any_for as granted_any
from arbiter.engine.casting.granted_alternative_costs import applies as granted_applies
from arbiter.engine.casting.impulse import exiled_playable, may_cast
from arbiter.engine.casting.library_top import top_castable
from arbiter.engine.casting.spells import (
    has_flash_timing,
    sorcery_timing_ok,
    spell_targets,
)
from arbiter.engine.casting.split_cards import split_casts, split_record
from arbiter.engine.casting.total_cost import mana_sources, total_cost
from arbiter.engine.keyword_actions.cloak import face_up_procedures
from arbiter.engine.keywords import assist, face_up_costs, harmonize, offering, web_slinging
from arbiter.engine.keywords.emerge import cost_cuts
from arbiter.engine.keywords.hidden_agenda import face_up_actions
from arbiter.engine.keywords.miracle import MIRACLE_NOW
from arbiter.engine.keywords.split_second import spell_with_split_second
from arbiter.engine.keywords.spree import one_mode_costs
from arbiter.engine.mana.pool import spell_spending
from arbiter.engine.mana.sources import asked_once, describe, own_outputs
from arbiter.engine.per_answer import per_answer
from arbiter.engine.turn import hand_twins
from arbiter.engine.turn.activations import activatable, activations
from arbiter.engine.turn.affordability import affordable
from arbiter.engine.turn.cast_ways import cast_ways
from arbiter.engine.turn.instant_speed import nothing_but_mana
from arbiter.engine.turn.land_plays import may_play_another
from arbiter.engine.turn.priority_action import PASS, PriorityAction
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.abilities import SpellAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def priority_actions(game: Game, player: int) -> list[PriorityAction]:
    """117.1: what `player` may do now (a question: nothing changes while it is asked, so
    the player's mana sources are found once, `engine.mana.sources.asked_once`)."""
    with asked_once():
        return _priority_actions(game, player)


def _priority_actions(game: Game, player: int) -> list[PriorityAction]:
    if not sorcery_timing_ok(game, player) and nothing_but_mana(game, player):
        return [PASS, *_mana_abilities(game, player)]  # 117.1a-b, 307.1: nothing else now
    out = [PASS]
    out += _land_plays(game, player)
    out += _casts(game, player)
    out += activations(game, player)
    out += _turn_face_up(game, player)
    from arbiter.engine.keywords.suspend import suspendable

    # 116.2f: suspending a card is a special action (702.62a)
    out += [PriorityAction("suspend", o, label=f"suspend {game.name_of(o)}#{o} for {cost}")
            for o, _n, cost in suspendable(game, player)]
    out += _exile_special_actions(game, player)
    from arbiter.engine.keywords.companion import companion_actions

    # 116.2g: putting a companion into your hand is a special action (702.139a)
    out += [PriorityAction("companion", label=label) for label, _ in
            companion_actions(game, player)]

    # 116.2j: turning a face-down conspiracy face up is a special action (702.106c)
    out += [PriorityAction("conspiracy", ability=i, label=label) for label, i in
            face_up_actions(game, player)]
    from arbiter.engine.turn.planar_die import can_roll, roll_cost

    # 116.2i / 901.9: rolling the planar die is a special action
    if can_roll(game, player):
        out.append(PriorityAction("planar_die", label=f"roll the planar die for "
                                  f"{roll_cost(game, player)}"))
    from arbiter.engine.keyword_actions.rooms import unlock_actions

    # 116.2m / 709.5e: unlocking a locked door of a Room is a special action
    out += [PriorityAction("unlock", o, ability=h, label=label)
            for o, h, label in unlock_actions(game, player)]
    out += _mana_abilities(game, player)
    return out


def _mana_abilities(game: Game, player: int) -> list[PriorityAction]:
    """605.3a: a player with priority may activate mana abilities (mana goes to the pool,
    which empties as the step ends, 500.4)."""

    made = per_answer(game, "_mana_actions", dict)  # each action made once per answer
    out = []
    for s in mana_sources(game, player):
        if s.outputs:
            key = (s.oid, s.index, own_outputs(s), game.quick_name(s.oid))
            action = made.get(key)
            if action is None:
                action = made[key] = PriorityAction("mana", s.oid, s.index, label=f"tap "
                                                    f"{key[3]}#{s.oid} for " + " or ".join(
                                                        describe(o) for o in key[2]))
            out.append(action)
    return out


def face_up_cost(game: Game, oid: int) -> str | None:
    """702.37e / 702.168d: the mana of the morph or disguise cost of a face-down permanent,
    found on the characteristics it would have face up (a copy effect may leave it none;
    a cost in words: `engine.keywords.face_up_costs`)."""
    from arbiter.engine.keywords.face_up_costs import face_up_keyword, face_up_mana

    # 701.58c-d / 701.40c-d: a cloaked or manifested card with morph or disguise, too.
    if game.obj(oid).face_down not in ("morph", "disguise", "megamorph", "cloak", "manifest"):
        return None
    kw = face_up_keyword(game, oid)
    return None if kw is None else face_up_mana(kw)


def _turn_face_up(game: Game, player: int) -> list[PriorityAction]:
    """116.2b: turning a face-down permanent face up for its cost is a special action
    (702.37e, 702.168d; 701.58b-d / 701.40b-d: a cloaked or manifested one for its card's mana
    cost, `engine.keyword_actions.cloak`)."""

    out: list[PriorityAction] = []
    res = game.layers()
    # The face-down permanents and their controllers change only with a new layer answer
    # (`engine.per_answer`: turning face up or down, a zone change, a control change).
    for oid in per_answer(game, "_face_down_permanents", lambda: [
            o for o in game.state.battlefield() if game.obj(o).face_down is not None]):
        if res.chars[oid].controller != player:
            continue
        for procedure, cost in face_up_procedures(game, oid):
            others = () if procedure else face_up_costs.other_costs(game, oid)
            if affordable(game, player, ManaCost.of(cost)) and (
                    not others or face_up_costs.payable(game, player, oid, others)):
                what = f"its mana cost {cost}" if procedure else ", ".join(
                    [cost] * (cost != "{0}" or not others) + [str(c) for c in others])
                out.append(PriorityAction("turn_face_up", oid, alternative=procedure,
                                          label=f"turn face-down #{oid} face up for {what}"))
    return out


def _land_plays(game: Game, player: int) -> list[PriorityAction]:
    """305.2: once per turn (more with effects allowing it, `engine.turn.land_plays`), in a
    main phase of your turn, with an empty stack."""

    if not sorcery_timing_ok(game, player) or not may_play_another(game, player):
        return []  # the cheaper test first (both only read the game)
    res = game.layers()
    from arbiter.engine.casting.impulse import may_play_land

    # 701.18b: a land an effect lets the player play from exile, too.
    exiled = [o for o in exiled_playable(game, player) if may_play_land(game, player, o)]
    from arbiter.engine.turn.land_permissions import graveyard_lands, library_top_lands

    return [PriorityAction("play", o, label=f"play {game.name_of(o)}#{o}")
            for o in game.state.zone_list("hand", player) if "Land" in res.chars[o].types
            ] + [PriorityAction("play", o, face=f, label=f"play {face_name(game, o, f)}#{o}")
                 for o in game.state.zone_list("hand", player)  # 712.12: a land back face
                 for f in land_faces(game, o) if f != 0] + [
        PriorityAction("play", o, label=f"play {game.name_of(o)}#{o} from exile")
                 for o in exiled] + [  # 305.1: "You may play lands from your graveyard."
        PriorityAction("play", o, label=f"play {game.name_of(o)}#{o} from your graveyard")
        for o in graveyard_lands(game, player)] + [  # "... from the top of your library."
        PriorityAction("play", o, label=f"play {game.name_of(o)}#{o} from your library")
        for o in library_top_lands(game, player)]


def _casts(game: Game, player: int) -> list[PriorityAction]:
    out: list[PriorityAction] = []
    res = game.layers()

    zones = {"hand": game.state.zone_list("hand", player),
             "graveyard": game.state.zone_list("graveyard", player),
             # 601.3: cards an effect lets the player play from exile, cast as from a hand
             "exile": exiled_playable(game, player),
             # 903.8: a commander its owner may cast from the command zone
             "command": [o for o in game.state.zone_list("command") if game.obj(o).owner ==
                         player and game.obj(o).commander is not None]}

    zones["library"] = top_castable(game, player)  # 601.3: "... from the top of your library"
    # 307.1: the main phase of the player's turn with an empty stack, or a spell with flash
    timing = sorcery_timing_ok(game, player)
    # 601.3b: may cast spells as though they had flash (asked once per question)
    by_effect = None if timing else any_permission(game, player)
    table = cast_ways(game, res)
    twins: dict[Any, bool] | None = {} if hand_twins.no_effects(game, res) else None
    if not timing and not by_effect:  # 307.1: only what has flash may be cast now
        zones["hand"] = table.flash_candidates(zones["hand"])
    granted = granted_any(game, player)  # 118.9: asked once per question, not per card
    if not granted and not graveyard_permissions.any_for(game, player):  # 601.3
        zones["graveyard"] = table.graveyard_candidates(zones["graveyard"])
    for zone, cards in zones.items():
        for oid in cards:
            if zone == "library":
                out += _library_top_casts(game, player, oid)
                continue
            usual = "hand" if zone in ("exile", "command") else zone
            ways = table.of(oid, usual)  # once per layer answer
            if ways.other_faces:
                out += _face_casts(game, player, oid, zone)  # 712.11b, 715.3
            if ways.land:
                continue
            alts: list[str | None] = [None] if usual == "hand" else []
            if zone == "graveyard" and may_cast(game, player, oid):
                alts.insert(0, None)  # 601.3: "You may cast this card from your graveyard."
            alts += ways.alternatives  # 118.9, 702.37b
            if zone == "graveyard" and ways.own_permission:
                alts += own_ways(game, player, oid)  # 118.9: "... using its blitz ability"
            if granted and granted_applies(game, oid, player):
                alts.append(GRANTED_WAY)  # 118.9: "... rather than pay the mana cost for ..."
            if zone == "exile":  # 118.9: "you may play that card without paying its mana cost"
                from arbiter.engine.casting.impulse import exile_ways

                alts = exile_ways(game, player, oid, alts)
            if ways.split:  # 709.3a: each half judged alone
                for half, alt, name in split_casts(game, oid, player, alts, castable):
                    out.append(PriorityAction(
                        "cast", oid, alternative=alt, half=half,
                        label=f"cast {name}#{oid}" + (" from exile" if zone == "exile" else "")))
                continue
            if not timing and ways.plain:
                if not by_effect:
                    continue  # 307.1, 601.3b: no flash of its own, nor by an effect
            for alt in alts:
                if not timing and not has_flash_timing(game, oid, player, alt):
                    continue  # `castable`'s first test (307.1, 702.8a), asked once here
                if hand_twins.judged(twins if zone == "hand" else None, game, res, oid, alt,
                                     lambda: castable(game, oid, player, alt)):  # noqa: B023
                    how = f" for its {alt} cost" if alt else ""
                    how = " prototyped" if alt == "prototype" else how  # 718.3: not a cost
                    how += " from exile" if zone == "exile" else ""
                    how += " from your graveyard" if zone == "graveyard" and not alt else ""
                    how += " from the command zone" if zone == "command" else ""
                    out.append(PriorityAction("cast", oid, alternative=alt,
                                              label=f"cast {game.name_of(oid)}#{oid}{how}"))

    for oid, way in exiled_castable(game, player):  # 702.170d, 702.143a
        if castable(game, oid, player, way):
            how = "for its foretell cost" if way == "foretell" else "plotted"
            how = "for {2} (airbend, 701.65a)" if way == "airbend" else how
            out.append(PriorityAction("cast", oid, alternative=way, label=f"cast "
                                      f"{game.name_of(oid)}#{oid} from exile, {how}"))
    return out


def _face_casts(game: Game, player: int, oid: int, zone: str) -> list[PriorityAction]:
    """712.11b / 715.3 / 720.3: a modal double-faced card's back face, an Adventure or an Omen
    cast from the hand (or from another zone by an effect's permission), for its mana cost
    (or without paying it, 118.9, where the permission says so)."""
    if not any(spell_faces(game, oid)) or zone not in ("hand", "exile") and not (
            zone == "graveyard" and may_cast(game, player, oid)):
        return []  # no face but the front (0) to choose: the cheaper test first
    alts: list[str | None] = [None]
    if zone == "exile":
        from arbiter.engine.casting.impulse import exile_ways

        alts = exile_ways(game, player, oid, alts)
    where = {"exile": " from exile", "graveyard": " from your graveyard"}.get(zone, "")
    return [PriorityAction("cast", oid, alternative=alt, face=face,
                           label=f"cast {name}#{oid}{where}" + (" without paying its mana cost"
                                                                 if alt == "free" else ""))
            for face, alt, name in face_casts(game, oid, player, alts, castable)]


def _library_top_casts(game: Game, player: int, oid: int) -> list[PriorityAction]:
    """601.3 / 601.3e: the ways to cast the top card of the player's library an effect allows
    (`engine.casting.library_top`): for its mana cost, or face down for its morph or
    disguise cost (a creature spell). A split card's halves are not offered from there."""
    from arbiter.engine.casting.library_top import FACE_DOWN_ALTERNATIVES, may_cast_from_top

    if split_record(game, oid) is not None:
        return []
    ch = game.chars(oid)
    alts: list[str | None] = [None]
    for a in ch.abilities:
        kw = getattr(a.ability, "keyword", None)
        kw = "morph" if kw == "megamorph" else kw  # 702.37b: a morph cost
        if kw in FACE_DOWN_ALTERNATIVES and kw not in alts:
            alts.append(kw)
    out = []
    for alt in alts:
        if may_cast_from_top(game, player, oid, alt) and castable(game, oid, player, alt):
            how = f" for its {alt} cost" if alt else ""
            out.append(PriorityAction("cast", oid, alternative=alt, label=f"cast "
                                      f"{game.name_of(oid)}#{oid}{how} from your library"))
    return out


def _exile_special_actions(game: Game, player: int) -> list[PriorityAction]:
    """116.2h foretell, 116.2k plot (`engine.casting.from_exile`)."""

    return [PriorityAction(kind, oid, label=label)
            for kind, oid, label in special_actions(game, player)]


def castable(game: Game, oid: int, player: int, alternative: str | None) -> bool:
    """Timing (307.1, 702.8), a legal choice for every required target (601.2c), and a
    total cost the player's untapped mana sources can pay (601.2f-h)."""
    ch = game.chars(oid)
    if not sorcery_timing_ok(game, player) and \
            not has_flash_timing(game, oid, player, alternative):  # the cheaper test first
        return False
    if alternative == "miracle" and not game.obj(oid).choices.get(MIRACLE_NOW):
        return False  # 702.94a: only as its miracle triggered ability resolves
    if spell_with_split_second(game) is not None:
        return False  # 702.61a
    if spell_limits.why_not(game, player) is not None:
        return False  # 101.2: "can't cast more than one spell each turn"
    if cast_restrictions.why_not(game, oid, player, alternative):
        return False  # 601.3: "Cast this spell only during combat."
    if cost_conditions.why_not(game, oid, player, alternative):
        return False  # 601.2b: 702.137a spectacle's condition

    specs = spell_targets(game, oid, alternative)
    modal = any(isinstance(a.ability, SpellAbility) and a.ability.modes for a in ch.abilities)
    if not payable(game, player, oid, alternative):
        return False
    if alternative in from_graveyard.WAYS and not from_graveyard.payable(
            game, player, oid, alternative):
        return False  # 118.3: the other costs of casting it from a graveyard
    if alternative in from_exile.WAYS and from_exile.why_not(game, oid, player, alternative):
        return False  # 702.170d, 702.143a
    if conditional_alternatives.why_not(game, oid, player, alternative):
        return False  # 702.117a surge, 702.76a prowl
    if not modal and not targets_possible(game, oid, player, specs):
        # 702.33g / 702.166d: the targets may depend on the optional costs announced
        return announcing_helps(game, oid, player, alternative, specs)
    if modal:
        from arbiter.engine.casting.modal_castable import modes_choosable

        if not modes_choosable(game, oid, player, alternative):
            return False  # 700.2a: no mode can be chosen

    if alternative == harmonize.KEYWORD:
        return harmonize.castable(game, player, oid)  # 702.180a: a creature may reduce it
    # 702.119a: emerge needs a permanent to sacrifice, whose mana value reduces the cost
    cuts = cost_cuts(game, oid, player) if alternative == "emerge" else [0]
    if not cuts:
        return False  # nothing to sacrifice

    if alternative == web_slinging.KEYWORD and not web_slinging.candidates(game, player, oid):
        return False  # 702.188a: no tapped creature to return
    for mode_mana in one_mode_costs(game, oid):  # 702.172a: at least one mode's cost
        for cut in cuts:
            try:
                cost, _ = total_cost(game, oid, player, alternative,
                                     optional=mode_mana + flash_mana(game, oid, player,
                                                                     alternative),  # 601.3c
                                     reduction=cut + greatest_reduction(  # 601.2f
                                         game, oid, player))
            except UnsupportedTextError:
                raise  # principle 5: never silently treated as uncastable
            except (IllegalActionError, ValueError):
                return False
            if affordable(game, player, cost, spell_spending(game, oid, alternative)):
                return True  # 106.6: with the mana it may be spent as

            if assist.has_assist(game, oid) and assist.castable_with_help(
                    game, player, cost, spell_spending(game, oid, alternative)):
                return True  # 702.132a: another player may pay generic mana

    if offering.quality(game, oid) is not None and offering.castable(game, player, oid,
                                                                      alternative):
        return True  # 702.48a: reduced by an offered permanent's mana cost
    # 601.2f: an optional cost announced may make the total cost one she can pay
    return announcing_helps(game, oid, player, alternative, specs)


__all__ = ["PASS", "PriorityAction", "priority_actions", "castable", "activatable",
           "affordable", "find_ability"]
