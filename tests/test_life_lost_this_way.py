"""119.3: "<players> lose N life. You gain life equal to the life lost this way." — the gain
is the life the players actually lost as the sentence before was followed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.players.life_lost_this_way import GainLifeLostThisWay


@pytest.mark.parametrize(("name", "line"), [
    ("Exsanguinate", "Each opponent loses X life. You gain life equal to the life lost this "
     "way."),
    ("Blood Tithe", "Each opponent loses 3 life. You gain life equal to the life lost this "
     "way."),
    ("Shard of the Nightbringer", "Drain Life — When this creature enters, if you cast it, "
     "target opponent loses half their life, rounded up. You gain life equal to the life lost "
     "this way."),
    ("Servant of Tymaret", "Inspired — Whenever this creature becomes untapped, each opponent "
     "loses 1 life. You gain life equal to the life lost this way."),
])
def test_119_3_life_lost_this_way_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, name in ("Exsanguinate", "Blood Tithe")) or [None]
    assert isinstance(ability.instructions[-1], GainLifeLostThisWay)


@pytest.mark.parametrize("line", [
    "Draw a card. You gain life equal to the life lost this way.",
])
def test_119_3_life_lost_this_way_after_no_loss_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def test_119_3_exsanguinate_gains_what_each_opponent_lost(solve) -> None:
    """Three players: X = 2 makes Bob and Carol lose 2 each; Alice gains 4."""
    out = solve("""
        name: exsanguinate
        players: [Alice, Bob, Carol]
        hand: {Alice: [Exsanguinate]}
        actions:
          - {cast: Exsanguinate, choices: {x: 2}}
        expect:
          player Alice: {life: 24}
          player Bob: {life: 18}
          player Carol: {life: 18}
    """)
    assert out.passed, out.failures


def test_119_3_blood_tithe_a_player_loses_more_than_they_have(solve) -> None:
    """Bob at 1 life still loses all 3 (his total becomes -2): Alice gains 3."""
    out = solve("""
        name: blood tithe
        hand: {Alice: [Blood Tithe]}
        actions:
          - {set: {player: Bob, life: 1}}
          - {cast: Blood Tithe}
    """)
    assert out.passed, out.failures
    players = out.game.state.players
    assert players[0].life == 23 and players[1].life == -2


def test_119_3_shard_of_the_nightbringer_half_rounded_up(solve) -> None:
    """Bob at 7 loses half his life rounded up, 4; Alice gains 4."""
    out = solve("""
        name: shard
        hand: {Alice: [Shard of the Nightbringer]}
        actions:
          - {set: {player: Bob, life: 7}}
          - {cast: Shard of the Nightbringer}
    """)
    assert out.passed, out.failures
    players = out.game.state.players
    assert players[0].life == 24 and players[1].life == 3
