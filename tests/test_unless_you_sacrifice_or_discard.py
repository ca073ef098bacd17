"""118.12 with 118.3, 701.9a and 701.21a: "sacrifice it unless you sacrifice a Forest"
(Rogue Elephant), "sacrifice this creature unless you discard a card" (Masticore): a cost
paid as the ability resolves, offered only if the player can pay it; if they don't, the
creature is sacrificed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import costs as K
from arbiter.rules import instructions as I
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

_ELEPHANT = """
        name: rogue elephant
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [Rogue Elephant]}
        actions:
          - {cast: Rogue Elephant, as: elephant}
"""


def test_118_12_rogue_elephant_kept_by_sacrificing_a_forest(solve) -> None:
    out = solve(_ELEPHANT + """
        choices: [yes]
        expect:
          elephant: {zone: battlefield}
          forest: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_118_12_rogue_elephant_declined_is_sacrificed(solve) -> None:
    out = solve(_ELEPHANT + """
        choices: [no]
        expect:
          elephant: {zone: graveyard}
          forest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_118_3_without_a_forest_it_cant_be_paid(solve) -> None:
    """A Mountain is no Forest: nothing to pay with, so the Elephant is sacrificed (no
    question asked)."""
    out = solve("""
        name: rogue elephant without a forest
        battlefield: [{card: Mountain, as: mountain}]
        hand: {Alice: [Rogue Elephant]}
        actions:
          - {cast: Rogue Elephant, as: elephant}
        expect:
          elephant: {zone: graveyard}
          mountain: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_9a_masticore_upkeep_discard_or_sacrifice(solve) -> None:
    """Alice's upkeep: she discards her Island to keep Masticore."""
    out = solve("""
        name: masticore upkeep
        battlefield: [{card: Masticore, as: masticore}]
        hand: {Alice: [Island]}
        library: {Alice: [Swamp, Swamp]}
        turn: {number: 3, phase: untap}
        actions:
          - {pass: {to: draw}}
        choices: [yes]
        expect:
          masticore: {zone: battlefield}
          Island: {zone: graveyard}
          player Alice: {lost: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "cost"), [
    ("When this creature enters, sacrifice it unless you sacrifice a Forest.",
     K.SacrificePermanents),
    ("At the beginning of your upkeep, sacrifice this creature unless you discard a card.",
     K.DiscardCard),
])
def test_118_12_unless_you_lines(line: str, cost: type) -> None:
    [ab] = compile_line(line, "Test Card")
    [may] = ab.instructions
    assert isinstance(may, I.MayPay) and may.who == "you"
    assert may.otherwise == (I.Sacrifice(I.Ref.this()),)
    [c] = may.cost
    assert isinstance(c, cost)


def test_701_9b_discard_at_random_is_the_games_pick() -> None:
    """"unless you discard a card at random" is read as its own cost (701.9b: the game picks
    the card; played in tests/test_unless_discard_at_random.py)."""
    [ab] = compile_line("When this creature enters, sacrifice it unless you discard a card at "
                        "random.", "Balduvian Horde")
    [may] = ab.instructions
    assert isinstance(may, I.MayPay) and may.cost == (DiscardCardAtRandom(),)
