"""122.2's exception for Skullbriar, the Walking Grave, read from its Oracle text: "Counters
remain on Skullbriar as it moves to any zone other than a player's hand or library." 113.6c:
the ability works from every zone but those, so the counters follow it on from a graveyard."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("path,kept", [
    (["graveyard"], True),
    (["exile"], True),
    (["graveyard", "exile"], True),
    (["graveyard", "battlefield"], True),
    (["hand"], False),
    (["graveyard", "library"], False),
])
def test_122_2_113_6c_skullbriar_keeps_its_counters(solve, path: list[str], kept: bool) -> None:
    moves = "\n".join(f"          - move: {{card: skull, to: {z}}}" for z in path)
    counters = '{"+1/+1": 2}' if kept else "{}"
    out = solve(f"""
        name: skullbriar counters
        battlefield:
          - {{card: "Skullbriar, the Walking Grave", as: skull, counters: {{"+1/+1": 2}}}}
        actions:
{moves}
        expect:
          skull: {{zone: {path[-1]}, counters: {counters}}}
    """)
    assert out.passed, out.failures


def test_122_2_other_cards_lose_their_counters(solve) -> None:
    """122.2: without such an ability, the counters don't follow it to the graveyard."""
    out = solve("""
        name: bears counters
        battlefield: [{card: Grizzly Bears, as: bears, counters: {"+1/+1": 2}}]
        actions:
          - move: {card: bears, to: graveyard}
        expect:
          bears: {zone: graveyard, counters: {}}
    """)
    assert out.passed, out.failures
