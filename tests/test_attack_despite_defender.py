"""702.3b: "{W}: This creature can attack this turn as though it didn't have defender." (Wall
of One Thousand Cuts), a one-shot effect until end of turn, played through the engine: the
Wall can't attack before, attacks after the ability resolves, and can't the next turn."""

from __future__ import annotations

import pytest

_BOARD = """
name: wall
turn: {{number: 2}}
battlefield:
  - {{card: Wall of One Thousand Cuts, as: wall}}
actions:
{actions}
"""


def test_702_3b_refused_without_the_ability(solve) -> None:
    out = solve(_BOARD.format(actions="  - {attack: [wall], refused: \"defender\"}"))
    assert out.passed, out.failures


def test_702_3b_attacks_after_the_ability(solve) -> None:
    out = solve(_BOARD.format(actions="  - {activate: {card: wall, ability: \"{W}\"}}\n"
                                      "  - {attack: [wall]}\n  - {block: {}}\n"
                                      "  - {pass: end_of_turn}") + """
expect:
  player Bob: {life: 17}
""")
    assert out.passed, out.failures


def test_702_3b_the_effect_ends_with_the_turn(solve) -> None:
    out = solve(_BOARD.format(actions="  - {activate: {card: wall, ability: \"{W}\"}}\n"
                                      "  - {pass: next_turn}\n  - {pass: next_turn}\n"
                                      "  - {attack: [wall], refused: \"defender\"}")
                .replace("battlefield:", "library: {Alice: [Plains], Bob: [Plains]}\n"
                                         "battlefield:"))
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "{W}: This creature can attack this turn as though it didn't have defender.",
])
def test_702_3b_line_read(catalog, line: str) -> None:
    from arbiter.rules.abilities import UnsupportedAbility

    mine = [a for a in catalog.abilities("Wall of One Thousand Cuts", 0) if a.text == line]
    assert len(mine) == 1 and not isinstance(mine[0], UnsupportedAbility)
