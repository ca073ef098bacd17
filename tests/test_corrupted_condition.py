"""Corrupted (207.2c) / 122.1f: "as long as an opponent has three or more poison counters",
played through the real engine: poison counters given by infect damage (702.90b) turn the
condition on."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, StaticAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Apostle of Invasion",
     "Corrupted \u2014 As long as an opponent has three or more poison counters, this creature "
     "has double strike.", StaticAbility),
    ("Zealot's Conviction",
     "Corrupted \u2014 As long as an opponent has three or more poison counters, enchanted "
     "creature gets an additional +1/+0 and has first strike.", StaticAbility),
    ("Sinew Dancer",
     "Corrupted \u2014 {W}, {T}: Tap target creature. Activate only if an opponent has three "
     "or more poison counters.", ActivatedAbility),
])
def test_122_1f_corrupted_real_lines(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind), ab


def _double_strike(game) -> bool:
    return game.chars(obj_id(game, "apostle")).has_keyword("double strike")


def test_122_1f_apostle_of_invasion_gains_double_strike_once_bob_is_corrupted(board) -> None:
    """Before combat Bob has no poison counters: no double strike. Putrefax (5/5 infect,
    unblocked) gives Bob five poison counters: Apostle of Invasion has double strike."""
    game = board("""
        name: corrupted
        turn: {number: 2}
        battlefield:
          - {card: Apostle of Invasion, as: apostle}
          - {card: Putrefax, as: putrefax}
    """)
    assert not _double_strike(game)
    game = board("""
        name: corrupted after combat
        turn: {number: 2}
        battlefield:
          - {card: Apostle of Invasion, as: apostle}
          - {card: Putrefax, as: putrefax}
        actions:
          - {attack: [putrefax]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {poison: 5, life: 20}
    """)
    assert game.state.players[1].poison == 5
    assert _double_strike(game)


def test_122_1f_two_poison_counters_arent_three(board) -> None:
    """Alice's Tine Shrike (2/1 infect) gives Bob two poison counters:
    not enough."""
    game = board("""
        name: two poison
        turn: {number: 2}
        battlefield:
          - {card: Apostle of Invasion, as: apostle}
          - {card: Tine Shrike, as: shrike}
        actions:
          - {attack: [shrike]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
    """)
    assert game.state.players[1].poison == 2
    assert not _double_strike(game)
