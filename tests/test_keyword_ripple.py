"""702.60 ripple played through the real engine: the trigger as the spell is cast, the top N
cards revealed, those with the spell's name cast without paying their mana costs (608.2g,
118.9) and put on the stack above it, the rest on the bottom in the order the player
chooses."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line


def _library(game, player: int = 0) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def test_702_60a_ripple_casts_the_revealed_cards_with_the_same_name(solve) -> None:
    """Surging Flame (ripple 4) at Bob: the top four are Island, Surging Flame, Forest,
    Surging Flame; both Flames are cast at Bob (2 + 2 + 2 = 6); Island and Forest go to the
    bottom, Forest first as Alice chooses, under the fifth card. The two Flames were cast,
    so their own ripple abilities trigger too (Alice orders them and declines both)."""
    out = solve("""
        name: ripple
        hand: {Alice: [Surging Flame]}
        library: {Alice: [Island, Surging Flame, Forest, Surging Flame, Plains]}
        choices: [true, true, Bob, true, Bob, Forest, 0, false, false]
        actions:
          - {cast: Surging Flame, targets: [Bob]}
        expect:
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Plains", "Forest", "Island"]


def test_702_60a_ripple_may_not_reveal(solve) -> None:
    out = solve("""
        name: ripple declined
        hand: {Alice: [Surging Flame]}
        library: {Alice: [Surging Flame, Island]}
        choices: [false]
        actions:
          - {cast: Surging Flame, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Surging Flame", "Island"]


def test_702_60a_ripple_revealed_card_not_cast_goes_to_the_bottom(solve) -> None:
    """Alice reveals but declines to cast the second Flame: it goes to the bottom with the
    others, in the order she chooses (Plains, the Flame, then Island)."""
    out = solve("""
        name: ripple not cast
        hand: {Alice: [Surging Flame]}
        library: {Alice: [{card: Surging Flame, as: second}, Island, Plains]}
        choices: [true, false, Plains, second]
        actions:
          - {cast: Surging Flame, targets: [Bob]}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Plains", "Surging Flame", "Island"]


@pytest.mark.parametrize("line", [
    "Ripple 4 (When you cast this spell, you may reveal the top four cards of your library. "
    "You may cast spells with the same name as this spell from among cards revealed this way "
    "without paying their mana costs. Put the rest on the bottom of your library.)",
    "Ripple 4",
])
def test_702_60_ripple_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert (kw.keyword, kw.param) == ("ripple", "4") and enforced(kw)
