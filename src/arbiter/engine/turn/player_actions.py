"""Carrying out what a player with priority chose (117.1): playing a land (305.1), casting a
spell (601.2: mode, X, targets, then the total cost paid), activating an ability (602.2).
Each sub-choice is a `Decision`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting import activation, spells
from arbiter.engine.decisions import Decision
from arbiter.engine.mana.pool import spell_spending
from arbiter.engine.replacement.entering import enter
from arbiter.engine.stack.targeting import legal_targets, one_graveyard
from arbiter.engine.triggers.events import Event
from arbiter.engine.turn.priority import PriorityAction, affordable
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.instructions import TargetSpec


def perform(game: Game, player: int, action: PriorityAction) -> None:
    if action.kind == "play":
        play_land(game, player, action.obj, action.face)
    elif action.kind == "cast":
        if action.half is not None:  # 709.3: the half chosen before the card moves
            game.obj(action.obj).half = action.half
            game.state.touch()
        if action.face is None:
            cast(game, player, action.obj, action.alternative)
            return
        from arbiter.engine.casting.faces import set_face

        set_face(game, action.obj, action.face)  # 712.11b, 715.3: before the card moves
        try:
            cast(game, player, action.obj, action.alternative)
        except IllegalActionError:
            if game.obj(action.obj).zone != "stack":
                set_face(game, action.obj, 0)  # 601.5 / 712.8a: as it was
            raise
    elif action.kind == "activate":
        activate(game, player, action.obj, action.ability)
    elif action.kind == "turn_face_up":
        turn_face_up(game, player, action.obj, action.alternative)
    elif action.kind == "suspend":
        from arbiter.engine.keywords.suspend import suspend

        suspend(game, player, action.obj)  # 116.2f
    elif action.kind in ("plot", "foretell"):
        from arbiter.engine.casting.from_exile import take

        take(game, player, action.kind, action.obj)  # 116.2h, 116.2k
    elif action.kind == "companion":
        from arbiter.engine.keywords.companion import take_companion

        take_companion(game, player)  # 116.2g
    elif action.kind == "conspiracy":
        from arbiter.engine.keywords.hidden_agenda import turn_face_up as reveal

        reveal(game, player, action.ability)  # 116.2j
    elif action.kind == "planar_die":
        from arbiter.engine.turn.planar_die import roll_planar_die

        roll_planar_die(game, player)  # 116.2i, 901.9
    elif action.kind == "unlock":
        from arbiter.engine.keyword_actions.rooms import unlock

        unlock(game, player, action.obj, action.ability)  # 116.2m, 709.5e
    elif action.kind == "mana":
        tap_for_mana(game, player, action.obj, action.ability)
    else:
        raise IllegalActionError(f"unknown action {action.label!r}")


def play_land(game: Game, player: int, oid: int, face: int | None = None) -> None:
    """305.1-305.2: a special action; the land enters the battlefield (712.12: with the
    face chosen up)."""
    if face is not None:
        from arbiter.engine.casting.faces import choose_face

        choose_face(game, oid, {"face": face}, land=True)
    new = game.move(oid, "battlefield", controller=player)
    if new is not None and face is not None:
        new.face = face  # 712.12: it enters with that face up
        game.state.touch()
    game.state.turn.lands_played += 1
    game.emit(Event("land_played", oid if new is None else new.id, player=player))  # 305.1
    if new is not None:
        enter(game, new)


def choose_targets(game: Game, player: int, source: int, specs: list[TargetSpec],
                   x: int = 0) -> list[Any]:
    """601.2c: choose each target among the legal ones."""
    from arbiter.engine.stack.per_opponent_targets import expand
    from arbiter.rules.announced_x import with_x

    chosen: list[Any] = []
    for spec in expand(game, player, specs):  # 601.2c: a requirement for each opponent
        spec = with_x(spec, x)  # 601.2b-c: limits depending on the announced X
        count = x if spec.x else max(1, spec.count)
        start = len(chosen)
        for _ in range(count):
            options = one_graveyard(game, spec, [  # 601.2c: "from a single graveyard"
                o for o in legal_targets(game, spec, player, source) if o not in chosen],
                chosen[start:])
            if not options:
                if spec.up_to or spec.x:
                    break
                raise IllegalActionError(f"no legal {spec.description}")
            from arbiter.engine.stack.target_chooser import chooser

            pick = game.decide(Decision("target", f"choose {spec.description}",
                                        chooser(game, spec, player),  # 601.2c
                                        [(_target_label(game, o, spec.kind), o)
                                         for o in options],
                                        optional=spec.up_to, key="target"))
            if pick is None:
                break
            chosen.append(pick)
        if not spec.x:
            # 115.1: each target requirement keeps its slots; an "up to" target not chosen
            # is an empty slot, so later requirements keep their positions.
            chosen.extend([None] * (start + count - len(chosen)))
    while chosen and chosen[-1] is None:
        chosen.pop()
    return chosen


def _target_label(game: Game, target: Any, kind: str) -> str:
    if isinstance(target, tuple):
        return game.player_name(target[1])
    if kind == "player":
        return game.player_name(target)
    if kind in ("ability", "spell_or_ability") and target not in game.state.objects:
        from arbiter.engine.stack.items import find_item

        item = find_item(game, target)  # an ability on the stack (115.1)
        return f"{item.describe() if item else 'ability'}#{target}"
    return f"{game.name_of(target)}#{target}"


def cast(game: Game, player: int, oid: int, alternative: str | None) -> None:
    """601.2b-h in order: mode (700.2), X (601.2b), targets (601.2c), total cost and
    payment (601.2f-h)."""
    from arbiter.engine.unsupported import require_castable

    require_castable(game, oid)  # before any choice is asked for (principle 5)
    ch = game.chars(oid)
    choices: dict[str, Any] = {}
    from arbiter.engine.casting import optional_costs

    # 601.2b: announce the optional additional costs (kicker, buyback, entwine ...)
    optional_costs.announce(game, player, oid, choices, alternative, check=True)
    from arbiter.engine.keywords import splice

    splice_mana = splice.announce(game, player, oid, choices, alternative, check=True)  # 702.47b
    modal = next((a.ability for a in ch.abilities
                  if isinstance(a.ability, SpellAbility) and a.ability.modes), None)
    if modal is not None and not optional_costs.all_modes(choices):
        from arbiter.engine.casting.mode_choice import legal_mode_options

        n_modes = sum(1 for a in ch.abilities
                      if isinstance(a.ability, SpellAbility) and not a.ability.modes)
        from arbiter.engine.casting.conditional_modes import allowed

        options = legal_mode_options(game, oid, player, alternative, choices,
                                     allowed(game, oid, player, modal.modes), n_modes)
        if not options:
            raise IllegalActionError(f"{ch.name}: no mode can be chosen (700.2a)")
        choices["mode"] = game.decide(Decision("mode", "choose a mode", player, options,
                                               key="mode"))
    cost = ch.mana_cost
    if alternative == "suspend":
        cost = None  # 107.3b: cast without paying its mana cost, X is 0 (702.62a)
    from arbiter.engine.casting import x_costs

    if (cost is not None and cost.variables) or (
            alternative != "suspend" and x_costs.announces_x(game, oid)):  # 601.2b
        from arbiter.engine.casting import counters_among, x_targets
        from arbiter.engine.casting.total_cost import total_cost

        options = []
        x_specs = x_targets.x_limited_specs(game, oid, alternative)
        for x in range(0, 16):
            total, _ = total_cost(game, oid, player, alternative, x,
                                  optional=optional_costs.extra_mana(game, oid, choices)
                                  + splice_mana)
            if affordable(game, player, total, spell_spending(game, oid, alternative)) and \
                    counters_among.x_allowed(game, player, oid, alternative, x) and \
                    x_costs.payable(game, player, oid, x) and (  # 601.2b, 118.3
                        not x_specs or x_targets.targets_with_x(
                            game, oid, player, x_specs, choices, x)):  # 601.2c
                options.append((str(x), x))
        if not options:
            raise IllegalActionError(f"{ch.name}: no value of X can be paid and leave every "
                                     "target a legal choice (601.2b-c)")
        choices["x"] = game.decide(Decision("x", "choose X", player, options, key="x"))
    from arbiter.engine.casting import additional_costs, cost_choice, cost_exiles

    # 601.2b: announce which option of a "... or ..." additional cost will be paid
    picked = cost_choice.announce(game, player, oid, choices, cost_choice.payable_options(
        game, player, oid, alternative, int(choices.get("x", 0))))
    from arbiter.engine.keywords import harmonize

    harmonized = harmonize.choose(game, player, oid, choices, check=True) \
        if alternative == harmonize.KEYWORD else None  # 702.180b: chosen at 601.2b
    chosen = spells.chosen_targets(game, oid, choices)  # 601.2c: the chosen modes' only
    specs = list(spells.spell_targets(game, oid, alternative) if chosen is None else chosen)
    specs = optional_costs.unchosen_targets(game, oid, specs, choices)  # 702.33g
    specs += splice.targets(game, choices)  # 702.47d
    from arbiter.engine.casting.being_cast import being_cast

    with being_cast(oid):  # 601.2a: the spell is on the stack as its targets are chosen
        targets = choose_targets(game, player, oid, specs, int(choices.get("x", 0)))
    from arbiter.engine.casting.total_cost import total_cost

    if additional_costs.costs_of(game, oid):
        choices["additional"] = additional_costs.choose(game, player, oid, picked)
    optional_costs.objects_to_pay(game, player, oid, choices)  # 601.2h: what is sacrificed
    cut = 0
    if alternative == "emerge":
        from arbiter.engine.keywords import emerge

        cut = emerge.mana_value(game, emerge.choose(game, player, oid, choices))  # 702.119c
    cut += harmonize.reduction(game, harmonized)  # 702.180a
    from arbiter.engine.keywords import offering

    offered = offering.choose(game, player, oid, choices, alternative, check=True)  # 702.48b
    cost, _ = total_cost(game, oid, player, alternative, int(choices.get("x", 0)),
                         picked=picked, optional=optional_costs.extra_mana(game, oid, choices)
                         + splice_mana,
                         reduction=cut + cost_exiles.reduction(  # 601.2f
                             game, oid, choices.get("additional"), picked),
                         less=offering.mana_cost_of(game, offered))  # 702.48a
    from arbiter.engine.keywords import assist

    spending = spell_spending(game, oid, alternative)
    cost = cost.reduce_generic(assist.choose(game, player, oid, cost, choices,
                                             spending))  # 702.132a
    assist.choose_payment(game, choices, spending)
    with harmonize.not_a_mana_source(harmonized):  # 702.180b
        choices["payment"] = choose_payment(game, player, cost, spending)  # 106.6
    spells.cast(game, oid, player, targets, choices, alternative, pay=True)


def choose_payment(game: Game, player: int, cost: Any, spending: Any = None) -> list[Any]:
    """601.2g-h: the player chooses which mana abilities to activate to pay (and the mana
    each adds where the plan names it, 106.1b); `spending`: what it is spent on (106.6)."""
    from arbiter.engine.casting.total_cost import payment_plans

    plans = payment_plans(game, player, cost, spending=spending)
    if not plans:
        raise IllegalActionError(f"you can't pay {cost}")

    def label(plan: list[int]) -> str:
        return "pay " + str(cost) + (" with " + ", ".join(
            plan_entry(game, o) for o in plan) if plan else "")

    return game.decide(Decision("pay", f"pay {cost}", player,
                                [(label(p), p) for p in plans], key="payment"))


def tap_for_mana(game: Game, player: int, oid: int, ability: int = 0) -> None:
    """605.3a-b: a mana ability resolves at once, without the stack; the player chooses
    the mana where it offers a choice (106.1b); triggered mana abilities follow (605.4a)."""
    from arbiter.engine.casting.total_cost import mana_sources
    from arbiter.engine.mana.sources import choose_output, produce

    mine = [s for s in mana_sources(game, player)
            if s.oid == oid and ability in (0, s.index)]
    if not mine:
        raise IllegalActionError(f"{game.name_of(oid)} can't be tapped for mana now")
    produce(game, player, mine[0], choose_output(game, player, mine[0]))


def plan_entry(game: Game, entry: Any) -> str:
    """A payment plan's entry as the player reads it (`engine.mana.plan`)."""
    from arbiter.engine.mana.sources import describe

    if isinstance(entry, tuple):
        oid, index, output = entry
        if isinstance(index, str):  # an object paying instead of mana ("(convoke)", 702.51a)
            return f"{game.quick_name(oid)}#{oid} ({index})"
        return f"{game.quick_name(oid)}#{oid}" + (f" for {describe(output)}" if output else "")
    return f"{game.quick_name(entry)}#{entry}"


def turn_face_up(game: Game, player: int, oid: int, procedure: str | None = None) -> None:
    """116.2b / 702.37e / 702.168d: pay the cost and turn it face up; no stack. `procedure`
    "mana_cost": 701.58b / 701.40b, a cloaked or manifested permanent for its card's mana
    cost. An illegal attempt raises and changes nothing."""
    from arbiter.cards.mana import ManaCost
    from arbiter.engine.casting.total_cost import pay
    from arbiter.engine.keyword_actions.cloak import face_up_procedures
    from arbiter.engine.keyword_actions.face_down import turn_face_up as flip

    obj = game.obj(oid)
    if obj.zone != "battlefield" or obj.face_down is None:
        raise IllegalActionError(f"#{oid} is not a face-down permanent")
    if game.chars(oid).controller != player:
        raise IllegalActionError(f"face-down #{oid} isn't yours to turn face up (116.2b)")
    cost = dict(face_up_procedures(game, oid)).get(procedure)
    if cost is None:
        raise IllegalActionError(
            "its card isn't a creature card with a mana cost (701.58b)" if procedure else
            "it has no morph or disguise cost to turn it face up with")
    if not affordable(game, player, ManaCost.of(cost)):
        raise IllegalActionError(f"you can't pay {cost} to turn face-down #{oid} face up")
    from arbiter.engine.keywords import face_up_costs

    others = () if procedure else face_up_costs.other_costs(game, oid)  # "Morph—Pay 5 life."
    chosen = face_up_costs.choose(game, player, oid, others) if others else []
    pay(game, player, ManaCost.of(cost))
    face_up_costs.pay(game, player, others, chosen)
    if procedure is None:
        from arbiter.engine.keywords.morph import megamorph_counter

        megamorph_counter(game, oid)  # 702.37b
    flip(game, oid)


def activate(game: Game, player: int, oid: int, number: int) -> None:
    """602.2: announce X (601.2b), choose targets (601.2c), then pay (601.2g-h)."""
    from arbiter.engine.casting import activation_x

    ability = activation.find_ability(game, oid, number)
    choices: dict[str, Any] = {}
    mana = activation.mana_part(game, oid, ability)
    from arbiter.engine.casting import x_activation_costs

    if x_activation_costs.x_cost(ability) is not None:  # 107.3a: "Remove X counters ..."
        choices["x"] = x_activation_costs.announce(game, player, oid, ability, mana)
    elif mana and activation_x.has_x(mana):
        choices["x"] = activation_x.announce(game, player, mana)  # 602.2b, 601.2b
    if ability.mode_options:
        from arbiter.engine.casting.modal_activation import chosen

        ability = chosen(game, oid, player, ability, choices)  # 700.2, 601.2b: the modes
    targets = choose_targets(game, player, oid, list(ability.targets),
                             activation_x.chosen(choices))  # 601.2c: "X target lands"
    from arbiter.engine.casting.targeted_activation_costs import chosen_targets

    with chosen_targets(player, targets):  # 601.2f after 601.2c: costs depending on targets
        mana = activation.mana_part(game, oid, ability)
    from arbiter.engine.keyword_actions import waterbend

    if mana or waterbend.cost_of(ability) is not None:
        from arbiter.engine.mana.pool import ability_spending
        from arbiter.engine.mana.sources import tap_is_cost_of

        base = activation_x.with_x(mana or "{0}", activation_x.chosen(choices))
        bent = waterbend.choose(game, oid, player, ability, choices, base)  # 701.67a
        with tap_is_cost_of(oid, ability), waterbend.not_mana_sources(bent):  # 601.2g
            choices["payment"] = choose_payment(
                game, player, waterbend.mana_owed(base, ability, len(bent)),
                ability_spending(game, oid))  # 106.6
    activation.activate(game, oid, player, number, targets, choices, pay=True)
