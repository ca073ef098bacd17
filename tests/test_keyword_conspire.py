"""702.78 conspire played through the real engine: the optional additional cost (tapping two
untapped creatures you control that each share a color with the spell, 601.2b, 601.2h) and
the trigger copying the spell when it was paid (603.4), with a new target for the copy."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError


def test_702_78a_conspire_taps_two_creatures_and_copies_the_spell(solve) -> None:
    """Burn Trail at Bob, conspired by tapping two red Raging Goblins: the copy is aimed at
    Bob's Hill Giant (3 damage each)."""
    out = solve("""
        name: conspire
        battlefield:
          - {card: Raging Goblin, as: g1}
          - {card: Raging Goblin, as: g2}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Burn Trail]}
        choices: [g1, g2, giant]
        actions:
          - {cast: Burn Trail, targets: [Bob], choices: {conspire: yes}}
        expect:
          g1: {tapped: true}
          g2: {tapped: true}
          giant: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_702_78a_conspire_not_paid_no_copy(solve) -> None:
    out = solve("""
        name: conspire declined
        battlefield: [{card: Raging Goblin, as: g1}, {card: Raging Goblin, as: g2}]
        hand: {Alice: [Burn Trail]}
        actions:
          - {cast: Burn Trail, targets: [Bob], choices: {conspire: no}}
        expect:
          g1: {tapped: false}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_702_78a_conspire_needs_creatures_sharing_a_color(solve) -> None:
    """Grizzly Bears (green) shares no color with Burn Trail (red): with one red creature
    only, the conspire cost can't be paid and announcing it is refused."""
    with pytest.raises(ScenarioError, match="can't pay|conspire"):
        solve("""
            name: conspire colors
            battlefield: [Raging Goblin, Grizzly Bears]
            hand: {Alice: [Burn Trail]}
            actions:
              - {cast: Burn Trail, targets: [Bob], choices: {conspire: yes}}
        """)


def test_702_78a_conspire_a_hybrid_spell_shares_either_color(solve) -> None:
    """Barkshell Blessing ({G/W}) is green and white: a green Grizzly Bears and a white
    Savannah Lions pay its conspire cost; the copy gives the Lions +2/+2 too."""
    out = solve("""
        name: conspire hybrid
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Barkshell Blessing]}
        choices: [bears, lions, lions]
        actions:
          - {cast: Barkshell Blessing, targets: [bears], choices: {conspire: yes}}
        expect:
          bears: {power: 4, toughness: 4, tapped: true}
          lions: {power: 4, toughness: 3, tapped: true}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Conspire (As you cast this spell, you may tap two untapped creatures you control that "
    "share a color with it. When you do, copy it and you may choose a new target for the "
    "copy.)",
    "Conspire",
])
def test_702_78_conspire_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "conspire" and enforced(kw)
