"""701.17a, 107.1a: "<player> mills half their library, rounded down | up": Traumatize on a
library of five cards mills two; Fleet Swallower's attack trigger ("target player mills half
their library, rounded up") mills three of five."""

from __future__ import annotations

_LIBRARIES = "library: {Alice: [Island, Island], Bob: [Forest, Forest, Forest, Forest, Forest]}"


def _counts(game) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return len(game.state.zone_list("library", 1)), len(game.state.zone_list("graveyard", 1))


def test_107_1a_traumatize_rounds_down(board) -> None:
    game = board(f"""
        name: Traumatize
        hand: {{Alice: [Traumatize]}}
        {_LIBRARIES}
        actions:
          - {{cast: Traumatize, targets: [Bob]}}
    """)
    assert _counts(game) == (3, 2)


def test_107_1a_fleet_swallower_rounds_up(board) -> None:
    game = board(f"""
        name: Fleet Swallower
        battlefield: [{{card: Fleet Swallower, as: swallower}}]
        {_LIBRARIES}
        actions:
          - {{attack: [swallower], choices: {{target: Bob}}}}
    """)
    assert _counts(game) == (2, 3)
