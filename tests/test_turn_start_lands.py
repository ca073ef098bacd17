"""500.1 / 502.3: "At the beginning of each player's upkeep, this enchantment deals X damage to
that player, where X is the number of untapped lands they controlled at the beginning of this
turn." (Power Surge): the lands are counted as the turn begins, before the untap step untaps
them."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.turn_start_lands import UntappedLandsAtTurnStart
from arbiter.scenario.errors import ScenarioError

_SURGE = """
        name: power surge
        battlefield:
          - Power Surge
          - {card: Mountain, as: a1}
          - {card: Mountain, as: a2}
          - {card: Mountain, as: a3}
          - {card: Mountain, as: a4, tapped: true}
          - {card: Forest, as: b1, controller: Bob}
          - {card: Forest, as: b2, controller: Bob}
          - {card: Forest, as: b3, controller: Bob, tapped: true}
          - {card: Forest, as: b4, controller: Bob, tapped: true}
        library: {Alice: [Mountain, Mountain], Bob: [Forest, Forest]}
        turn: {number: 2, phase: end}
        actions:
          - {pass: {to: upkeep}}
"""


def test_500_1_power_surge_counts_lands_untapped_as_the_turn_began(solve) -> None:
    """Bob's turn 3: two of his four Forests were untapped as it began (the other two untap
    in his untap step, too late): 2 damage."""
    out = solve(_SURGE + """
        expect:
          player Bob: {life: 18}
          player Alice: {life: 20}
          b3: {tapped: false}
          game: {turn: 3, step: upkeep}
    """)
    assert out.passed, out.failures


def test_500_1_power_surge_on_each_players_upkeep(solve) -> None:
    """Alice's turn 4: three untapped Mountains as it began: 3 damage to her."""
    out = solve(_SURGE + """
          - {pass: {to: upkeep}}
        expect:
          player Alice: {life: 17}
          player Bob: {life: 18}
          game: {turn: 4, step: upkeep}
    """)
    assert out.passed, out.failures


def test_500_1_power_surge_line() -> None:
    (ability,) = compile_line("At the beginning of each player's upkeep, this enchantment deals "
                              "X damage to that player, where X is the number of untapped lands "
                              "they controlled at the beginning of this turn.", "Power Surge")
    (damage,) = ability.instructions
    assert isinstance(damage.amount, UntappedLandsAtTurnStart)
    assert damage.to == damage.amount.who  # that player, dealt damage and counted


def test_500_1_power_surge_in_a_game_begun_during_the_turn_stops(solve) -> None:
    """A scenario begun in the untap step has no count from the turn's beginning: the
    engine says so rather than guess."""
    with pytest.raises(ScenarioError, match="untapped lands at the beginning"):
        out = solve(_SURGE.replace("number: 2, phase: end", "number: 3, phase: untap")
                    .replace("{pass: {to: upkeep}}", "{pass: {to: draw}}"))
        assert out.passed, out.failures
