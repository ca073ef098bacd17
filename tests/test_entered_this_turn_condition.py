"""611.3b: "as long as it entered this turn" (Drownyard Behemoth, Crew Captain, Keldon Strike
Team), played through the real engine: the ability applies during the turn the permanent
entered and not afterwards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Drownyard Behemoth", "This creature has hexproof as long as it entered this turn."),
    ("Crew Captain", "This creature has indestructible as long as it entered this turn."),
    ("Keldon Strike Team", "As long as this creature entered this turn, creatures you control "
     "have haste."),
])
def test_611_3b_entered_this_turn_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility) and ab.condition is not None


def test_611_3b_drownyard_behemoth_hexproof_the_turn_it_enters(board) -> None:
    """Cast this turn: hexproof. Already on the battlefield as the game was set up (it didn't
    enter this turn): no hexproof."""
    game = board("""
        name: behemoth
        battlefield: [{card: Drownyard Behemoth, as: old}]
        hand: {Alice: [{card: Drownyard Behemoth, as: new}]}
        actions:
          - {cast: Drownyard Behemoth}
    """)
    assert game.chars(obj_id(game, "new")).has_keyword("hexproof")
    assert not game.chars(obj_id(game, "old")).has_keyword("hexproof")


def test_611_3b_keldon_strike_team_gives_haste_only_this_turn(board) -> None:
    game = board("""
        name: keldon strike team
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Keldon Strike Team, as: team}]}
        actions:
          - {cast: Keldon Strike Team, choices: {kicker: 0}}
    """)
    assert game.chars(obj_id(game, "bears")).has_keyword("haste")
    game = board("""
        name: keldon strike team next turn
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Keldon Strike Team, as: team}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {cast: Keldon Strike Team, choices: {kicker: 0}}
          - {pass: next_turn}
    """)
    assert not game.chars(obj_id(game, "bears")).has_keyword("haste")
