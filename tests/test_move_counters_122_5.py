"""122.5: "At the beginning of your upkeep, you may move any number of +1/+1 counters from this
creature onto other creatures." (Forgotten Ancient): each counter moved is removed from it and
put on the creature chosen; "any number" may be some of them, split among creatures."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.counters_moved import MoveCountersFromSource

_ANCIENT = """
        name: forgotten ancient
        battlefield:
          - {card: Forgotten Ancient, as: ancient, counters: {+1/+1: 3}}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        library: {Alice: [Forest, Forest]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
        choices: %s
"""


def test_122_5_forgotten_ancient_splits_two_of_three_counters(solve) -> None:
    """Alice moves one counter onto her Grizzly Bears and one onto Bob's Hill Giant, and
    keeps the third: Ancient 1/4 with one counter, Bears 3/3, Giant 4/4."""
    out = solve(_ANCIENT % "[yes, bears, giant, null]" + """
        expect:
          ancient: {counters: {+1/+1: 1}, power: 1, toughness: 4}
          bears: {counters: {+1/+1: 1}, power: 3, toughness: 3}
          giant: {counters: {+1/+1: 1}, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_122_5_forgotten_ancient_moves_all_onto_one(solve) -> None:
    """All three onto the Bears: no more are offered once the Ancient has none."""
    out = solve(_ANCIENT % "[yes, bears, bears, bears]" + """
        expect:
          ancient: {power: 0, toughness: 3}
          bears: {counters: {+1/+1: 3}, power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_122_5_forgotten_ancient_declined(solve) -> None:
    out = solve(_ANCIENT % "[no]" + """
        expect:
          ancient: {counters: {+1/+1: 3}}
          bears: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "targeted"), [
    ("At the beginning of your upkeep, you may move any number of +1/+1 counters from this "
     "creature onto other creatures.", False),
    ("At the beginning of your upkeep, you may move any number of +1/+1 counters from this "
     "creature onto another target creature.", True),
])
def test_122_5_move_counters_lines(line: str, targeted: bool) -> None:
    (ability,) = compile_line(line, "Mover")
    (may,) = ability.instructions
    (step,) = may.do
    assert isinstance(step, MoveCountersFromSource) and step.kind == "+1/+1"
    assert (step.onto is not None) == targeted == bool(ability.targets)
