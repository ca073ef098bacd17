"""121.1, 608.2d, 115.1: "Target opponent may draw a card." (Questing Phelddagrif, Soldevi
Heretic): the opponent targeted chooses, as the ability resolves, whether to draw; the
ability's controller draws nothing."""

from __future__ import annotations

import pytest

_BOARD = """
    name: questing phelddagrif
    battlefield:
      - {card: Questing Phelddagrif, as: pheld}
    library: {Alice: [Island, Island], Bob: [Forest, Forest]}
    actions:
      - {activate: {card: pheld, ability: "{U}", targets: [Bob]}}
    choices: [%s]
    expect:
      pheld: {has: [Flying]}
      player Bob: {hand_size: %d}
      player Alice: {hand_size: 0}
"""


@pytest.mark.parametrize(("answer", "bob_hand"), [("yes", 1), ("no", 0)])
def test_608_2d_questing_phelddagrif_bob_chooses_to_draw(solve, answer: str,
                                                          bob_hand: int) -> None:
    out = solve(_BOARD % (answer, bob_hand))
    assert out.passed, out.failures
