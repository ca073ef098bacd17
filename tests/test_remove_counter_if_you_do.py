"""608.2c, 122.1: "Remove a <kind> counter from <one object>. If you do, <effect>." (Woeleecher,
Exemplar of Strength, Clockwork Hydra, Dawn of a New Age): the effect follows only if the
object had the counter to remove."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import Passing, pass_to

from arbiter.compiler.lines import compile_text


@pytest.mark.parametrize(("counters", "life"), [({"-1/-1": 2}, 22), ({}, 20)])
def test_608_2c_woeleecher_gains_life_only_if_a_counter_was_removed(
        solve, counters: dict[str, int], life: int) -> None:
    out = solve(f"""
        name: woeleecher
        battlefield:
          - {{card: Woeleecher, as: leech}}
          - {{card: Craw Wurm, controller: Bob, counters: {counters}, as: wurm}}
        actions:
          - {{activate: {{card: leech, ability: 1, targets: [wurm]}}}}
        expect:
          player Alice: {{life: {life}}}
          wurm: {{counters: {{{'"-1/-1": 1' if counters else ''}}}}}
    """)
    assert out.passed, out.failures


def test_608_2c_remove_from_each_of_several_if_you_do_stays_unread() -> None:
    """"If you do" after removing from several objects (all of them? any?) isn't read."""
    assert compile_text("Whenever you attack, you may remove a +1/+1 counter from each of two "
                        "creatures you control. If you do, draw a card.", "Test") is None


def test_122_1_heartmender_removes_a_counter_from_each_creature_you_control(board) -> None:
    """"At the beginning of your upkeep, remove a -1/-1 counter from each creature you
    control.": Alice's Giant (two counters) keeps one, her Bears (one) none; Bob's Wurm keeps
    both."""
    game = board("""
        name: heartmender
        battlefield:
          - Heartmender
          - {card: Hill Giant, counters: {"-1/-1": 2}, as: giant}
          - {card: Grizzly Bears, counters: {"-1/-1": 1}, as: bears}
          - {card: Craw Wurm, controller: Bob, counters: {"-1/-1": 2}, as: wurm}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    pass_to(game, 3, "draw", Passing())
    assert game.obj(obj_id(game, "giant")).counters.get("-1/-1") == 1
    assert not game.obj(obj_id(game, "bears")).counters.get("-1/-1")
    assert game.obj(obj_id(game, "wurm")).counters.get("-1/-1") == 2
