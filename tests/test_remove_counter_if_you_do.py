"""608.2c with 122.8: "Whenever this creature attacks, you may remove an oil counter from it.
If you do, untap it and it gets +1/+1 until end of turn." (Lattice-Blade Mantis): the rest
happens only if a counter was there to remove."""

from __future__ import annotations

_BOARD = """
        name: lattice-blade mantis
        battlefield: [{{card: Lattice-Blade Mantis, as: mantis}}]
        actions:{remove}
          - {{attack: [mantis]}}
        choices: [yes]
        expect:
          mantis: {{power: {power}, toughness: {toughness}, tapped: {tapped}}}
"""


_REMOVE_BOTH = """
          - {counters: {on: mantis, remove: {oil: 2}}}"""


def test_122_8_mantis_removes_an_oil_counter_untaps_and_grows(solve) -> None:
    """It entered with two oil counters: one is removed, it untaps and is 5/4."""
    out = solve(_BOARD.format(remove="", power=5, toughness=4, tapped="false"))
    assert out.passed, out.failures
    mantis = next(o for o in out.game.state.battlefield())
    assert out.game.obj(mantis).counters.get("oil", 0) == 1


def test_608_2c_no_counter_to_remove_nothing_else(solve) -> None:
    """Both oil counters gone before it attacks: "yes", but nothing is removed, so it stays
    tapped and 4/3."""
    out = solve(_BOARD.format(remove=_REMOVE_BOTH, power=4, toughness=3, tapped="true"))
    assert out.passed, out.failures
