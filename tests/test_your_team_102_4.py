"""102.4: "your team" is shorthand for "you and/or your teammates"; in a game that isn't a
multiplayer game between teams it means "you" (the engine plays no team games, 810). Object
phrases "<objects> your team controls" played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_102_4_khorvath_knights_your_team_controls_have_flying_and_haste(solve) -> None:
    """Khorvath Brightflame: Alice's summoning-sick Silver Knight has flying and haste and
    attacks (Bob takes 2); Bob's Silver Knight isn't on Alice's team and gains nothing."""
    out = solve("""
        name: khorvath your team
        battlefield:
          - Khorvath Brightflame
          - {card: Silver Knight, as: mine, summoning_sick: true}
          - {card: Silver Knight, controller: Bob, as: theirs}
        actions:
          - {attack: [mine]}
          - {pass: {to: end_of_combat}}
        expect:
          mine: {has: [flying, haste]}
          theirs: {lacks: [flying, haste]}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_102_4_rushblade_commander_summoning_sick_warrior_without_haste_refused(solve) -> None:
    """Rushblade Commander gives haste to Alice's Warriors only: Bob's summoning-sick Warrior
    on his own turn can't attack."""
    out = solve("""
        name: rushblade other team
        players: [Bob, Alice]
        battlefield:
          - {card: Rushblade Commander, controller: Alice, as: hers}
          - {card: Goblin Piker, as: piker, summoning_sick: true}
        actions:
          - {attack: [piker], refused: "summoning sickness"}
        expect:
          hers: {has: [haste]}
          piker: {lacks: [haste]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Khorvath Brightflame", "Knights your team controls have flying and haste."),
    ("Rushblade Commander", "Warriors your team controls have haste."),
    ("Sylvia Brightspear", "Dragons your team controls have double strike."),
])
def test_102_4_your_team_controls_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
