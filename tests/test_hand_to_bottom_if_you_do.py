"""118.12, 608.2c, 401.4: "You may put a card from your hand on the bottom of your library. If
you do, draw a card." (Fire Prophecy, Manhole Missile, Volcanic Spite): the draw follows only
a card put there; declined, or with an empty hand, there is none."""

from __future__ import annotations

from conftest import obj_id

_BOARD = """
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        library: {Alice: [{card: Swamp, as: top}, {card: Forest, as: second}]}
"""


def test_118_12_fire_prophecy_puts_a_card_on_the_bottom_and_draws(solve) -> None:
    """Alice puts the Island on the bottom and draws the Swamp; Hill Giant is dealt 3."""
    out = solve("""
        name: fire prophecy yes""" + _BOARD + """
        hand: {Alice: [Fire Prophecy, {card: Island, as: island}]}
        choices: ["yes", island]
        actions:
          - {cast: Fire Prophecy, targets: [giant]}
        expect:
          giant: {zone: graveyard}
          island: {zone: library}
          top: {zone: hand}
          second: {zone: library}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.zone_list("library", 0)[-1] == obj_id(game, "island")  # the bottom


def test_118_12_fire_prophecy_declined_draws_nothing(solve) -> None:
    out = solve("""
        name: fire prophecy no""" + _BOARD + """
        hand: {Alice: [Fire Prophecy, {card: Island, as: island}]}
        choices: ["no"]
        actions:
          - {cast: Fire Prophecy, targets: [giant]}
        expect:
          island: {zone: hand}
          top: {zone: library}
    """)
    assert out.passed, out.failures


def test_118_12_fire_prophecy_with_an_empty_hand_draws_nothing(solve) -> None:
    """Fire Prophecy was Alice's only card: she chooses to put one back, has none, so she
    doesn't draw (118.12: she didn't do it)."""
    out = solve("""
        name: fire prophecy empty hand""" + _BOARD + """
        hand: {Alice: [Fire Prophecy]}
        choices: ["yes"]
        actions:
          - {cast: Fire Prophecy, targets: [giant]}
        expect:
          top: {zone: library}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
