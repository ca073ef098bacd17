"""701.44a, 603.2: "Whenever a creature you control explores, ..." triggers after the
creature has explored (a land revealed and put into the hand is an exploration too).
Played: Merfolk Branchwalker enters and explores, revealing a Forest; Wildgrowth Walker
gets a +1/+1 counter and Alice gains 3 life. An opponent's creature exploring doesn't
trigger it."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps


def test_701_44a_explores_is_a_trigger_event() -> None:
    [ability] = compile_text("Whenever a creature you control explores, put a +1/+1 counter "
                             "on this creature and you gain 3 life.", "Wildgrowth Walker")
    assert ability.trigger.event == "explores"


def _walker_after_branchwalker(solve, walker_controller: str):
    out = solve(f"""
        name: wildgrowth walker
        battlefield:
          - {{card: Wildgrowth Walker, as: walker, controller: {walker_controller}}}
        hand: {{Alice: [Merfolk Branchwalker]}}
        library: {{Alice: [Forest, Island]}}
        actions:
          - {{cast: Merfolk Branchwalker}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    return game


def test_701_44a_wildgrowth_walker_grows_when_a_creature_you_control_explores(solve) -> None:
    game = _walker_after_branchwalker(solve, "Alice")
    walker = obj_id(game, "walker")
    assert [game.chars(o).name for o in game.state.zone_list("hand", 0)] == ["Forest"]
    assert game.obj(walker).counters.get("+1/+1") == 1
    assert game.state.players[0].life == 23


def test_701_44a_an_opponents_creature_exploring_doesnt_trigger_it(solve) -> None:
    """Bob's Wildgrowth Walker: Alice's Branchwalker explores, Bob's Walker stays a 1/3."""
    game = _walker_after_branchwalker(solve, "Bob")
    assert [game.chars(o).name for o in game.state.zone_list("hand", 0)] == ["Forest"]
    assert not game.obj(obj_id(game, "walker")).counters.get("+1/+1")
    assert game.state.players[1].life == 20
