"""102.2, 603.2: "each other opponent" after a trigger on combat damage to an opponent
(Hydra Omnivore: "Whenever this creature deals combat damage to an opponent, it deals that
much damage to each other opponent."): the opponents besides the player dealt damage.
Played in a three-player game."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_102_2_hydra_omnivore_damages_each_other_opponent(solve) -> None:
    """Hydra Omnivore (8/8) hits Bob for 8: Carol is dealt 8 too, Alice (its controller)
    nothing."""
    out = solve("""
        name: hydra omnivore
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Hydra Omnivore, as: hydra}
        actions:
          - {attack: {hydra: Bob}}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 12}
          player Carol: {life: 12}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # the player dealt damage may not be an opponent
    "Whenever this creature deals combat damage to a player, it deals that much damage to "
    "each other opponent.",
    # no event at all: "other" than what?
    "Each other opponent loses 1 life.",
])
def test_102_2_each_other_opponent_elsewhere_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
