"""614.10: "When this creature is turned face up, each opponent skips their next untap step."
(Brine Elemental) and "Target player skips their next draw step." (Fatigue): a one-time
replacement of that player's next such step; the one after it happens as usual."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.skip_next import SkipNextStep

_BRINE = """
        name: brine elemental
        battlefield:
          - {card: Brine Elemental, as: brine, face_down: true}
          - {card: Forest, as: forest, controller: Bob, tapped: true}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {turn_face_up: brine}
          - {pass: {to: upkeep}}
"""


def test_614_10_brine_elemental_bob_skips_his_next_untap_step(solve) -> None:
    """Brine Elemental turned face up on Alice's turn: in Bob's next turn his Forest stays
    tapped (his untap step is skipped)."""
    out = solve(_BRINE + """
        expect:
          brine: {face_down: false}
          forest: {tapped: true}
          game: {turn: 4, step: upkeep}
    """)
    assert out.passed, out.failures


def test_614_10_only_the_next_untap_step(solve) -> None:
    """Bob's untap step after that (turn 6) happens: the Forest untaps."""
    out = solve(_BRINE + """
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
        expect:
          forest: {tapped: false}
          game: {turn: 6, step: upkeep}
    """)
    assert out.passed, out.failures


def test_614_10_fatigue_skips_the_next_draw_step(solve) -> None:
    """Fatigue on Bob in Alice's turn: Bob draws nothing in his turn 4; in his turn 6 he
    draws as usual."""
    out = solve("""
        name: fatigue
        battlefield: [Island, Island]
        hand: {Alice: [Fatigue]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {cast: Fatigue, targets: [Bob]}
          - {pass: {to: precombat_main}}
        expect:
          player Bob: {hand_size: 0}
          game: {turn: 4}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: fatigue later
        battlefield: [Island, Island]
        hand: {Alice: [Fatigue]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {cast: Fatigue, targets: [Bob]}
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
        expect:
          player Bob: {hand_size: 1}
          game: {turn: 6}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "spell", "step"), [
    ("When this creature is turned face up, each opponent skips their next untap step.",
     False, "untap"),
    ("Target player skips their next draw step.", True, "draw"),
    ("{0}: This creature gets +2/+2 until end of turn. You skip your next untap step. "
     "Activate only once each turn.", False, "untap"),
])
def test_614_10_skip_next_step_lines(line: str, spell: bool, step: str) -> None:
    (ability,) = compile_line(line, "Skipper", spell=spell)
    skip = ability.instructions[-1]
    assert isinstance(skip, SkipNextStep) and skip.step == step
