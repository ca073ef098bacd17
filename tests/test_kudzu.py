"""701.3a-b: "That land's controller may attach this Aura to a land of their choice." (Kudzu:
"When enchanted land becomes tapped, destroy it. ..."): the destroyed land's controller (as it
last existed, 608.2h) chooses a land the Aura can be attached to, or none (then the unattached
Aura goes to the graveyard, 704.5m)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility

_BOARD = """
        name: Kudzu
        battlefield:
          - {{card: Forest, controller: Bob, as: forest}}
          - {{card: Kudzu, attached_to: forest, as: kudzu}}
          - {{card: Plains, as: plains}}
          - {{card: Island, controller: Bob, as: island}}
          - {{card: Icy Manipulator, as: icy}}
        actions:
          - {{activate: {{card: icy, ability: 1, targets: [forest]}}}}
        choices: [{answer}]
"""


def test_701_3a_kudzu_destroys_the_tapped_land_and_moves_on(solve) -> None:
    """Alice's Icy Manipulator taps Bob's Forest enchanted by her Kudzu: the Forest is
    destroyed, and Bob (its controller) moves Kudzu onto Alice's Plains."""
    out = solve(_BOARD.format(answer="plains") + """
        expect:
          forest: {zone: graveyard}
          kudzu: {zone: battlefield, attached_to: plains, controller: Alice}
    """)
    assert out.passed, out.failures


def test_701_3a_kudzu_not_moved_goes_to_the_graveyard(solve) -> None:
    """Bob chooses no land: Kudzu is attached to nothing and goes to the graveyard (704.5m)."""
    out = solve(_BOARD.format(answer="null") + """
        expect:
          forest: {zone: graveyard}
          kudzu: {zone: graveyard}
          island: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ("When enchanted land becomes tapped, destroy it. That land's controller may attach this "
     "Aura to a land of their choice.", True),  # Kudzu
    ("When enchanted land becomes tapped, destroy it. That land's controller may attach this "
     "Aura to target land.", False),
])
def test_701_3a_attach_of_their_choice_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Kudzu")
    assert isinstance(ab, TriggeredAbility if read else UnsupportedAbility)
