"""701.26a, 608.2c: "Tap any number of untapped creatures you control. You gain 4 life for each
creature tapped this way." (Harmony of Nature), "... Create a 4/4 white Angel creature token
with flying for each creature tapped this way." (Devout Invocation): the creatures are chosen
as the spell resolves, only untapped ones of the caster's, and the next sentence counts those
tapped."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text

_BOARD = """
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
          - {card: Llanowar Elves, tapped: true, as: elves}
          - {card: Savannah Lions, controller: Bob, as: lions}
"""


def test_701_26a_harmony_of_nature_gains_4_life_for_each_creature_tapped(solve) -> None:
    """Alice taps the Bears and the Giant (the tapped Elves and Bob's Lions aren't offered):
    8 life."""
    out = solve("""
        name: harmony of nature""" + _BOARD + """
        hand: {Alice: [Harmony of Nature]}
        choices: [bears, giant, done]
        actions:
          - {cast: Harmony of Nature}
        expect:
          bears: {tapped: true}
          giant: {tapped: true}
          lions: {tapped: false}
          player Alice: {life: 28}
    """)
    assert out.passed, out.failures


def test_701_26a_harmony_of_nature_tapping_none_gains_nothing(solve) -> None:
    out = solve("""
        name: harmony of nature none""" + _BOARD + """
        hand: {Alice: [Harmony of Nature]}
        choices: [done]
        actions:
          - {cast: Harmony of Nature}
        expect:
          bears: {tapped: false}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_701_26a_devout_invocation_creates_an_angel_for_each_creature_tapped(solve) -> None:
    out = solve("""
        name: devout invocation""" + _BOARD + """
        hand: {Alice: [Devout Invocation]}
        choices: [bears, giant, done]
        actions:
          - {cast: Devout Invocation}
        expect:
          Angel Token: {count: 2, power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_608_2c_tapped_this_way_without_the_tap_before_stays_unread() -> None:
    assert compile_text("You gain 4 life for each creature tapped this way.", "Test",
                        True) is None
