"""702.8a / 601.3b / 513.1: "During each opponent's end step, you may cast spells as though
they had flash." (Final-Word Phantom): a static ability whose permission holds only during
the end step of a turn of an opponent of its controller (102.2)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.step_windows import DuringSteps


def _board(step: str) -> str:
    return f"""
        name: final-word phantom
        turn: {{number: 1, step: {step}}}
        battlefield: [{{card: Final-Word Phantom, controller: Bob}},
                      {{card: Island, controller: Bob}}, {{card: Island, controller: Bob}},
                      {{card: Island, controller: Bob}}]
        library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
        hand: {{Bob: [{{card: Divination, as: spell}}]}}
    """


def test_513_1_the_line_is_a_permission_during_opponents_end_steps() -> None:
    [ability] = compile_text("During each opponent's end step, you may cast spells as though "
                             "they had flash.", "Final-Word Phantom") or [None]
    assert ability.condition == DuringSteps(("end",), "opponents")


def test_702_8a_bob_casts_a_sorcery_in_alices_end_step(solve) -> None:
    out = solve(_board("end") + """
        actions:
          - {cast: Divination, by: Bob, pay: true}
        expect:
          spell: {zone: graveyard}
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_307_1_not_in_alices_main_phase(solve) -> None:
    out = solve(_board("precombat_main") + """
        actions:
          - {cast: Divination, by: Bob, pay: true, refused: "307.1"}
        expect:
          spell: {zone: hand}
    """, name="main.yaml")
    assert out.passed, out.failures
