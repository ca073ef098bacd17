"""608.2d with 603.3d: "At the beginning of combat on your turn, you may have target creature
get +2/+0 until end of turn." (Battle-Rattle Shaman): the target is chosen as the ability is
put on the stack; as it resolves its controller chooses whether the creature gets the bonus."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I

_BOARD = """
        name: battle-rattle shaman
        battlefield:
          - {card: Battle-Rattle Shaman}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [bears]}
"""


def test_608_2d_battle_rattle_shaman_yes(solve) -> None:
    out = solve(_BOARD + """
        choices: [bears, yes]
        expect:
          bears: {power: 4, toughness: 2}
    """)
    assert out.passed, out.failures


def test_608_2d_battle_rattle_shaman_no(solve) -> None:
    out = solve(_BOARD + """
        choices: [bears, no]
        expect:
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "kind"), [
    ("At the beginning of combat on your turn, you may have target creature get +2/+0 until "
     "end of turn.", I.CreateEffect),
    ("When you cycle this card, you may have target creature get -1/-1 until end of turn.",
     I.CreateEffect),
    ("When this creature enters, you may have target player discard a card.", I.Discard),
])
def test_608_2d_you_may_have_lines(line: str, kind: type) -> None:
    [ab] = compile_line(line, "Test Card")
    [may] = ab.instructions
    assert isinstance(may, I.MayDo)
    [step] = may.do
    assert isinstance(step, kind)
