"""The combat steps' turn-based actions (506-511), with each declaration made one creature
at a time as decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.combat.attack_alone import cant_attack_alone
from arbiter.engine.decisions import Decision
from arbiter.state.combat import CombatState

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def begin(game: Game, step: str) -> bool:
    """Do the step's turn-based action; False if the step is skipped (508.8)."""

    state = game.state
    if step == "declare_attackers":
        declare_attackers(game)
        return True  # 508.2: the active player gets priority, attackers or not (508.8)
    if state.combat is None or not state.combat.had_attackers():  # 508.8
        if step == "end_of_combat" and state.combat is not None:
            return True
        return False
    if step == "declare_blockers":
        declare_blockers(game)
    elif step == "combat_damage":
        from arbiter.engine import sba
        from arbiter.engine.combat.damage import combat_damage, has_first_strike_step

        if has_first_strike_step(game):
            combat_damage(game, first_strike=True)  # 510.4
            sba.run(game)
        combat_damage(game, first_strike=False)
    return True


def declare_attackers(game: Game) -> None:
    """508.1: the active player declares attackers, each with what it attacks."""
    from arbiter.engine.combat import attack_costs, declare

    active = game.state.turn.active
    game.state.combat = CombatState()
    assignment: dict[int, Any] = {}
    candidates = [o for o in game.state.battlefield() if declare.attack_options(game, o)]
    free_at = [i for i, o in enumerate(candidates) if declare.free_attack_options(game, o)]
    for i, oid in enumerate(candidates):
        options = declare.attack_options(game, oid)
        if not options:
            continue
        # 508.1d: paying a cost to attack is never required by "attacks each combat if able".
        must = declare.must_attack(game, oid) and bool(declare.free_attack_options(game, oid))
        # 506.5 / 508.1c: a creature that can't attack alone attacks only beside another; the
        # last creature that could join one attacking alone must (the declaration is
        # illegal otherwise).
        later_free = any(j > i for j in free_at)
        if cant_attack_alone(game, oid) and not assignment and not later_free:
            continue
        if len(assignment) == 1 and cant_attack_alone(game, next(iter(assignment))) and \
                not later_free and declare.free_attack_options(game, oid):
            must = True
            options = declare.free_attack_options(game, oid)
        # 701.15b / 508.1d: a goaded creature attacks a player other than its goader if able
        # (702.141a: an encore token attacks its opponent if able).
        from arbiter.engine.combat.attack_requirements import requirement_options

        options = requirement_options(game, oid, options, declare.free_attack_options(game, oid))
        labels: list[tuple[str, Any]] = [] if must else [("no attack", None)]
        costs: list[str] = []
        for d in options:
            cost = attack_costs.cost_to_attack(game, oid, d)
            if cost is not None:
                # 508.1h-j: offered only while the total cost stays payable.
                if not attack_costs.payable(game, active, {**assignment, oid: d}):
                    continue
                costs.append(f"attacking {declare._defender_name(game, d)} costs {cost}")
            labels.append((_defender_label(game, d), d))
        if len(labels) == 1 and labels[0][1] is None:
            continue
        prompt = f"attack with {game.name_of(oid)}?" + (
            f" ({'; '.join(costs)}, 508.1h)" if costs else "")
        pick = game.decide(Decision("attack", prompt, active, labels, key="attack"))
        if pick is not None:
            assignment[oid] = tuple(pick)
    if assignment:
        from arbiter.engine.keywords.banding import choose_bands

        bands = choose_bands(game, assignment, active)  # 508.1e, 702.22c
        declare.declare_attackers(game, assignment, bands)


def declare_blockers(game: Game) -> None:
    """509.1: each defending player declares blockers."""
    from arbiter.engine.combat import declare

    c = game.state.combat
    assert c is not None
    from arbiter.engine.combat.removal import apply as remove_from_combat

    remove_from_combat(game)  # 506.4
    if not c.attackers:
        return  # every attacker was removed from combat: nothing to block (509.1a)
    defenders = sorted({_defending_player(game, d) for d in c.attackers.values()})
    candidates = [o for p in game.apnap() if p in defenders for o in game.state.battlefield()
                  if game.chars(o).controller == p and declare.block_options(game, o)]
    blocks: dict[int, list[int]] = {}
    for i, oid in enumerate(candidates):
        # Only choices that still allow a legal declaration (509.1c, 702.111b menace).
        options = declare.feasible_blocks(game, blocks, oid, candidates[i + 1:])
        labels = [("no block", None) if a is None else (_block_label(game, a), a)
                  for a in options]
        player = game.chars(oid).controller
        pick = game.decide(Decision("block", f"block with {game.name_of(oid)}?", player,
                                    labels, key="block"))
        if pick is not None:
            # 509.1a: several attackers when an effect lets it block more (a tuple)
            blocks[oid] = list(pick) if isinstance(pick, tuple | list) else [pick]
    declare.declare_blockers(game, blocks)


def _block_label(game: Game, pick: Any) -> str:
    attackers = pick if isinstance(pick, tuple | list) else (pick,)
    return "block " + " and ".join(f"{game.name_of(a)}#{a}" for a in attackers)


def _defending_player(game: Game, defender: Any) -> int:
    from arbiter.engine.combat.declare import defending_player

    return defending_player(game, defender) or 0


def _defender_label(game: Game, defender: Any) -> str:
    kind, idx = defender
    return f"attack {game.player_name(idx)}" if kind == "player" else \
        f"attack {game.name_of(idx)}#{idx}"
