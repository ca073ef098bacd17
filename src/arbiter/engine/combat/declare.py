"""506-509, 511: declaring attackers and blockers, and the end of combat.

Combat damage (510) is in `engine.combat.damage`. Every declaration is checked as a whole before
anything changes; an illegal one raises `IllegalActionError` and leaves the game as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arbiter.engine.combat import declared_together
from arbiter.engine.combat.attack_alone import alone_problem, requirement_waived
from arbiter.engine.combat.block_requirements import (
    END_OF_COMBAT,
    declaration_problem,
    has_declaration_rules,
)
from arbiter.engine.combat.block_restrictions import block_restriction
from arbiter.engine.combat.block_search import BlockSearch
from arbiter.engine.combat.blocking_as_though import landwalk_ignored
from arbiter.engine.combat.defender_restrictions import permitted_defenders
from arbiter.engine.combat.evasion import evasion_problem
from arbiter.engine.keyword_actions.goad import goaders
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.keywords import banding
from arbiter.engine.keywords.enlist import choose_enlists
from arbiter.engine.keywords.protection import protected_from
from arbiter.engine.layer_status import touch_status
from arbiter.engine.per_answer import per_answer
from arbiter.engine.rules_effects import rules_on
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.landwalk import walked
from arbiter.rules.view import EffectContext, LayerView
from arbiter.state.combat import CombatState, Defender
from arbiter.state.effects import ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game

__all__ = [
    "attack_options", "block_options", "declare_attackers", "declare_blockers",
    "defending_player", "end_combat", "feasible_blocks", "free_attack_options", "max_blocked",
    "must_attack", "rules_on",
]


# -- shared helpers -----------------------------------------------------------------------
def _matches(game: Game, selector: Any, oid: int, effect: ContinuousEffect) -> bool:
    """Evaluate a selector from an effect's point of view ("you" is its controller)."""
    view = LayerView(game.state, game.layers().chars)
    return bool(selector.matches(view, oid, EffectContext(view, effect)))


def _on_battlefield(game: Game, oid: int) -> bool:
    o = game.state.objects.get(oid)
    return o is not None and o.zone == "battlefield"


def _is_creature(game: Game, oid: int) -> bool:
    return _on_battlefield(game, oid) and "Creature" in game.chars(oid).types


def _protector(game: Game, battle: int) -> int:
    """310.8: a battle's protector (recorded as it entered; else treated as its controller)."""
    p = game.obj(battle).choices.get("protector")
    return int(p) if isinstance(p, int) else game.chars(battle).controller


def defending_player(game: Game, defender: Defender) -> int | None:
    """506.2: the player attacked, or the controller (protector) of the permanent attacked;
    None if that permanent is no longer a planeswalker or battle on the battlefield."""
    kind, ident = defender
    if kind == "player":
        return ident
    if not _on_battlefield(game, ident):
        return None
    types = game.chars(ident).types
    if "Battle" in types:
        return _protector(game, ident)
    if "Planeswalker" in types:
        return game.chars(ident).controller
    return None


def _combat(game: Game) -> CombatState:
    if game.state.combat is None:
        game.state.combat = CombatState()
    return game.state.combat


# -- declare attackers (508) --------------------------------------------------------------
def _why_cant_attack(game: Game, creature: int) -> str | None:
    """508.1a / 508.1c: why a creature can't attack now, in a player's words (None: it can)."""
    name = game.name_of(creature)
    if not _is_creature(game, creature):
        return f"{name} is not a creature on the battlefield (506.3)"
    ch = game.chars(creature)
    if ch.controller != game.state.turn.active:
        return f"{name} is not controlled by the attacking player (508.1a)"
    if "Battle" in ch.types:
        return f"{name} is a battle and can't attack (508.1a)"
    obj = game.obj(creature)
    if obj.tapped:
        return f"{name} is tapped (508.1a)"
    if obj.controlled_since >= game.state.turn.number and not ch.has_keyword("haste") and \
            not rules_on(game, creature, "attacks_as_though_haste"):  # 702.10b
        return f"{name} has summoning sickness (302.6)"
    if ch.has_keyword("defender") and not rules_on(game, creature,
                                                   "attacks_as_though_no_defender"):
        return f"{name} has defender and can't attack (702.3b)"
    if rules_on(game, creature, "cant_attack"):
        return f"{name} can't attack (508.1c)"
    return None


def attack_options(game: Game, creature: int) -> list[Defender]:
    """508.1a-b: what this creature could attack: each opponent, each planeswalker an
    opponent controls, each battle an opponent protects (empty if it can't attack)."""
    if _why_cant_attack(game, creature) is not None:
        return []
    active = game.state.turn.active
    out: list[Defender] = [("player", p) for p in game.opponents(active)]
    for oid in per_answer(game, "_attackable_permanents", lambda: [
            o for o in game.state.battlefield()
            if {"Planeswalker", "Battle"} & game.chars(o).types]):  # `engine.per_answer`
        if oid == creature:
            continue
        who = defending_player(game, ("permanent", oid))
        if who is not None and who != active and not game.state.players[who].lost:
            out.append(("permanent", oid))
    # 508.1c: "can't attack you or planeswalkers you control": not that player, nor a
    # planeswalker they control.
    for effect, _detail in rules_on(game, creature, "cant_attack_you"):
        you = effect.controller
        out = [d for d in out if not (d == ("player", you) or (
            d[0] == "permanent" and "Planeswalker" in game.chars(d[1]).types
            and game.chars(d[1]).controller == you))]
    # 508.1c: "can't attack you": not that player (planeswalkers they control may be)
    for effect, _detail in rules_on(game, creature, "cant_attack_you_player"):
        out = [d for d in out if d != ("player", effect.controller)]
    from arbiter.engine.turn.draw_step_skip import may_attack_player

    # 508.1c: "you can't be attacked except by creatures with flying and/or islandwalk"
    out = [d for d in out if d[0] != "player" or may_attack_player(game, creature, d[1])]
    return permitted_defenders(game, creature, out, defending_player)  # 508.1c


def free_attack_options(game: Game, creature: int) -> list[Defender]:
    """508.1d: what the creature could attack without anyone paying a cost to attack
    (508.1h); a requirement never obliges a player to pay such a cost."""
    from arbiter.engine.combat.attack_costs import cost_to_attack

    return [d for d in attack_options(game, creature) if cost_to_attack(game, creature, d) is None]


def must_attack(game: Game, creature: int) -> bool:
    """508.1d: is the creature affected by "attacks each combat if able" (or goaded, which
    includes it, 701.15b)?"""
    from arbiter.engine.combat.attack_requirements import required_players

    return bool(rules_on(game, creature, "attacks_each_combat_if_able")) or \
        bool(goaders(game, creature)) or bool(required_players(game, creature))


def declare_attackers(game: Game, assignment: Mapping[int, Defender],
                      bands: Sequence[Sequence[int]] = ()) -> None:
    """508.1: check the whole declaration (restrictions 508.1c, requirements 508.1d), then tap
    the attackers without vigilance (508.1f) and make them attacking creatures (508.1k).
    `bands`: the attacking bands announced (508.1e, 702.22c)."""
    if game.state.turn.step != "declare_attackers":
        raise IllegalActionError("attackers are declared in the declare attackers step (508.1)")
    banded = banding.check_bands(game, assignment, bands)  # 508.1e, 702.22c-d
    for creature, defender in assignment.items():
        why = _why_cant_attack(game, creature)
        if why:
            raise IllegalActionError(why)
        if tuple(defender) not in attack_options(game, creature):
            raise IllegalActionError(
                f"{game.name_of(creature)} can't attack {_defender_name(game, defender)} "
                "(508.1b)")
        from arbiter.engine.combat.attack_requirements import requirement_options

        if tuple(defender) not in requirement_options(game, creature, [tuple(defender)],
                                                      free_attack_options(game, creature)):
            raise IllegalActionError(
                f"{game.name_of(creature)} attacks a player other than the goading player "
                "or the player it must attack, if able (701.15b, 702.141a, 508.1d)")
    active = game.state.turn.active
    for oid in game.state.battlefield():
        if oid in assignment or game.chars(oid).controller != active:
            continue
        # 508.1d: with no limit on the number of attackers, every requirement can be obeyed
        # (without paying any cost to attack).
        if must_attack(game, oid) and free_attack_options(game, oid) and \
                not requirement_waived(game, oid, assignment) and \
                not declared_together.requirement_waived(game, oid, assignment):  # 506.5
            raise IllegalActionError(
                f"{game.name_of(oid)} attacks each combat if able and is able to (508.1d)")
    alone = alone_problem(game, assignment) or \
        declared_together.attack_problem(game, assignment)  # 506.5, 508.1c
    if alone:
        raise IllegalActionError(alone)
    from arbiter.engine.combat import attack_costs

    cost = attack_costs.total_cost(game, assignment)  # 508.1h: locked in
    if cost is not None and not attack_costs.payable(game, active, assignment):
        raise IllegalActionError(f"you can't pay the total cost to attack, {cost} (508.1h-j)")
    tapping = [c for c in assignment if not game.chars(c).has_keyword("vigilance")]
    for creature in tapping:  # 508.1f, 702.20b
        tap(game, creature)  # 701.26a
    touch_status(game)  # "untapped creatures ..." no longer describe them (principle 1)
    from arbiter.engine.keyword_actions.exert import choose_exerts

    choose_exerts(game, assignment, active)  # 508.1g: optional costs to attack (701.43d)
    choose_enlists(game, assignment, active, cost)  # 508.1g-j: enlist (702.154b)
    if cost is not None:
        attack_costs.pay(game, active, cost)  # 508.1i-j
    combat = _combat(game)
    for creature, defender in assignment.items():  # 508.1k
        kind, ident = defender
        combat.attackers[creature] = (kind, ident)
        combat.declared[creature] = (kind, ident)
        _record(game, combat, creature, active, defender)  # 506.4
        # 508.1a: remembered for the turn ("each creature you attacked with this turn")
        game.state.turn.attacked_with.setdefault(active, []).append(creature)
        combat.declared_power += game.chars(creature).power or 0  # as declared (pack tactics)
    banding.record_bands(game, combat, banded)  # 702.22e
    touch_status(game)  # "attacking creatures ..." now describe them (principle 1)
    for creature, defender in assignment.items():
        game.log(f"{game.name_of(creature)} attacks {_defender_name(game, defender)}")
    for creature, defender in assignment.items():  # 508.1m
        game.emit(Event("attacks", creature, player=defending_player(game, defender),
                        extra=tuple(defender)))
    if len(assignment) == 1:
        # 506.5: it attacks alone: the only creature declared as an attacker
        [(creature, defender)] = assignment.items()
        game.emit(Event("attacks_alone", creature, player=defending_player(game, defender),
                        extra=tuple(defender)))
    if assignment:
        # 508.3d: "Whenever you attack": one or more creatures the player controls attacked.
        game.emit(Event("player_attacks", None, player=active))
    for p in game.apnap():  # 603.2: "you attack a player": once per player attacked
        if ("player", p) in {tuple(d) for d in assignment.values()}:
            game.emit(Event("player_attacked", None, player=p, extra=active))


def _record(game: Game, combat: CombatState, oid: int, controller: int,
            defender: Defender | None = None) -> None:
    """506.4: the controllers as they enter combat (of what is attacked, too)."""
    from arbiter.engine.combat.removal import record

    record(combat, oid, controller)
    if defender is not None and defender[0] == "permanent" and _on_battlefield(game, defender[1]):
        record(combat, defender[1], game.chars(defender[1]).controller)


def _defender_name(game: Game, defender: Defender) -> str:
    kind, ident = defender
    if kind == "player" and 0 <= ident < len(game.state.players):
        return game.player_name(ident)
    return game.name_of(ident) if ident in game.state.objects else str(defender)


# -- declare blockers (509) ---------------------------------------------------------------
def _why_cant_block(game: Game, blocker: int, attacker: int) -> str | None:
    """509.1a-b: why `blocker` can't block `attacker` (None: it can)."""
    name, aname = game.name_of(blocker), game.name_of(attacker)
    combat = game.state.combat
    if combat is None or attacker not in combat.attackers:
        return f"{aname} is not attacking"
    if not _is_creature(game, blocker):
        return f"{name} is not a creature on the battlefield (506.3)"
    bch, ach = game.chars(blocker), game.chars(attacker)
    defender = defending_player(game, combat.attackers[attacker])
    if bch.controller != defender:
        return f"{aname} is not attacking {name}'s controller or their permanents (509.1a)"
    if "Battle" in bch.types:
        return f"{name} is a battle and can't block (509.1a)"
    if game.obj(blocker).tapped:
        return f"{name} is tapped (509.1a)"
    if rules_on(game, blocker, "cant_block"):
        return f"{name} can't block (509.1b)"
    if bch.has_keyword("decayed"):
        return f"{name} has decayed and can't block (702.147a)"
    restricted = block_restriction(game, blocker, attacker)  # 509.1b
    if restricted:
        return restricted
    for effect, selector in rules_on(game, blocker, "can_block_only"):
        if selector is not None and not _matches(game, selector, attacker, effect):
            return f"{name} can block only as {effect.name or 'an effect'} allows " \
                   f"({aname} doesn't qualify, 509.1b)"
    if ach.has_keyword("flying") and not (bch.has_keyword("flying") or bch.has_keyword("reach")):
        return f"{aname} has flying; {name} has neither flying nor reach (702.9b)"
    evasion = evasion_problem(game, blocker, attacker)
    if evasion:
        return evasion
    for ab in ach.keyword_abilities("landwalk"):
        land = getattr(ab, "param", None) or ""
        if landwalk_ignored(game, attacker, blocker, land):
            continue  # 509.1b: blocked as though it didn't have this landwalk
        if any(game.chars(o).controller == defender and walked(land, game.chars(o))
               for o in game.state.battlefield()):  # 702.14c: a land with that quality
            what = land if land.split()[-1][:1].isupper() else land + " land"
            article = "an" if what[:1] in "AEIOUaeiou" else "a"
            return f"{aname} has {ab.text.lower()} and {game.player_name(defender)} " \
                   f"controls {article} {what} (702.14c)"
    if protected_from(game, attacker, blocker):
        return f"{aname} has protection from a quality {name} has (702.16f)"
    for effect, selector in rules_on(game, attacker, "cant_be_blocked_except_by"):
        if selector is not None and not _matches(game, selector, blocker, effect):
            return f"{aname} can't be blocked except as {effect.name or 'an effect'} allows " \
                   f"({name} doesn't qualify, 509.1b)"
    for effect, selector in rules_on(game, attacker, "cant_be_blocked_by"):
        if selector is None or _matches(game, selector, blocker, effect):
            return f"{aname} can't be blocked by {name} ({effect.name or 'an effect'}, 509.1b)"
    if rules_on(game, attacker, "cant_be_blocked"):
        return f"{aname} can't be blocked (509.1b)"
    from arbiter.engine.keywords.space_sculptor import same_sector_problem

    return same_sector_problem(game, attacker, blocker)  # 702.158e


def block_options(game: Game, blocker: int) -> list[int]:
    """509.1a-b: the attacking creatures this creature could block."""
    combat = game.state.combat
    if combat is None:
        return []
    return [a for a in combat.attackers if _why_cant_block(game, blocker, a) is None]


def max_blocked(game: Game, blocker: int) -> int:
    """509.1a: a creature blocks one attacker unless effects let it block more ("can block
    an additional creature each combat" adds up; "can block any number of creatures")."""
    if rules_on(game, blocker, "block_any_number"):
        return 10**6
    return 1 + sum(n for _e, n in rules_on(game, blocker, "block_additional"))


def potential_blockers(game: Game) -> list[int]:
    """509.1a: the creatures the defending players control that could block something."""
    combat = game.state.combat
    if combat is None:
        return []
    return [o for o in game.state.battlefield() if block_options(game, o)]


def block_search(game: Game) -> BlockSearch:
    """509.1c: the declarations of blockers open now, for requirements and restrictions of
    the whole (`engine.combat.block_search`)."""
    pool = potential_blockers(game)
    return BlockSearch(game, {b: block_options(game, b) for b in pool},
                       {b: max_blocked(game, b) for b in pool})


def _check_requirements(game: Game, chosen: Mapping[int, list[int]]) -> None:
    """509.1c: the declaration obeys as many requirements as any legal declaration could."""
    combat = game.state.combat
    pool = potential_blockers(game)
    if combat is None or not has_declaration_rules(game, [*combat.attackers, *pool]):
        return
    search = block_search(game)
    obeyed, best = search.obeyed(chosen), search.best()
    if obeyed < best:
        raise IllegalActionError(
            f"this declaration obeys {obeyed} blocking requirement(s); {best} can be "
            "obeyed without breaking a restriction (509.1c)")


def declare_blockers(game: Game, blocks: Mapping[int, list[int]]) -> None:
    """509.1: check the whole declaration, then make the blockers blocking creatures (509.1g)
    and the attackers they block blocked creatures (509.1h). Each attacker's blockers are
    recorded in the order given (combat.order; the default damage assignment order)."""
    if game.state.turn.step != "declare_blockers":
        raise IllegalActionError("blockers are declared in the declare blockers step (509.1)")
    combat = game.state.combat
    if combat is None or not combat.attackers:
        raise IllegalActionError("no creature is attacking (508.8)")
    chosen = {b: list(dict.fromkeys(atts)) for b, atts in blocks.items() if atts}
    for blocker, attackers in chosen.items():
        for a in attackers:
            why = _why_cant_block(game, blocker, a)
            if why:
                raise IllegalActionError(why)
        if len(attackers) > max_blocked(game, blocker):
            raise IllegalActionError(f"{game.name_of(blocker)} can block only "
                                     f"{max_blocked(game, blocker)} creature(s) (509.1a)")
    problem = declaration_problem(game, chosen)  # 509.1b, 702.111b, 506.5
    if problem:
        raise IllegalActionError(problem)
    _check_requirements(game, chosen)  # 509.1c
    banding.spread_blocks(combat, chosen)  # 702.22h: a band is blocked together
    for blocker, attackers in chosen.items():
        combat.blockers[blocker] = attackers
        combat.declared_blockers.add(blocker)  # 509.1g
        _record(game, combat, blocker, game.chars(blocker).controller)  # 506.4
        for a in attackers:
            combat.blocked.add(a)
            combat.order.setdefault(a, []).append(blocker)
        game.log(f"{game.name_of(blocker)} blocks "
                 f"{', '.join(game.name_of(a) for a in attackers)}")
    touch_status(game)  # "blocking creatures ...", "blocked creatures ..."
    for blocker, attackers in chosen.items():
        game.emit(Event("blocks", blocker, extra=tuple(attackers)))
        for a in attackers:
            # 509.3b / 509.3d: "blocks a creature" and "becomes blocked by a creature" trigger
            # once for each pair of a blocker and an attacker it blocks.
            game.emit(Event("blocks_creature", blocker, extra=a))
            # 509.3b from the blocker's side: the attacker it blocks is the event's object
            # ("Whenever this creature blocks a creature, destroy that creature ...").
            game.emit(Event("attacker_blocked", a, extra=blocker))
    for a in combat.attackers:
        if a in combat.blocked and combat.order.get(a):
            game.emit(Event("becomes_blocked", a, extra=tuple(combat.order[a])))
    for a in combat.attackers:
        if not any(a in atts for atts in chosen.values()):
            # 509.3g: "attacks and isn't blocked": no creature was declared as a blocker for
            # it (even one that entered attacking).
            game.emit(Event("attacks_unblocked", a,
                            player=defending_player(game, combat.attackers[a])))


def feasible_blocks(game: Game, declared: Mapping[int, list[int]], blocker: int,
                    later: Iterable[int] | None = None) -> list[int | None]:
    """The choices to offer `blocker` (an attacker, or None: it doesn't block) given the blocks
    `declared` so far, such that the creatures in `later` (by default every other creature
    that could block and isn't in `declared`) can still complete a legal declaration
    (702.111b menace). Offering only these keeps a one-at-a-time declaration legal."""
    if later is None:
        combat = game.state.combat
        pool = game.state.battlefield() if combat else []
        later = [b for b in pool if b != blocker and b not in declared and block_options(game, b)]
    rest = [b for b in later if b != blocker and b not in declared]
    combat = game.state.combat
    blockers = potential_blockers(game)
    if combat is not None and has_declaration_rules(game, [*combat.attackers, *blockers]):
        return _feasible_by_search(game, declared, blocker, rest, blockers)  # 509.1b-c
    out: list[int | None] = []
    for choice in [None, *block_options(game, blocker)]:
        trial = {b: list(a) for b, a in declared.items()}
        if choice is not None:
            trial[blocker] = [choice]
        if _completable(game, trial, rest):
            out.append(choice)
    return out


def _feasible_by_search(game: Game, declared: Mapping[int, list[int]], blocker: int,
                        rest: list[int], pool: list[int]) -> list[Any]:
    """509.1b-c: the choices for `blocker` after which the creatures in `rest` can still
    complete a declaration that obeys every restriction and as many requirements as any
    could. A choice of several attackers (509.1a, "can block an additional creature") is a
    tuple."""
    search = block_search(game)
    fixed = {c: tuple(declared.get(c, ())) for c in pool if c != blocker and c not in rest}
    out: list[Any] = []
    for choice in search.choices.get(blocker, [()]):
        if search.completable({**fixed, blocker: choice}):
            out.append(None if not choice else choice[0] if len(choice) == 1 else choice)
    return out


def _completable(game: Game, declared: Mapping[int, list[int]], rest: list[int]) -> bool:
    """Whether the creatures in `rest` can fix every menace attacker blocked by exactly one
    creature (each gives one more blocker): a bipartite matching (augmenting paths)."""
    counts: dict[int, int] = {}
    for attackers in declared.values():
        for a in attackers:
            counts[a] = counts.get(a, 0) + 1
    short = [a for a, n in counts.items() if n == 1 and game.chars(a).has_keyword("menace")]
    can = {a: [b for b in rest if a in block_options(game, b)] for a in short}
    match: dict[int, int] = {}  # blocker -> attacker

    def augment(a: int, seen: set[int]) -> bool:
        for b in can[a]:
            if b in seen:
                continue
            seen.add(b)
            if b not in match or augment(match[b], seen):
                match[b] = a
                return True
        return False

    return all(augment(a, set()) for a in short)


# -- end of combat (511) ------------------------------------------------------------------
def end_combat(game: Game) -> None:
    """511.3: as the end of combat step ends, every creature and permanent is removed from
    combat."""
    game.state.combat = None
    # 702.39a: effects lasting "this combat" end with it
    game.state.effects = [e for e in game.state.effects if e.duration != END_OF_COMBAT]
    touch_status(game)  # no creature attacks or blocks (`engine.layer_status`: its fence
    # holds the effects, so one that ended is computed again)

