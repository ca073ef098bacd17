"""611.2a: "At the beginning of your upkeep, target non-Wall creature an opponent controls
gains forestwalk until your next upkeep." (Erhnam Djinn): the effect lasts through the
opponent's turn and ends as its controller's next upkeep begins, before the ability
triggers again there."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.state.effects import UNTIL_YOUR_NEXT_UPKEEP

_BOARD = """
        name: erhnam djinn
        battlefield:
          - {card: Erhnam Djinn, as: djinn}
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Wall of Wood, as: wall, controller: Bob}
        library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
"""


def test_611_2a_erhnam_djinn_forestwalk_through_the_opponents_turn(solve) -> None:
    """Alice's upkeep: Bob's Grizzly Bears (not his Wall) gains forestwalk, and still has it
    in Bob's own turn."""
    out = solve(_BOARD + """
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
        expect:
          bears: {has: [Forestwalk]}
          wall: {lacks: [Forestwalk]}
          game: {turn: 4}
    """)
    assert out.passed, out.failures


def test_611_2a_erhnam_djinn_forestwalk_ends_as_your_next_upkeep_begins(solve) -> None:
    """Alice's next upkeep begins (turn 5): the ability is on the stack again, and the
    Bears' forestwalk from the last one has ended."""
    out = solve(_BOARD + """
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}, respond: true}
        expect:
          bears: {lacks: [Forestwalk]}
          game: {turn: 5, step: upkeep, stack: 1}
    """)
    assert out.passed, out.failures


def test_611_2a_until_your_next_upkeep_line() -> None:
    (ability,) = compile_line("At the beginning of your upkeep, target non-Wall creature an "
                              "opponent controls gains forestwalk until your next upkeep.",
                              "Erhnam Djinn")
    (step,) = ability.instructions
    assert step.duration == UNTIL_YOUR_NEXT_UPKEEP
