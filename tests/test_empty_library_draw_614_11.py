"""614.11 / 121.6a: draws replaced while the player's library has no cards in it ("you win
the game instead", Laboratory Maniac; "skip that draw instead", Living Conundrum), applied
although no card could be drawn; 616.1: the player chooses which applies. Played through the
real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text

_CONUNDRUM = """{token: {name: Conundrum, types: [Enchantment], text: "If you would draw a card
                 while your library has no cards in it, skip that draw instead."}}"""


def test_614_11_laboratory_maniac_second_draw_of_divination_wins(solve) -> None:
    """Laboratory Maniac, one card in Alice's library: Divination's first draw takes it
    (121.2: one at a time), the second would be from an empty library and Alice wins
    instead (104.2b): Bob has lost."""
    out = solve("""
        name: lab maniac
        battlefield: [Laboratory Maniac]
        hand: {Alice: [Divination]}
        library: {Alice: [Island]}
        actions:
          - {cast: Divination}
        expect:
          player Bob: {lost: true}
          player Alice: {lost: false, hand_size: 1}
    """)
    assert out.passed, out.failures


def test_614_11_laboratory_maniac_not_while_the_library_has_cards(solve) -> None:
    """Laboratory Maniac, two cards in Alice's library: Divination draws both and nothing is
    replaced; no one has won."""
    out = solve("""
        name: lab maniac full library
        battlefield: [Laboratory Maniac]
        hand: {Alice: [Divination]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Divination}
        expect:
          player Bob: {lost: false}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_121_6a_skip_that_draw_instead_no_loss_for_an_empty_library(solve) -> None:
    """Living Conundrum's line on a test permanent: Alice draws two from an empty library;
    both draws are skipped, so she didn't attempt to draw from an empty library and hasn't
    lost (704.5b) after state-based actions."""
    out = solve("""
        name: conundrum
        battlefield:
          - """ + _CONUNDRUM + """
        hand: {Alice: [Divination]}
        actions:
          - {cast: Divination}
          - {pass: next_step}
        expect:
          player Alice: {lost: false, hand_size: 0}
          player Bob: {lost: false}
    """)
    assert out.passed, out.failures


def test_616_1_the_player_chooses_skip_over_win(solve) -> None:
    """Laboratory Maniac and the skip line both apply: Alice chooses the skip (616.1), so she
    neither wins nor loses."""
    out = solve("""
        name: both
        battlefield:
          - Laboratory Maniac
          - """ + _CONUNDRUM + """
        hand: {Alice: [Opt]}
        actions:
          - {cast: Opt, choices: {draw_replacement: skip}}
          - {pass: next_step}
        expect:
          player Alice: {lost: false}
          player Bob: {lost: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: both win
        battlefield:
          - Laboratory Maniac
          - """ + _CONUNDRUM + """
        hand: {Alice: [Opt]}
        actions:
          - {cast: Opt, choices: {draw_replacement: win}}
        expect:
          player Bob: {lost: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Laboratory Maniac", "If you would draw a card while your library has no cards in it, "
     "you win the game instead."),
    ("Jace, Wielder of Mysteries", "If you would draw a card while your library has no cards "
     "in it, you win the game instead."),
    ("Living Conundrum", "If you would draw a card while your library has no cards in it, "
     "skip that draw instead."),
])
def test_614_11_empty_library_draw_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
