"""101.4 / 701.21a / 701.9a: "Each player chooses a number of lands they control equal to the
number of lands controlled by the player who controls the fewest, then sacrifices the rest.
Players discard cards and sacrifice creatures the same way." (Balance): lands, then cards in
hand, then creatures, each counted when it is done; each player keeps the ones they choose."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.keep_fewest import KeepFewest


def test_701_21a_balance_lands_hands_creatures(solve) -> None:
    """Alice: four lands, Balance and two other cards, two creatures; Bob: two lands, one
    card, no creature. Alice keeps Plains and Island (of her choice), keeps Shock (discards
    Divination), and sacrifices both creatures; Bob loses nothing."""
    out = solve("""
        name: balance
        battlefield:
          - {card: Plains, as: p1}
          - {card: Plains, as: p2}
          - {card: Island, as: i1}
          - {card: Island, as: i2}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Forest, as: f1, controller: Bob}
          - {card: Forest, as: f2, controller: Bob}
        hand: {Alice: [Balance, {card: Shock, as: shock}, {card: Divination, as: div}],
               Bob: [{card: Swamp, as: swamp}]}
        actions:
          - {cast: Balance}
        choices: [p1, i1, shock]
        expect:
          p1: {zone: battlefield}
          i1: {zone: battlefield}
          p2: {zone: graveyard}
          i2: {zone: graveyard}
          shock: {zone: hand}
          div: {zone: graveyard}
          bears: {zone: graveyard}
          giant: {zone: graveyard}
          f1: {zone: battlefield}
          f2: {zone: battlefield}
          swamp: {zone: hand}
    """)
    assert out.passed, out.failures


def test_101_4_balance_counts_after_each_part(solve) -> None:
    """Bob has more lands but fewer cards: Bob sacrifices down to Alice's one land first, then
    Alice (no cards left after Balance) makes Bob discard his whole hand."""
    out = solve("""
        name: balance counts
        battlefield:
          - {card: Plains, as: p1}
          - {card: Forest, as: f1, controller: Bob}
          - {card: Forest, as: f2, controller: Bob}
        hand: {Alice: [Balance], Bob: [{card: Swamp, as: swamp}, {card: Island, as: isl}]}
        actions:
          - {cast: Balance}
        choices: [f2]
        expect:
          f2: {zone: battlefield}
          f1: {zone: graveyard}
          p1: {zone: battlefield}
          swamp: {zone: graveyard}
          isl: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "parts"), [
    ("Each player chooses a number of lands they control equal to the number of lands "
     "controlled by the player who controls the fewest, then sacrifices the rest. Players "
     "discard cards and sacrifice creatures the same way.", ["Land", "hand", "Creature"]),
    ("Each player chooses a number of lands they control equal to the number of lands "
     "controlled by the player who controls the fewest, then sacrifices the rest. Players "
     "sacrifice creatures and discard cards the same way.", ["Land", "Creature", "hand"]),
    ("Each player chooses a number of permanents they control equal to the number of "
     "permanents controlled by the player who controls the fewest, then sacrifices the rest. "
     "Each player discards cards the same way.", ["", "hand"]),
])
def test_101_4_keep_fewest_lines(line: str, parts: list[str]) -> None:
    (ability,) = compile_line(line, "Balance", spell=True)
    assert all(isinstance(s, KeepFewest) for s in ability.instructions)
    assert ["hand" if s.hand else next((t for t in ("Land", "Creature") if t in str(s.selector)),
                                       "") for s in ability.instructions] == parts
