"""611.3b / 613.4b / 604.3a(5): "During your turn, Angry Mob's power and toughness are each
equal to 2 plus the number of Swamps your opponents control. During turns other than yours,
Angry Mob's power and toughness are each 2." Not a characteristic-defining ability (it sets
the values only while a condition holds): two layer 7b effects of one static ability, played
on boards by the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def test_613_4b_angry_mob_line_read() -> None:
    (ab,) = compile_line(
        "During your turn, Angry Mob's power and toughness are each equal to 2 plus the number "
        "of Swamps your opponents control. During turns other than yours, Angry Mob's power "
        "and toughness are each 2.", "Angry Mob")
    assert isinstance(ab, StaticAbility) and not ab.cda, ab


@pytest.mark.parametrize(("players", "size"), [
    ("[Alice, Bob]", 4),  # Alice's turn: 2 plus Bob's two Swamps (not her own)
    ("[Bob, Alice]", 2),  # Bob's turn
])
def test_613_4b_angry_mob_during_your_turn_and_others(solve, players: str, size: int) -> None:
    out = solve(f"""
        name: angry mob
        players: {players}
        battlefield:
          - {{card: Angry Mob, as: mob, controller: Alice}}
          - {{card: Swamp, controller: Alice}}
          - {{card: Swamp, controller: Bob}}
          - {{card: Swamp, controller: Bob}}
        expect:
          mob: {{power: {size}, toughness: {size}}}
    """)
    assert out.passed, out.failures
