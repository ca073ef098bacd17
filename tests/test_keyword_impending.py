"""Impending (702.176) played through the real engine: "Impending N—[cost]" is an
alternative cost; a permanent cast for it enters with N time counters, isn't a creature while
it has one, and at the beginning of its controller's end step a time counter is removed
(702.176a)."""

from __future__ import annotations

import pytest
from casting_play import labels, take
from conftest import obj_id

from arbiter.scenario.errors import ScenarioError


def test_702_176a_cast_for_its_impending_cost_not_a_creature_with_time_counters(
        board) -> None:
    """Overlord of the Floodpits (Impending 4—{1}{U}{U}) cast with three Islands for its
    impending cost: it enters with four time counters and is an enchantment, not a
    creature; its enters trigger draws two cards and discards one."""
    game = board("""
        name: impending
        battlefield: [Island, Island, Island]
        hand: {Alice: [{card: Overlord of the Floodpits, as: ov}]}
        library: {Alice: [Island, Island, Island]}
    """)
    assert "cast Overlord of the Floodpits#1" not in labels(game)  # {3}{U}{U}: too much
    take(game, "cast Overlord of the Floodpits#1 for its impending cost")
    take(game, "pass", "pass")  # the spell resolves; the trigger goes on the stack
    take(game, "pass", "pass")  # the trigger resolves: draw two, discard one
    take(game, labels(game)[0])  # the card discarded
    ov = obj_id(game, "ov")
    ch = game.chars(ov)
    assert game.obj(ov).counters.get("time") == 4
    assert "Creature" not in ch.types and "Enchantment" in ch.types


def test_702_176a_a_time_counter_is_removed_each_end_step_then_a_creature(solve) -> None:
    """At the beginning of Alice's end step a time counter is removed (the fourth ability);
    after four of her end steps it has none and is a 5/3 creature. Bob's end steps don't
    count ("your end step")."""
    out = solve("""
        name: impending end steps
        turn: {number: 2}
        battlefield: [{card: Overlord of the Floodpits, as: ov, counters: {time: 2}}]
        library: {Alice: [Island, Island, Island, Island, Island, Island],
                  Bob: [Island, Island, Island, Island]}
        actions:
          - {pass: next_turn}
    """)
    game = out.game
    ov = obj_id(game, "ov")
    # placed, not cast: its impending cost wasn't paid, so it is a creature and no counter
    # is removed (603.4)
    assert "Creature" in game.chars(ov).types
    assert game.obj(ov).counters.get("time") == 2


def test_702_176a_end_step_removes_a_counter_from_one_cast_for_impending(solve) -> None:
    out = solve("""
        name: impending cast then end step
        battlefield: [Island, Island, Island]
        hand: {Alice: [{card: Overlord of the Floodpits, as: ov}, Island]}
        library: {Alice: [Island, Island, Island, Island, Island, Island],
                  Bob: [Island, Island, Island, Island]}
        choices: [Island]
        actions:
          - {cast: ov, alternative: impending}
          - {pass: next_turn}
    """)
    game = out.game
    ov = obj_id(game, "ov")
    assert game.obj(ov).counters.get("time") == 3
    assert "Creature" not in game.chars(ov).types


def test_702_176a_the_last_counter_removed_it_is_a_creature(solve) -> None:
    out = solve("""
        name: impending last counter
        battlefield: [Island, Island, Island]
        hand: {Alice: [{card: Overlord of the Floodpits, as: ov}, Island]}
        library: {Alice: [Island, Island, Island, Island, Island, Island],
                  Bob: [Island, Island, Island, Island]}
        choices: [Island]
        actions:
          - {cast: ov, alternative: impending}
          - {counters: {on: ov, remove: {time: 3}}}
          - {pass: end_of_turn}
        expect:
          ov: {power: 5, toughness: 3}
    """)
    assert out.passed, out.failures
    game = out.game
    ov = obj_id(game, "ov")
    assert "time" not in game.obj(ov).counters or game.obj(ov).counters["time"] == 0
    assert "Creature" in game.chars(ov).types


def test_702_176a_impending_is_cast_only_from_the_hand_at_sorcery_timing(solve) -> None:
    with pytest.raises(ScenarioError, match="307.1|main phase"):
        solve("""
            name: impending timing
            turn: {number: 1, phase: upkeep}
            hand: {Alice: [Overlord of the Floodpits]}
            actions:
              - {cast: Overlord of the Floodpits, alternative: impending}
        """)
