"""The scenario's `attack`, `block` and `play` actions, through the engine's own declarations.

`attack` (508.1): the players pass priority (117.4) until the declare attackers step begins;
the active player's declaration is then checked as a whole by `engine.combat.declare`
(508.1a-d restrictions and requirements, 508.1h costs) and carried out (tapping 508.1f,
"attacks" triggers 508.1m), and players receive priority in the step (508.2). A scenario that
starts in the declare attackers step declares there, once.

`block` (509.1): after attackers were declared, the players pass until the declare blockers
step begins; 506.4's removals from combat happen, then the defending players' declaration is
checked as a whole (509.1a-c) and carried out (509.1g-i), then players receive priority
in the step (509.2).

`play` (305.1, 116.2a): the special action of playing a land, legal only when
`engine.turn.priority` offers it (305.2: once per turn, main phase, empty stack; 701.18b: a
land an effect lets the player play from exile).

An illegal declaration or play raises `IllegalActionError` naming the rule, so `refused:`
(scenario.refusal) can expect it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.turn import steps
from arbiter.engine.turn.extra_phases import phases_to_come
from arbiter.errors import IllegalActionError
from arbiter.state.combat import CombatState

if TYPE_CHECKING:
    from arbiter.scenario.runner import Runner


def _advance_to(r: Runner, step: str) -> None:
    """117.4 / 500.2: every player passes priority until `step` begins, just before its
    turn-based action (the stack resolving on the way)."""
    from arbiter.engine.turn import loop
    from arbiter.scenario.actions import _Passing

    game = r.game
    t = game.state.turn
    if t.step == step and t.stage == "begin":
        return
    if steps.STEPS.index(t.step) >= steps.STEPS.index(step) and not phases_to_come(game):
        raise IllegalActionError(f"this turn's {step.replace('_', ' ')} step is over (500.1)")
    start = t.number
    saved = game.decider
    game.decider = _Passing(saved)
    try:
        steps.resolve_all(game)
        if t.stage != "begin":
            t.stage = "priority"
        for _ in range(2000):
            if loop.is_over(game):
                break
            loop.step(game)
            if t.step == step and t.stage == "begin":
                return
            if t.number != start or (steps.STEPS.index(t.step) > steps.STEPS.index(step)
                                     and not phases_to_come(game)):  # 500.8
                break
    finally:
        game.decider = saved
    raise IllegalActionError(f"the {step.replace('_', ' ')} step was skipped (508.8, 614.10)")


def _defender(r: Runner, creature: int, who: Any) -> tuple[str, int]:
    """506.2 / 508.1b: what a creature attacks: a player by name, or a planeswalker or battle
    by alias or name; none named: the only opponent."""
    game = r.game
    if who is None:
        opponents = game.opponents(game.state.turn.active)
        if len(opponents) != 1:
            raise r.fail(f"name what {game.name_of(creature)} attacks (`attack: "
                         "{creature: player}`): there are several opponents")
        return ("player", opponents[0])
    player = game.state.player_by_name(str(who))
    if player is not None:
        return ("player", player.index)
    return ("permanent", r.find(who))


def attack(r: Runner, act: dict[str, Any]) -> None:
    from arbiter.engine.combat import declare

    game = r.game
    t = game.state.turn
    with r.focus("attack"):
        chosen = [(r.find(c), who) for c, who in act["attack"].items()]
        assignment = {oid: _defender(r, oid, who) for oid, who in chosen}
    fresh = t.step == "declare_attackers" and (
        game.state.combat is None or not game.state.combat.declared)
    if not fresh:
        _advance_to(r, "declare_attackers")
    game.state.combat = game.state.combat or CombatState()
    r.mark()
    r.decider.local = dict(act.get("choices") or {})
    declare.declare_attackers(game, assignment)  # 508.1: checked as a whole
    steps.step_actions(game, "declare_attackers")
    t.stage = "priority" if assignment else "end"  # 508.8
    t.priority, t.passes = t.active, 0
    r.settle(act)


def block(r: Runner, act: dict[str, Any]) -> None:
    from arbiter.engine.combat import declare
    from arbiter.engine.combat.removal import apply as remove_from_combat

    game = r.game
    t = game.state.turn
    combat = game.state.combat
    if combat is None or not combat.had_attackers():
        raise IllegalActionError("no creature is attacking (508.8)")
    if combat.blockers or (t.step == "declare_blockers" and t.stage != "begin"):
        raise IllegalActionError("blockers were already declared this combat (509.1)")
    _advance_to(r, "declare_blockers")
    remove_from_combat(game)  # 506.4
    with r.focus("block"):
        blocks = {r.find(b): [r.find(a) for a in atts] for b, atts in act["block"].items()}
    r.mark()
    r.decider.local = dict(act.get("choices") or {})
    if combat.attackers:
        declare.declare_blockers(game, blocks)  # 509.1: checked as a whole
    elif blocks:
        raise IllegalActionError("no creature is attacking (506.4, 509.1a)")
    steps.step_actions(game, "declare_blockers")
    t.stage = "priority"
    t.priority, t.passes = t.active, 0
    r.settle(act)


def play(r: Runner, act: dict[str, Any]) -> None:
    from arbiter.engine.illegal import why_not_play
    from arbiter.engine.turn.player_actions import play_land
    from arbiter.engine.turn.priority import _land_plays

    game = r.game
    with r.focus("by"):
        by = r.player(act["by"]) if "by" in act else game.state.turn.active
    with r.focus("play"):
        oid = r._in_zone(act["play"], str(act.get("from", "hand")), by)
    r.mark()
    if oid not in [a.obj for a in _land_plays(game, by)]:
        raise IllegalActionError(why_not_play(game, oid, by) or
                                 f"{game.name_of(oid)} can't be played now (305.1-305.2)")
    first = game.state.next_id  # 400.7: the land on the battlefield is a new object
    play_land(game, by, oid)
    new = game.state.objects.get(first)
    if act.get("as") and new is not None and new.zone == "battlefield":
        new.alias = str(act["as"])
    r.settle(act)
