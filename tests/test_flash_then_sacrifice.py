"""702.8a / 601.3c, 307.1, 603.7, 514.3a: "You may cast this spell as though it had flash. If
you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
becomes sacrifices it at the beginning of the next cleanup step." (Parapet, Spider Climb,
Armor of Thorns ...). Played through the real turn structure: the cleanup step's delayed
trigger, priority in it, another cleanup step (514.3a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.flash_sacrifice import FlashThenSacrifice

LINE = ("You may cast this spell as though it had flash. If you cast it any time a sorcery "
        "couldn't have been cast, the controller of the permanent it becomes sacrifices it at "
        "the beginning of the next cleanup step.")


def _board(step: str, turn: int = 1, more: str = "") -> str:
    return f"""
        name: parapet
        turn: {{number: {turn}, step: {step}}}
        battlefield: [{{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [{{card: Parapet, as: parapet}}{more}]}}
    """


def test_601_3c_parapet_cast_in_combat_is_sacrificed_at_cleanup(solve) -> None:
    """Alice casts Parapet at the beginning of combat (a sorcery couldn't be cast): it
    resolves, the Bears is a 2/3; at the beginning of the cleanup step Parapet is
    sacrificed (603.7), so the Bears is a 2/2 on Bob's turn."""
    out = solve(_board("beginning_of_combat") + """
        actions:
          - {cast: parapet}
        expect:
          bears: {power: 2, toughness: 3}
          parapet: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve(_board("beginning_of_combat") + """
        actions:
          - {cast: parapet}
          - {pass: next_turn}
        expect:
          bears: {power: 2, toughness: 2}
          Parapet: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_307_1_parapet_cast_in_the_main_phase_stays(solve) -> None:
    """Cast in Alice's main phase with an empty stack, Parapet is not sacrificed: still on
    the battlefield on Bob's turn."""
    out = solve(_board("precombat_main") + """
        actions:
          - {cast: parapet}
          - {pass: next_turn}
        expect:
          bears: {power: 2, toughness: 3}
          parapet: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_307_1_parapet_cast_in_response_in_the_main_phase_is_sacrificed(solve) -> None:
    """In Alice's main phase but with Shock on the stack (307.1: the stack isn't empty), a
    sorcery couldn't have been cast: Parapet is sacrificed at cleanup."""
    out = solve(_board("precombat_main", more=", Shock") + """
        actions:
          - {cast: Shock, targets: [Bob], respond: true}
          - {cast: parapet}
          - {pass: next_turn}
        expect:
          Parapet: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_601_3c_parapet_in_an_opponents_turn(solve) -> None:
    """Alice casts Parapet in Bob's turn (turn 2): sacrificed at the beginning of that
    turn's cleanup step, by its controller."""
    out = solve(_board("end", turn=2) + """
        actions:
          - {cast: parapet}
          - {pass: next_turn}
        expect:
          Parapet: {zone: graveyard}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_603_7c_a_new_object_is_not_sacrificed(solve) -> None:
    """Parapet cast in combat, then returned to Alice's hand and put onto the battlefield
    again: a new object (400.7), which the delayed ability doesn't sacrifice."""
    out = solve(_board("beginning_of_combat") + """
        actions:
          - {cast: parapet}
          - {move: {card: parapet, to: hand}}
          - {enter: {card: Parapet, as: again}}
          - {pass: next_turn}
        expect:
          again: {zone: battlefield}
          bears: {power: 2, toughness: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("name", ["Parapet", "Spider Climb", "Armor of Thorns", "Soar",
                                  "Relic Ward", "Mystic Veil"])
def test_601_3c_oracle_line(name: str) -> None:
    (ab,) = compile_line(LINE, name)
    assert isinstance(ab, FlashThenSacrifice)
