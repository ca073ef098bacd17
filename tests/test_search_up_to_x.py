"""701.23b / 107.3 / 608.2h: "Search your library for up to X basic land cards, where X is
<a number> ..." (Celebrate the Harvest, Boundless Realms): X is counted as the spell resolves,
the player finds up to that many cards with the stated quality (or fewer), they enter together
and the library is shuffled. 208.1: "the number of different powers among creatures you
control" counts each power once."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_cards import SearchUpTo
from arbiter.rules.counts import PowersAmong

LINES = [
    ("Celebrate the Harvest",
     "Search your library for up to X basic land cards, where X is the number of different "
     "powers among creatures you control. Put those cards onto the battlefield tapped, then "
     "shuffle.", PowersAmong, True),
    ("Boundless Realms",
     "Search your library for up to X basic land cards, where X is the number of lands you "
     "control, put them onto the battlefield tapped, then shuffle.", None, True),
    ("Kyoshi Island Plaza",
     "When ~ enters, search your library for up to X basic land cards, where X is the number "
     "of Shrines you control. Put those cards onto the battlefield tapped, then shuffle.",
     None, True),
]


@pytest.mark.parametrize(("name", "line", "count", "tapped"), LINES)
def test_701_23b_search_up_to_x_lines(name: str, line: str, count: type | None,
                                      tapped: bool) -> None:
    abilities = compile_text(line, name, spell=not line.startswith("When"))
    assert abilities is not None
    [step] = abilities[0].instructions
    assert isinstance(step, SearchUpTo) and step.to == "battlefield" and step.tapped == tapped
    if count is not None:
        assert isinstance(step.n, count)


def test_208_1_celebrate_counts_each_power_once(solve) -> None:
    """Llanowar Elves (1/1), Savannah Lions (2/1) and Elvish Mystic (1/1): two different
    powers, so Alice finds at most two Forests; the third stays in her library."""
    out = solve("""
        name: celebrate, two powers
        battlefield: [Llanowar Elves, Savannah Lions, Elvish Mystic]
        hand: {Alice: [Celebrate the Harvest]}
        library: {Alice: [{card: Forest, as: f1}, {card: Forest, as: f2},
                          {card: Forest, as: f3}]}
        choices: [f1, f2]
        actions:
          - {cast: Celebrate the Harvest}
        expect:
          f1: {zone: battlefield, tapped: true}
          f2: {zone: battlefield, tapped: true}
          f3: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_23b_celebrate_may_find_fewer(solve) -> None:
    """Three different powers (1, 2, 3), but Alice stops after one Forest (a stated quality:
    she needn't find more)."""
    out = solve("""
        name: celebrate, fewer
        battlefield: [Llanowar Elves, Savannah Lions, Hill Giant]
        hand: {Alice: [Celebrate the Harvest]}
        library: {Alice: [{card: Forest, as: f1}, {card: Forest, as: f2}]}
        choices: [f1, done]
        actions:
          - {cast: Celebrate the Harvest}
        expect:
          f1: {zone: battlefield, tapped: true}
          f2: {zone: library}
    """)
    assert out.passed, out.failures


def test_107_3_celebrate_with_no_creatures_finds_nothing(solve) -> None:
    """No creatures: X is 0, nothing is found (the library is still searched and shuffled)."""
    out = solve("""
        name: celebrate, none
        hand: {Alice: [Celebrate the Harvest]}
        library: {Alice: [{card: Forest, as: f1}]}
        actions:
          - {cast: Celebrate the Harvest}
        expect:
          f1: {zone: library}
    """)
    assert out.passed, out.failures
