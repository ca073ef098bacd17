"""101.2 / 122: "This creature can't have counters put on it." (Tatterkite, Melira's Keepers)
and "Creatures your opponents control can't have +1/+1 counters put on them." (Blightbeetle),
played through the real engine: the counters aren't put on it, whatever tries."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.counter_bans import CANT_HAVE_COUNTERS
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Tatterkite", "This creature can't have counters put on it.", None),
    ("Melira's Keepers", "This creature can't have counters put on it.", None),
    ("Blightbeetle", "Creatures your opponents control can't have +1/+1 counters put on them.",
     "+1/+1"),
    ("Melira, Sylvok Outcast", "Creatures you control can't have -1/-1 counters put on them.",
     "-1/-1"),
])
def test_101_2_cant_have_counters_real_lines(name: str, line: str, kind: str | None) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    assert [(p.rule, p.detail) for e in ab.effects for p in e.parts] == [
        (CANT_HAVE_COUNTERS, kind)]


def test_101_2_tatterkite_gets_no_counter_from_battlegrowth(board) -> None:
    game = board("""
        name: tatterkite
        battlefield: [{card: Tatterkite, as: kite}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Battlegrowth, Battlegrowth]}
        actions:
          - {cast: Battlegrowth, targets: [kite]}
          - {cast: Battlegrowth, targets: [bears]}
    """)
    assert game.obj(obj_id(game, "kite")).counters == {}
    assert game.obj(obj_id(game, "bears")).counters == {"+1/+1": 1}


def test_101_2_blightbeetle_stops_only_the_named_kind_for_opponents(board) -> None:
    """Alice's Blightbeetle: Bob's Grizzly Bears can't get a +1/+1 counter; Alice's own Hill
    Giant can."""
    game = board("""
        name: blightbeetle
        battlefield:
          - Blightbeetle
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, as: giant}
        hand: {Bob: [Battlegrowth], Alice: [Battlegrowth]}
        actions:
          - {cast: Battlegrowth, by: Bob, targets: [bears]}
          - {cast: Battlegrowth, targets: [giant]}
    """)
    assert game.obj(obj_id(game, "bears")).counters == {}
    assert game.obj(obj_id(game, "giant")).counters == {"+1/+1": 1}
