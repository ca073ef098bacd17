"""702.34a, 613.1f, 611.3b: flashback given to cards in a graveyard "during your turn", in
today's wording ("Its flashback cost is equal to its mana cost."). Played through the real
engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_702_34a_return_the_past_flashback_during_your_turn(solve) -> None:
    """Return the Past: on Alice's turn, Lightning Bolt in her graveyard is cast with
    flashback for {R} (Bob takes 3) and exiled as it resolves."""
    out = solve("""
        name: return the past
        battlefield: [Return the Past]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, from: graveyard, alternative: flashback, targets: [Bob]}
        expect:
          player Bob: {life: 17}
          bolt: {zone: exile}
    """)
    assert out.passed, out.failures


def test_611_3b_return_the_past_no_flashback_on_an_opponents_turn(solve) -> None:
    """On Bob's turn, Alice's Lightning Bolt in her graveyard has no flashback: casting it
    from there is refused."""
    out = solve("""
        name: return the past bob's turn
        players: [Bob, Alice]
        battlefield: [{card: Return the Past, controller: Alice}]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, by: Alice, from: graveyard, alternative: flashback, targets: [Bob],
             refused: "flashback"}
        expect:
          bolt: {zone: graveyard, lacks: [flashback]}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Return the Past", "During your turn, each instant and sorcery card in your graveyard has "
     "flashback. Its flashback cost is equal to its mana cost."),
    ("Iroh, Grand Lotus", "During your turn, each non-Lesson instant and sorcery card in your "
     "graveyard has flashback. The flashback cost is equal to that card's mana cost."),
])
def test_702_34a_granted_flashback_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
