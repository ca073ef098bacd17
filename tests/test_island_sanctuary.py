"""614.1a / 504.1 / 508.1c: Island Sanctuary: "If you would draw a card during your draw step,
instead you may skip that draw. If you do, until your next turn, you can't be attacked except
by creatures with flying and/or islandwalk." """

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

_BOARD = """
        name: Island Sanctuary
        turn: {{number: 3, step: upkeep}}
        battlefield:
          - Island Sanctuary
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Serra Angel, controller: Bob, as: angel}}
        library: {{Alice: [Plains, Plains, Plains], Bob: [Swamp, Swamp, Swamp]}}
        choices: [{answer}]
        actions:
          - pass: {{to: precombat_main}}
"""


def test_614_1a_skipping_the_draw_step_draw(solve) -> None:
    """Alice skips her draw: her hand stays empty; on Bob's turn his Grizzly Bears can't
    attack her (508.1c), his Serra Angel (flying) can."""
    out = solve(_BOARD.format(answer="yes") + """
          - pass: next_turn
          - {attack: [bears], refused: "can't attack"}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_508_1c_a_flying_creature_may_still_attack(solve) -> None:
    out = solve(_BOARD.format(answer="yes") + """
          - pass: next_turn
          - {attack: [angel]}
          - pass: {to: end_of_combat}
        expect:
          player Alice: {life: 16}
    """)
    assert out.passed, out.failures


def test_614_1a_not_skipping_draws_as_usual(solve) -> None:
    """Alice draws as usual: Bob's Grizzly Bears may attack her."""
    out = solve(_BOARD.format(answer="no") + """
          - pass: next_turn
          - {attack: [bears]}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_614_1a_the_restriction_ends_at_her_next_turn(solve) -> None:
    """Until Alice's next turn: on turn 5 it is over (she draws there, answering no)."""
    out = solve(_BOARD.format(answer="yes, no") + """
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    from arbiter.engine.rules_effects import rules_effects
    from arbiter.engine.turn.draw_step_skip import ATTACK_RULE

    assert rules_effects(game, ATTACK_RULE) == []


@pytest.mark.parametrize(("line", "read"), [
    ("If you would draw a card during your draw step, instead you may skip that draw. If you "
     "do, until your next turn, you can't be attacked except by creatures with flying and/or "
     "islandwalk.", True),
    ("If you would draw a card, instead you may skip that draw.", False),
])
def test_614_1a_island_sanctuary_line(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Island Sanctuary")
    assert isinstance(ab, StaticAbility if read else UnsupportedAbility)
