"""508.5, 121.1, 608.2d: "Whenever this creature attacks, defending player may draw a card."
(Sibilant Spirit, Harbor Guardian): the player it attacks chooses whether to draw."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("draws", "hand"), [(True, 1), (False, 0)])
def test_508_5_defending_player_chooses_to_draw(solve, draws: bool, hand: int) -> None:
    out = solve(f"""
        name: sibilant spirit
        battlefield:
          - {{card: Sibilant Spirit, as: spirit}}
        library: {{Bob: [Island, Island]}}
        choices: [{str(draws).lower()}]
        actions:
          - {{attack: [spirit]}}
        expect:
          player Bob: {{hand_size: {hand}}}
          player Alice: {{hand_size: 0}}
    """)
    assert out.passed, out.failures
