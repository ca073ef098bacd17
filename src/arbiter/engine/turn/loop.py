"""The game loop (500-514, 117): steps and their turn-based actions, priority passing in
turn order, resolving the stack, cleanup, and the end of the game (104). Every choice is a
`Decision` answered by `game.decide`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.engine import sba
from arbiter.engine.decisions import Decision
from arbiter.engine.stack.items import resolve_top
from arbiter.engine.turn import illegal_actions, quiet_pass, steps
from arbiter.engine.turn.extra_phases import entering, next_step
from arbiter.engine.turn.priority import PASS, priority_actions
from arbiter.engine.turn.skip_steps import unless_skipped
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 500.1 / 502.4 / 514.3: steps in which no player normally receives priority.
NO_PRIORITY = {"untap", "cleanup"}


def alive(game: Game) -> list[int]:
    return [p.index for p in game.state.players if not p.lost]


def is_over(game: Game) -> bool:
    """104.2a: a player wins when all other players have left the game; 104.4a: a draw when
    all lose at once."""
    return len(alive(game)) <= 1


def run(game: Game, max_turns: int | None = None,
        on_step: Callable[[Game], None] | None = None,
        stop: Callable[[Game], bool] | None = None) -> None:
    """Play on until the game is over (or `max_turns` have been played, or `stop(game)` says
    so between two units of progress). `on_step` is called as each step begins (to check
    invariants in simulations)."""
    while not is_over(game):
        if max_turns is not None and game.state.turn.number > max_turns:
            return
        if stop is not None and stop(game):
            return
        if on_step is not None and game.state.turn.stage == "begin":
            on_step(game)
        step(game)


def step(game: Game) -> None:
    """One unit of progress: begin a step, one priority decision, or end a step."""
    if game.state.mulligans_pending:
        from arbiter.engine.turn import mulligan

        mulligan.run(game)  # 103.5
        return
    if game.state.opening_hand_actions:
        from arbiter.engine.turn import opening_hand

        opening_hand.take_actions(game)  # 103.6, before the first turn (103.8)
        return
    t = game.state.turn
    if t.stage == "begin":
        priority = begin(game, t.step)
        t.stage = "priority" if priority else "end"
        t.priority, t.passes = t.active, 0
    elif t.stage == "priority":
        priority_round(game)
    else:
        end(game)


def begin(game: Game, step_name: str) -> bool:
    """Turn-based actions of a step; whether players receive priority in it."""
    if step_name == "untap":
        steps.untap_step(game)
        return False
    if step_name == "cleanup":
        return cleanup(game)
    if step_name in ("declare_attackers", "declare_blockers", "combat_damage",
                     "end_of_combat"):
        from arbiter.engine.combat import steps as combat_steps

        if not combat_steps.begin(game, step_name):
            return False
    steps.step_actions(game, step_name)
    return True


def priority_round(game: Game) -> None:
    """117.3-117.4: the player with priority acts or passes; when all pass in succession,
    the top of the stack resolves, or the step ends if the stack is empty."""
    # 117.5: state-based actions and triggers before priority (unless nothing happened but
    # a pass since they were last checked to the end: they would do nothing)
    settled = quiet_pass.skip_check(game) or sba.run(game)
    checked = quiet_pass.fingerprint(game) if settled else None
    if is_over(game):
        return
    t = game.state.turn
    players = alive(game)
    if t.priority not in players:
        t.priority = t.active if t.active in players else players[0]
    p = t.priority
    actions = priority_actions(game, p)
    if game._live is None:
        actions = illegal_actions.still_offered(game, p, actions)  # 732.2
    choice = game.decide(Decision(
        "priority", f"{game.player_name(p)} has priority", p,
        [(a.label, a) for a in actions], key="priority", clean=True))
    if choice is None or choice == PASS:
        t.passes += 1
        t.priority = _next_player(game, p)
        if t.passes >= len(players):
            t.passes = 0
            if game.state.stack_items:
                resolve_top(game)  # 608.1
                t.priority = t.active  # 117.3b
            else:
                t.stage = "end"
        elif checked is not None:
            quiet_pass.mark(game, checked)  # 117.3d: priority passes to the next player
        return
    from arbiter.engine.turn.player_actions import perform

    try:
        perform(game, p, choice)
    except IllegalActionError as e:
        if game._live is not None:
            raise  # the step API: the caller hears of it, the game is set back
        illegal_actions.reverse(game, p, choice, e)  # 732.1-732.2: p keeps priority
        return
    t.passes = 0  # 117.3c: the player who acted receives priority again


def _next_player(game: Game, p: int) -> int:
    players = alive(game)
    n = len(game.state.players)
    for i in range(1, n + 1):
        q = (p + i) % n
        if q in players:
            return q
    return p


def end(game: Game) -> None:
    """500.2-500.4: the step ends; mana empties; the next step (or turn) begins."""
    t = game.state.turn
    if t.step == "end_of_combat":
        from arbiter.engine.combat.declare import end_combat

        end_combat(game)  # 511.3: everything is removed from combat; "this combat" ends
    if t.step == "cleanup" and t.cleanup_again:
        from arbiter.engine.mana.pool import empty

        t.cleanup_again = False
        empty(game, leaving="cleanup")  # 500.4: this cleanup step ends, so mana empties
        t.stage = "begin"  # 514.3a: another cleanup step
        return
    i = steps.STEPS.index(t.step)
    if i + 1 < len(steps.STEPS):
        nxt = steps.STEPS[i + 1]
        if nxt == "end_of_combat" or nxt in ("declare_blockers", "combat_damage"):
            if game.state.combat is None or not game.state.combat.had_attackers():  # 508.8
                nxt = "end_of_combat" if game.state.combat is not None else "postcombat_main"

        nxt = unless_skipped(game, next_step(game, t.step, nxt))  # 500.8, 614.10
        entering(game, t.step, nxt)  # 500.8: the combat phases of the turn counted
        steps.enter_step(game, nxt)
    else:

        steps.begin_turn(game)
        steps.enter_step(game, unless_skipped(game, "untap"))  # 614.10
    t.stage = "begin"


def cleanup(game: Game) -> bool:
    """514.1: discard to maximum hand size; 514.2: damage and "until end of turn" end;
    514.3a: if anything happens, players receive priority and another cleanup follows."""
    from arbiter.engine.rules_effects import max_hand_size

    # 603.7: "at the beginning of the next cleanup step" (`engine.casting.flash_sacrifice`)
    fired = steps.fire_delayed(game, "cleanup")
    active = game.state.turn.active
    limit = max_hand_size(game, active)
    hand = list(game.state.zone_list("hand", active))
    picks: list[int] = []
    while limit is not None and len(hand) > limit:
        pick = game.decide(Decision("discard", f"discard down to {limit} cards", active,
                                    [(game.name_of(o), o) for o in hand], key="discard"))
        picks.append(pick)
        hand.remove(pick)
    from arbiter.engine.keyword_actions.discard import discard
    from arbiter.engine.triggers.batches import action

    with action(game):  # 514.1, 603.2c: the cards are discarded at once, one event
        for pick in picks:
            discard(game, pick, active, cause=None)  # 701.9a: a game rule, not an ability
    steps.cleanup_actions(game)
    before = (len(game.state.stack_items), game.state.version)
    sba.run(game)
    happened = len(game.state.stack_items) > before[0] or game.state.version != before[1]
    game.state.turn.cleanup_again = bool(game.state.stack_items)
    return bool(game.state.stack_items) and (happened or fired)


def outcome(game: Game) -> dict[str, Any]:
    left = alive(game)
    if len(left) == 1:
        return {"winner": left[0], "draw": False}
    if not left:
        return {"winner": None, "draw": True}
    return {"winner": None, "draw": False}
