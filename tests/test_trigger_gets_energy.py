"""107.14, 603.2: "Whenever you get one or more {E}, this creature gets +2/+2 until end of
turn." (Territorial Gorger): it triggers once each time its controller gets energy counters,
however many; "that much" is the energy got (Aether Revolt)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.structure import nodes


def test_107_14_getting_energy_pumps_the_gorger(solve) -> None:
    """Aether Hub enters under Alice's control: she gets {E}, so her Gorger (2/2) gets
    +2/+2."""
    out = solve("""
        name: territorial gorger
        battlefield:
          - {card: Territorial Gorger, as: gorger}
        hand: {Alice: [Aether Hub]}
        actions:
          - {enter: {card: Aether Hub}}
        expect:
          gorger: {power: 4, toughness: 4}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_107_14_another_players_energy_doesnt_count(solve) -> None:
    """Bob gets the {E}: Alice's Gorger stays a 2/2."""
    out = solve("""
        name: territorial gorger bob
        battlefield:
          - {card: Territorial Gorger, as: gorger}
        hand: {Bob: [Aether Hub]}
        actions:
          - {enter: {card: Aether Hub, controller: Bob}}
        expect:
          gorger: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_107_14_that_much_is_the_energy_got() -> None:
    [ab] = compile_line("Whenever you get one or more {E}, this enchantment deals that much "
                        "damage to any target.", "Aether Revolt")
    assert isinstance(ab, TriggeredAbility)
    assert any(isinstance(n, V.EventAmount) for n in nodes(ab.instructions))
