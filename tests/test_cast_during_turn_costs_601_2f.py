"""601.2f / 611.3b: "Spells your opponents cast during your turn cost {1} more to cast."
(Paladin Class), played through the real engine with real mana payment: the increase applies
to the spells whose cost is determined in its controller's turn, and not in the opponent's."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility
from arbiter.scenario.errors import ScenarioError


def test_611_3b_the_line_is_a_cost_increase_during_your_turn() -> None:
    (ab,) = compile_line("Spells your opponents cast during your turn cost {1} more to cast.",
                         "Paladin Class")
    assert isinstance(ab, StaticAbility) and ab.condition is not None


_BOARD = """
    name: paladin class
    battlefield:
      - {card: Paladin Class, controller: Alice}
      - {card: Mountain, controller: Bob}
    hand: {Bob: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def test_601_2f_in_alices_turn_bobs_bolt_costs_one_more(solve) -> None:
    """In Alice's turn Bob's one Mountain can't pay Lightning Bolt's {1}{R}."""
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(_BOARD + """
    actions:
      - {cast: bolt, by: Bob, targets: [Alice], pay: true}
    """)


def test_601_2f_in_bobs_turn_bolt_costs_r(solve) -> None:
    """In Bob's own turn the Mountain pays {R}: Alice takes 3."""
    out = solve(_BOARD + """
    actions:
      - {pass: next_turn}
      - {cast: bolt, by: Bob, targets: [Alice], pay: true}
    expect:
      player Alice: {life: 17}
    """)
    assert out.passed, out.failures
