"""115.1, 601.2c, 115.3: "one or two target creatures": the player chooses one target or two
different ones, never none; the instruction acts on each target chosen ("Return one or two
target creatures to their owners' hands.", "One or two target creatures each get +2/+1 until
end of turn.")."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text

_BOARD = """
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Counterintelligence]}
"""


def test_115_1_counterintelligence_returns_two_target_creatures(solve) -> None:
    out = solve("""
        name: counterintelligence two""" + _BOARD + """
        actions:
          - {cast: Counterintelligence, targets: [bears, giant]}
        expect:
          bears: {zone: hand}
          giant: {zone: hand}
    """)
    assert out.passed, out.failures


def test_115_1_counterintelligence_may_return_one_target_creature(solve) -> None:
    out = solve("""
        name: counterintelligence one""" + _BOARD + """
        actions:
          - {cast: Counterintelligence, targets: [giant]}
        expect:
          bears: {zone: battlefield}
          giant: {zone: hand}
    """)
    assert out.passed, out.failures


def test_601_2c_counterintelligence_needs_at_least_one_target(solve) -> None:
    out = solve("""
        name: counterintelligence none""" + _BOARD + """
        actions:
          - {cast: Counterintelligence, targets: [], refused: "needs"}
        expect:
          bears: {zone: battlefield}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_115_3_counterintelligence_cant_choose_one_creature_twice(solve) -> None:
    out = solve("""
        name: counterintelligence twice""" + _BOARD + """
        actions:
          - {cast: Counterintelligence, targets: [bears, bears], refused: "115.3"}
    """)
    assert out.passed, out.failures


def test_115_1_hearts_on_fire_gives_each_target_plus_2_plus_1(solve) -> None:
    """Hearts on Fire on Grizzly Bears and Hill Giant: 4/3 and 5/4 until end of turn; Bob's
    Llanowar Elves, not chosen, stays 1/1."""
    out = solve("""
        name: hearts on fire
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [Hearts on Fire]}
        actions:
          - {cast: Hearts on Fire, targets: [bears, giant]}
        expect:
          bears: {power: 4, toughness: 3}
          giant: {power: 5, toughness: 4}
          elves: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_115_3_one_or_two_targets_after_another_target_stays_unread() -> None:
    """After another target the second of "one or two" would have to differ only from the
    first of them (115.3), which the requirement can't say: left unread."""
    assert compile_text("Destroy target artifact and one or two target creatures.",
                        "Test Card", True) is None
