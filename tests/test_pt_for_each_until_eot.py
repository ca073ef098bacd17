"""107.1 with 608.2h and 611.2c: "Whenever this creature attacks, it gets +2/+0 until end of
turn for each other attacking Goblin." (Goblin Piledriver): the count is taken as the
ability resolves and the bonus doesn't change afterwards."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules import values as V

_BOARD = """
        name: goblin piledriver
        battlefield:
          - {card: Goblin Piledriver, as: piledriver}
          - {card: Raging Goblin, as: g1}
          - {card: Raging Goblin, as: g2}
          - {card: Grizzly Bears, as: bears}
"""


def test_608_2h_piledriver_counts_the_other_attacking_goblins(solve) -> None:
    """Piledriver (1/2) attacks with two Raging Goblins and Grizzly Bears: +4/+0, a 5/2
    (the Bears aren't Goblins, the Piledriver isn't "other")."""
    out = solve(_BOARD + """
        actions:
          - {attack: [piledriver, g1, g2, bears]}
        expect:
          piledriver: {power: 5, toughness: 2}
    """)
    assert out.passed, out.failures


def test_611_2c_the_bonus_is_locked_as_it_resolves(solve) -> None:
    """After the trigger resolves, Bob bolts one of the Goblins: the Piledriver stays 5/2."""
    out = solve(_BOARD + """
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {attack: [piledriver, g1, g2]}
          - {cast: Lightning Bolt, by: Bob, targets: [g1]}
        expect:
          g1: {zone: graveyard}
          piledriver: {power: 5, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "factor"), [
    ("Whenever this creature attacks, it gets +2/+0 until end of turn for each other "
     "attacking Goblin.", 2),
    ("Target creature gets +1/+0 until end of turn for each creature you control.", 1),
])
def test_107_1_pt_for_each_lines(line: str, factor: int) -> None:
    [ab] = compile_line(line, "Goblin Piledriver", spell=line.startswith("Target"))
    [effect] = ab.instructions
    assert isinstance(effect, I.CreateEffect) and effect.duration == "end_of_turn"
    [part] = effect.parts
    assert isinstance(part.power, V.AsResolved)
    inner = part.power.inner
    assert (inner.factor if isinstance(inner, V.Scaled) else 1) == factor
    assert part.toughness == V.Const(0)
