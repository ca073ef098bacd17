"""601: casting spells (their resolution is engine.casting.spell_resolution)."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.being_cast import spell_legal_target
from arbiter.engine.casting.chosen_modes import chosen_spell_modes
from arbiter.engine.casting.flash_permission import may_cast_as_though_flash
from arbiter.engine.keywords.awaken import targets as awaken_targets
from arbiter.engine.mana import riders
from arbiter.engine.mana.riders import SPENT_RIDERS
from arbiter.engine.stack.items import StackItem, new_id, push
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.mana_spent_conditions import BY_TYPE
from arbiter.rules.selectors import CREATURE, And, IsSubtype, Not, OwnedByYou

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: Alternative costs and the zone each casts from (601.2b; 702.34 flashback, 702.146 disturb).
ALTERNATIVES = {"flashback": "graveyard", "disturb": "graveyard", "dash": "hand",
                "impending": "hand", "mutate": "hand", "disguise": "hand", "morph": "hand",
                "evoke": "hand", "overload": "hand",  # 702.74a, 702.96a
                "cleave": "hand",  # 702.148a (rules.cleave)
                "free": "hand",  # 118.9: "cast it without paying its mana cost"
                "fuse": "hand", "aftermath": "graveyard",  # 702.102a, 702.127a (709.3)
                "prototype": "hand",  # 702.160a, 718.3 (not an alternative cost: 718.3b)
                "bestow": "hand",  # 702.103a
                "suspend": "exile",  # 702.62a: without paying its mana cost, from exile
                # 702.138a, 702.81a, 702.133a (engine.casting.from_graveyard)
                "escape": "graveyard", "retrace": "graveyard", "jump-start": "graveyard",
                # 601.3: a card's own costs from its graveyard (rules.graveyard_cast_costs)
                "own graveyard cost": "graveyard", "own graveyard alternative cost": "graveyard",
                # 702.170d, 702.143a (engine.casting.from_exile)
                "plot": "exile", "foretell": "exile", "madness": "exile",  # 702.35a
                "airbend": "exile",  # 701.65a (engine.keyword_actions.airbend)
                "warp": "hand",  # 702.185a (engine.keywords.warp)
                "miracle": "hand",  # 702.94a (engine.keywords.miracle)
                "surge": "hand",  # 702.117a (engine.keywords.surge)
                "emerge": "hand",  # 702.119a (engine.keywords.emerge)
                "awaken": "hand",  # 702.113a (engine.keywords.awaken)
                "prowl": "hand",  # 702.76a (engine.keywords.prowl)
                "blitz": "hand",  # 702.152a (engine.keywords.blitz)
                "spectacle": "hand",  # 702.137a (engine.keywords.spectacle)
                "mayhem": "graveyard",  # 702.187b (engine.keywords.mayhem)
                "freerunning": "hand",  # 702.173a (engine.keywords.freerunning)
                # 702.162a (engine.keywords.cast_converted)
                "more than meets the eye": "hand",
                "web-slinging": "hand",  # 702.188a (engine.keywords.web_slinging)
                "harmonize": "graveyard",  # 702.180a (engine.keywords.harmonize)
                "alternative": "hand",  # 118.9 (engine.casting.alternative_costs)
                # 118.9: "... rather than pay the mana cost for spells you cast"
                "granted alternative": "hand"}  # (engine.casting.granted_alternative_costs)


def sorcery_timing_ok(game: Game, player: int) -> bool:
    """307.1 / 116.1: main phase of the player's own turn, with an empty stack."""
    t = game.state.turn
    return (t.active == player and t.step in ("precombat_main", "postcombat_main")
            and not game.state.stack_items)


def has_flash_timing(game: Game, oid: int, player: int,
                     alternative: str | None = None) -> bool:
    """307.1 / 702.8a: instants and spells with flash may be cast any time the player has
    priority; so may spells an effect lets them cast "as though they had flash" (601.3b:
    judged as the spell cast with `alternative` would be, engine.casting.flash_permission)."""

    ch = game.chars(oid)
    if not ch.abilities:  # no flash, nor a permission of its own (601.3b-d, 702.48a)
        return "Instant" in ch.types or may_cast_as_though_flash(game, oid, player, alternative)
    from arbiter.engine.casting import conditional_flash, flash_sacrifice
    from arbiter.engine.casting.flash_cost import permission
    from arbiter.engine.keywords import offering

    return "Instant" in ch.types or ch.has_keyword("flash") or \
        may_cast_as_though_flash(game, oid, player, alternative) or \
        permission(game, oid) is not None or \
        flash_sacrifice.permission(game, oid) is not None or \
        offering.permission(game, oid, player) or \
        conditional_flash.permits(game, oid, player)  # 702.48a; 601.3d


def enchant_spec(game: Game, oid: int) -> TargetSpec | None:
    """303.4a / 702.5a / 702.5c: an Aura spell targets what all of its enchant abilities
    allow (the words after "Enchant" read by the catalog, `compiler.grammar.enchant_param`; one
    it can't read exactly stops the game, principle 5)."""
    from arbiter.errors import UnsupportedTextError

    params = [(kw.param or "").strip() for kw in game.chars(oid).keyword_abilities("enchant")]
    if not params:
        return None
    what = params[0].lower()
    if what in ("player", "opponent") and all(p.lower() == what for p in params):
        from arbiter.engine.keywords.enchant_player import enchant_player_spec

        return enchant_player_spec(what)  # 702.5d
    selectors = []
    for param in params:
        noun = game.catalog.enchant_noun(param)
        if noun is None or noun.kind != "permanent":
            raise UnsupportedTextError(game.name_of(oid), f"Enchant {param}")
        selectors.append(noun.selector())
    selector = selectors[0] if len(selectors) == 1 else And(tuple(selectors))
    return TargetSpec("permanent", selector, description="target " + " and ".join(params))


def spell_targets(game: Game, oid: int, alternative: str | None) -> tuple[TargetSpec, ...]:
    ch = game.chars(oid)
    if alternative == "mutate":
        # 702.140a: a mutating creature spell targets a non-Human creature with the same owner.
        return (TargetSpec("creature", And((CREATURE, Not(IsSubtype("Human")), OwnedByYou())),
                           description="target non-Human creature you own"),)
    if alternative == "overload":
        return ()  # 702.96b: an overloaded spell requires no targets
    if alternative == "bestow":
        # 702.103b: an Aura spell with enchant creature (303.4a: it targets a creature)
        return (TargetSpec("creature", CREATURE, description="target creature"),)
    if "Aura" in ch.subtypes:
        spec = enchant_spec(game, oid)
        return (spec,) if spec else ()

    specs: list[TargetSpec] = []
    abilities = [a.ability for a in ch.abilities]
    if alternative == "cleave":
        from arbiter.rules.cleave import cleaved

        # 702.148a / 601.2c: its targets are those of its text with the brackets removed
        abilities = cleaved(abilities, ch.keyword_abilities("cleave"))
    for a in abilities:
        if isinstance(a, SpellAbility):
            specs.extend(awaken_targets(a, alternative))  # 702.113b
    return tuple(specs)


def chosen_spell_abilities(game: Game, oid: int, choices: dict[str, Any]) -> list[SpellAbility]:
    """700.2: the spell abilities a spell cast with these choices follows (its chosen modes,
    in the order written)."""
    probe = StackItem(0, "spell", oid, None, 0, [], (), dict(choices), "")
    return chosen_spell_modes(probe, [a.ability for a in game.chars(oid).abilities])


def chosen_targets(game: Game, oid: int,
                   choices: dict[str, Any]) -> tuple[TargetSpec, ...] | None:
    """601.2c: the targets of the chosen modes only (none when the chosen modes have none);
    None for a spell that isn't modal."""
    from arbiter.engine.stack.items import StackItem as _Item

    ch = game.chars(oid)
    abilities = [a.ability for a in ch.abilities]
    if not any(isinstance(a, SpellAbility) and a.modes for a in abilities):
        return None
    probe = _Item(0, "spell", oid, None, 0, [], (), dict(choices), ch.name or "")
    specs: list[TargetSpec] = []
    seen: list[SpellAbility] = []
    for ab in chosen_spell_modes(probe, abilities):
        # 700.2d: a mode chosen again is another instance of "target" (115.3 doesn't join
        # them: the same object may be chosen for each)
        again = any(ab is other for other in seen)
        specs.extend(dataclasses.replace(t) if again else t for t in ab.targets)
        seen.append(ab)
    return tuple(specs)


def cast(game: Game, oid: int, player: int, targets: list[Any], choices: dict[str, Any],
         alternative: str | None = None, alias: str | None = None,
         pay: bool = False, resolving: bool = False) -> StackItem:
    """601.2: cast a spell (every path that casts comes here). `resolving`: an effect casts
    it while resolving (608.2g, `engine.casting.during_resolution`), from the zone it names
    and with its timing."""
    from arbiter.engine.casting.faces import choose_face
    from arbiter.engine.casting.split_cards import choose_half
    from arbiter.engine.unsupported import require_castable

    choose_half(game, oid, player, choices, alternative)  # 709.3: a split card's half
    choose_face(game, oid, choices)  # 712.11b, 715.3: the face cast
    require_castable(game, oid)  # principle 5: its unread text stops the game first
    obj = game.obj(oid)
    ch = game.chars(oid)
    name = ch.name or "a face-down spell"
    zone = ALTERNATIVES.get(alternative or "", "hand")
    if alternative and alternative not in ALTERNATIVES and not resolving:
        raise IllegalActionError(f"unknown way to cast {name}: {alternative!r}")
    from arbiter.engine.keywords.split_second import forbid

    forbid(game, "cast spells")
    from arbiter.engine.casting import spell_limits

    if (limit := spell_limits.why_not(game, player)) is not None:
        raise IllegalActionError(limit)  # 101.2: "can't cast more than one spell each turn"
    from arbiter.engine.casting import cast_restrictions

    if (restricted := cast_restrictions.why_not(game, oid, player, alternative)):
        raise IllegalActionError(f"{name} can't be cast now: {restricted}")  # 601.3
    # 702.37d: only a morph (or megamorph, 702.37b) ability lets a card be cast face down
    allowing = ("morph", "megamorph") if alternative == "morph" else (alternative,)
    # 702.170d: a plotted card may be cast so even without plot in exile (701.65a: an
    # airbent card too, by the airbending's permission)
    if alternative and alternative not in ("free", "plot", "airbend", "granted alternative") \
            and not resolving and \
            not any(getattr(a.ability, "keyword", None) in allowing for a in ch.abilities):
        raise IllegalActionError(f"{name} has no {alternative} ability")
    from arbiter.engine.casting.cost_conditions import why_not

    if not resolving and (why := why_not(game, oid, player, alternative)):
        raise IllegalActionError(f"{name}: {why}")  # 601.2b, 702.137a
    from arbiter.engine.casting.cast_from_zones import permitted
    from arbiter.engine.casting.impulse import may_cast
    from arbiter.engine.casting.library_top import may_cast_from_top
    from arbiter.engine.players import commander

    if not resolving and (obj.zone != zone or obj.owner != player) and not (
            ALTERNATIVES.get(alternative or "", "hand") == "hand"
            and (may_cast(game, player, oid)
                 or permitted(game, player, oid, alternative)  # 118.9: "using its blitz ..."
                 or commander.may_cast_from_command_zone(game, oid, player)  # 903.8
                 or may_cast_from_top(game, player, oid, alternative))):  # 401.5, 601.3
        # 601.3: an effect may allow casting it from exile ("you may play that card");
        # then an alternative cost bound to a zone (flashback, disturb) isn't available.
        raise IllegalActionError(
            f"{game.player_name(player)} can't cast {name}: it isn't in their {zone}")
    if "Land" in ch.types:
        raise IllegalActionError(f"{name} is a land: lands are played, not cast (305.1)")
    from arbiter.engine.casting.impulse import free_only

    if not resolving and obj.zone == "exile" and alternative != "free" and \
            free_only(game, player, oid):
        raise IllegalActionError(f"{name} may be cast only without paying its mana cost "
                                 "(118.9)")
    # 608.2g: suspend's ability lets its owner cast the card while it resolves (702.62a);
    # 702.35a, 702.94a: so do madness and miracle abilities; timing doesn't apply
    instant_speed = alternative in ("suspend", "madness", "miracle") or has_flash_timing(
        game, oid, player, alternative)
    if not instant_speed and not sorcery_timing_ok(game, player) and not resolving:
        raise IllegalActionError(
            f"{name} can be cast only during its controller's main phase when the stack is "
            "empty (307.1)")
    from arbiter.engine.casting import optional_costs

    if alternative in ("free", "granted alternative") and int(choices.get("x", 0)):
        raise IllegalActionError(f"{name} is cast paying neither its mana cost nor an "
                                 "alternative cost with X: the only legal choice for X is 0 "
                                 "(107.3b)")
    optional_costs.announce(game, player, oid, choices, alternative, check=pay)  # 601.2b
    from arbiter.engine.casting import conditional_modes

    conditional_modes.check(game, oid, player, choices)  # 601.2b: after kicker's announcement
    from arbiter.engine.keywords import splice

    splice_mana = splice.announce(game, player, oid, choices)  # 601.2b, 702.47a-b
    from arbiter.engine.keywords import offering

    offered = None if resolving else offering.choose(game, player, oid, choices,
                                                     alternative)  # 702.48b (601.2b)
    from arbiter.engine.casting.flash_cost import extra_mana as flash_mana

    flash_extra = "" if resolving else flash_mana(game, oid, player, alternative)  # 601.3c
    expanded = cast_target_specs(game, oid, choices, alternative, player)
    if len(targets) > len(expanded) or any(
        len(targets) < i + 1 and not s.up_to for i, s in enumerate(expanded)
    ):
        want = ", ".join(s.description for s in expanded) or "no targets"
        raise IllegalActionError(f"{name} needs {want}; got {len(targets)} target(s)")
    from arbiter.engine.stack.targeting import other_graveyard, repeated_target

    twice = repeated_target(expanded, list(targets))
    if twice is not None:  # 115.3
        raise IllegalActionError(f"{name}: the same target can't be chosen twice for one "
                                 "instance of the word 'target' (115.3)")
    if other_graveyard(game, expanded, list(targets)) is not None:
        raise IllegalActionError(f"{name}: its targets must be in a single graveyard (601.2c)")
    for spec, t in zip(expanded, targets, strict=False):
        if t is None and spec.up_to:
            continue  # an "up to" target left unchosen (115.1)
        if not spell_legal_target(game, spec, t, player, oid):  # 601.2a: on the stack
            raise IllegalActionError(f"{game.name_of(t)} isn't a legal {spec.description} "
                                     f"for {name}")
    from arbiter.engine.casting.division import announce

    announce(game, oid, player, list(targets), choices)  # 601.2d: dividing among targets
    if alternative == "flashback":
        from arbiter.engine.casting.flashback_costs import check

        check(game, oid)  # 702.34a / 118.6: payable, also when a scenario provides mana
    from arbiter.engine.casting import from_exile, from_graveyard

    if alternative in from_exile.WAYS:
        from_exile.check(game, oid, player, alternative)  # 702.170d, 702.143a
    if alternative == "miracle":
        from arbiter.engine.keywords.miracle import check as miracle_check

        miracle_check(game, oid, player)  # 702.94a: as its triggered ability resolves
    from arbiter.engine.casting.conditional_alternatives import why_not

    refusal = why_not(game, oid, player, alternative)  # 702.117a surge, 702.76a prowl
    if refusal:
        raise IllegalActionError(f"{name}: {refusal}")

    graveyard_costs: list[list[int]] = []
    if alternative in from_graveyard.WAYS:
        # 702.34a, 702.81a, 702.133a, 702.138a: the objects its other costs use (601.2h)
        from_graveyard.check(game, oid, alternative)
        graveyard_costs = from_graveyard.choose(game, player, oid, alternative, choices)
    from arbiter.engine.casting.unpayable_cost import check as check_mana_cost

    check_mana_cost(game, oid, alternative)  # 118.6: also when a scenario provides mana
    from arbiter.engine.casting import additional_costs, cost_choice

    picked = cost_choice.announce(game, player, oid, choices)  # 601.2b: "... or ..." costs
    if additional_costs.costs_of(game, oid):
        # 601.2h: additional costs are paid even when a scenario provides the mana.
        chosen = choices.get("additional") or additional_costs.choose(game, player, oid,
                                                                      picked)
        choices["additional"] = chosen  # 608.2h: "this way" counts are read on resolution
        if not pay:
            additional_costs.pay(game, player, oid, chosen, picked)
    emerged: int | None = None
    if alternative == "emerge":
        from arbiter.engine.keywords import emerge

        emerged = emerge.choose(game, player, oid, choices)  # 702.119c: chosen (601.2b)
    from arbiter.engine.keywords import harmonize

    harmonized = harmonize.choose(game, player, oid, choices) \
        if alternative == harmonize.KEYWORD else None  # 702.180b: chosen (601.2b)
    from arbiter.engine.keywords import web_slinging

    slung = web_slinging.choose(game, player, oid, choices) \
        if alternative == web_slinging.KEYWORD else None  # 702.188a: chosen (601.2b)
    from arbiter.engine.casting import alternative_costs

    alt_picks = alternative_costs.choose(game, player, oid, choices, alternative) \
        if alternative_costs.in_words(game, oid, alternative) else None  # 118.9, 601.2h
    from arbiter.engine.casting import x_costs

    owed_x = x_costs.choose(game, player, oid, choices)  # 601.2b: "discard X cards"
    owed = optional_costs.objects_to_pay(game, player, oid, choices)  # 601.2h
    if not pay:
        optional_costs.pay_objects(game, player, owed)
        if emerged is not None:
            game.sacrifice(emerged)  # 702.119c: as the total cost is paid (601.2h)
        if slung is not None:
            web_slinging.pay(game, slung)  # 702.188a (601.2h)
        harmonize.pay(game, harmonized)  # 702.180b (601.2h)
        offering.pay(game, offered)  # 702.48b (601.2h)
        if alt_picks is not None:
            alternative_costs.pay(game, player, oid, alt_picks, alternative)  # 118.9 (601.2h)
        if owed_x is not None:
            x_costs.pay(game, player, owed_x)  # 601.2h
        if alternative in from_graveyard.WAYS:
            from_graveyard.pay(game, player, oid, alternative, graveyard_costs)
        if additional_costs.costs_of(game, oid):
            additional_costs.pay_random(game, player, oid, picked)  # 601.2h: paid last
        optional_costs.pay_random(game, player, oid, owed)  # 601.2h, 701.9b
    if pay:
        # 601.2f-h: determine the total cost, then pay it (before the spell moves, so an
        # unpayable cost leaves the game as it was).
        from arbiter.engine.casting import cost_exiles
        from arbiter.engine.casting.total_cost import pay as pay_mana
        from arbiter.engine.casting.total_cost import total_cost

        cost, steps = total_cost(game, oid, player, alternative, int(choices.get("x", 0)),
                                 picked=picked,
                                 optional=optional_costs.extra_mana(game, oid, choices)
                                 + flash_extra + splice_mana,
                                 reduction=(0 if emerged is None else emerge.mana_value(
                                     game, emerged))  # 702.119a
                                 + cost_exiles.reduction(game, oid, choices.get("additional"),
                                                         picked)  # 601.2f
                                 + harmonize.reduction(game, harmonized),  # 702.180a
                                 less=offering.mana_cost_of(game, offered),  # 702.48a
                                 targets=list(zip(expanded, targets, strict=False)))
        from arbiter.engine.casting.total_cost import payment_plans
        from arbiter.engine.mana.pool import spell_spending

        spending = spell_spending(game, oid, alternative)  # 106.6: restricted mana
        from arbiter.engine.keywords import assist

        cost = cost.reduce_generic(assist.choose(game, player, oid, cost, choices,
                                                 spending))  # 702.132a
        from arbiter.engine.casting.mana_while_casting import activate_mana_abilities

        activate_mana_abilities(game, player, choices.get("mana_abilities"), choices)  # 601.2g
        plan = choices.get("payment")
        with harmonize.not_a_mana_source(harmonized):  # 702.180b
            if plan is None and not payment_plans(game, player, cost, limit=1,
                                                  spending=spending):
                raise IllegalActionError(f"you can't pay {name}'s total cost {cost}")
        if additional_costs.costs_of(game, oid):
            additional_costs.pay(game, player, oid, choices["additional"], picked)
        if alt_picks is not None:  # 118.9: before the mana, so what it taps can't pay it
            alternative_costs.pay(game, player, oid, alt_picks, alternative)
        if owed_x is not None:
            x_costs.pay(game, player, owed_x)  # 601.2h
        assist.pay(game, choices, spending)  # 702.132a: before the caster pays
        harmonize.pay(game, harmonized)  # 702.180b: tapped as the total cost is paid
        offering.pay(game, offered)  # 702.48b: sacrificed as the total cost is paid
        pay_mana(game, player, cost, plan, record=choices, spending=spending)
        optional_costs.pay_objects(game, player, owed)
        if emerged is not None:
            game.sacrifice(emerged)  # 702.119c (601.2h)
        if slung is not None:
            web_slinging.pay(game, slung)  # 702.188a (601.2h)
        if alternative in from_graveyard.WAYS:
            from_graveyard.pay(game, player, oid, alternative, graveyard_costs)
        if additional_costs.costs_of(game, oid):
            additional_costs.pay_random(game, player, oid, picked)  # 601.2h: paid last
        optional_costs.pay_random(game, player, oid, owed)  # 601.2h, 701.9b
        game.log(f"{name}: total cost " + "; ".join(steps))
    from arbiter.engine.casting import flash_sacrifice

    late = flash_sacrifice.cast_late(game, oid, player, resolving)  # 307.1, as it's cast
    cast_from = game.obj(oid).zone  # 601.2a
    if cast_from in ("graveyard", "library") and not resolving and \
            ALTERNATIVES.get(alternative or "", "hand") == "hand":  # not flashback's (702.34a)
        from arbiter.engine.casting import graveyard_permissions
        from arbiter.engine.casting.library_top import by_static

        graveyard_permissions.note_use(game, player, oid, unlimited=cast_from == "library" and
                                       by_static(game, player, oid, alternative),  # 601.3
                                       way=alternative)
    if cast_from == "command" and game.obj(oid).commander is not None:
        commander.cast_from_command_zone(game, oid, player)  # 903.8: counted for its tax
    half, face = game.obj(oid).half, game.obj(oid).face
    # 603.10a: a card leaving a graveyard is looked at as it was there
    in_graveyard = game.chars(oid).clone() if cast_from == "graveyard" else None
    from arbiter.engine.casting import exile_if_cast

    rider = exile_if_cast.rider(game, player, oid, alternative) if in_graveyard and \
        not resolving else None  # 614.1a: "If that spell would be put into your graveyard"
    new = game.state.move(oid, "stack", controller=player)
    exile_if_cast.apply(game, rider, new.id, new.owner)
    new.half = half  # 709.3b: only the half cast is on the stack
    new.face = face  # 712.8f, 715.3b: only the face cast (a card in a hand: its front)
    splice.gain_text(game, player, choices.get(splice.SPLICED) or [], new.id)  # 702.47c
    # 601.2a: the card leaves the zone it was in ("whenever one or more cards leave your
    # graveyard", 603.2c).
    game.emit(Event("zone_change", oid, new_id=new.id, from_zone=cast_from, to_zone="stack",
                    extra=in_graveyard))
    new.cast_with = alternative or "normal"
    new.cast_from = cast_from
    flash_sacrifice.note(new, late)  # "if you cast it any time a sorcery couldn't have been"
    if "mana_spent" in choices:  # counted as it was paid (601.2h), by type too
        new.choices.update({k: choices[k] for k in ("mana_spent", BY_TYPE, SPENT_RIDERS)
                            if k in choices})
        if SPENT_RIDERS in choices:
            riders.on_cast(game, new)  # 106.6: "it gains haste" (400.7a)
    if optional_costs.PAID in choices:
        new.choices[optional_costs.PAID] = choices[optional_costs.PAID]  # 702.33d: "kicked"
    new.alias = alias or new.alias
    if alternative in ("disguise", "morph"):
        new.face_down = alternative
    if alternative in ("disturb", "more than meets the eye"):  # 712.11a: converted too
        new.face = 1  # 702.146a: cast transformed, back face up
    item = push(game, StackItem(new_id(game), "spell", new.id, None, player, list(targets),
                                expanded, dict(choices), source_name=name, alias=new.alias))
    # 601.2i; `amount`: the how-manyth spell the player cast this turn ("your second spell
    # each turn", 730.2's count)
    game.emit(Event("cast", new.id, player=player,
                    amount=game.state.turn.spells_cast.get(player, 0) + 1))
    from arbiter.engine.keywords.day_night import spell_cast

    spell_cast(game, player)  # 730.2: spells cast this turn
    from arbiter.engine.casting.cast_history import record_cast_types

    record_cast_types(game, player, new.id)  # 601.2i: a noncreature spell cast this turn
    from arbiter.engine.keywords.storm import record_cast

    record_cast(game, new.id)  # 702.40a: the spells cast before it this turn
    return item


def cast_target_specs(game: Game, oid: int, choices: dict[str, Any],
                      alternative: str | None, controller: int | None = None
                      ) -> list[TargetSpec]:
    """601.2c: the spell's target requirements, one per target, as its text now says (its
    chosen modes, 700.2; an unpaid kicker's targets left out, 702.33g; spliced text's,
    702.47d; X targets, 601.2b; one for each opponent of `controller`, the caster)."""
    from arbiter.engine.casting import optional_costs
    from arbiter.engine.keywords import splice
    from arbiter.engine.stack.per_opponent_targets import expand

    specs = chosen_targets(game, oid, choices)
    if specs is None:
        specs = spell_targets(game, oid, alternative)
    specs = optional_costs.unchosen_targets(game, oid, list(specs), choices)  # 702.33g
    specs = (*specs, *splice.targets(game, choices))  # 702.47d
    who = game.obj(oid).controller if controller is None else controller
    return _expand_specs(tuple(expand(game, who, specs)), choices)  # 601.2c: per opponent


def _expand_specs(specs: tuple[TargetSpec, ...], choices: dict[str, Any]) -> list[TargetSpec]:
    from arbiter.rules.announced_x import with_x

    out: list[TargetSpec] = []
    for s in specs:
        n = int(choices.get("x", 0)) if s.x else max(1, s.count)
        out.extend([with_x(s, int(choices.get("x", 0)))] * n)  # 601.2b-c: X's limits
    return out
