"""702.11c, 613.10, 611.2a: "You and permanents you control gain hexproof until end of turn."
(Lazotep Plating): until the turn ends, no spell an opponent controls can target the player
or their permanents (those there as it resolved, 611.2c); their own spells still can
(702.11b)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text

_BOARD = """
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Lazotep Plating, {card: Shock, as: shock}],
               Bob: [{card: Lightning Bolt, as: bolt}]}
"""


def test_702_11c_lazotep_plating_opponent_cant_target_you(solve) -> None:
    out = solve("""
        name: lazotep plating, bob targets alice""" + _BOARD + """
        actions:
          - {cast: Lazotep Plating}
          - {cast: bolt, by: Bob, targets: [Alice], refused: "legal"}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_702_11c_lazotep_plating_opponent_cant_target_your_creature(solve) -> None:
    out = solve("""
        name: lazotep plating, bob targets the bears""" + _BOARD + """
        actions:
          - {cast: Lazotep Plating}
          - {cast: bolt, by: Bob, targets: [bears], refused: "legal"}
        expect:
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_11b_lazotep_plating_you_can_still_target_yourself(solve) -> None:
    """Alice's own Shock may still target her Grizzly Bears."""
    out = solve("""
        name: lazotep plating, alice shocks her bears""" + _BOARD + """
        actions:
          - {cast: Lazotep Plating}
          - {cast: shock, targets: [bears]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_11c_you_gain_hexproof_alone_reads_as_the_players() -> None:
    [ability] = compile_text("You gain hexproof until end of turn.", "Test", True) or [None]
    [step] = ability.instructions
    assert step.affected is None and step.rules_only and step.duration == "end_of_turn"


def test_702_11c_without_lazotep_plating_the_bolt_may_target_you(solve) -> None:
    """The board without the Plating: Bob's Lightning Bolt targets Alice (3 damage)."""
    out = solve("""
        name: no plating, bob targets alice""" + _BOARD + """
        actions:
          - {cast: bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures
