"""702.72 champion: "When this permanent enters, sacrifice it unless you exile another
[object] you control" and "When this permanent leaves the battlefield, return the exiled
card to the battlefield under its owner's control" (linked, 702.72b). Played through the
real engine: the spell cast and resolved, the triggers put on the stack and resolved (603)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line


def test_702_72a_champion_exiles_and_returns_the_card(solve) -> None:
    """Changeling Hero champions Grizzly Bears (exiled); when the Hero dies, the Bears return
    to the battlefield under Alice's control (a new object, 400.7)."""
    out = solve("""
        name: champion
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Changeling Hero, as: hero}]}
        actions:
          - {cast: Changeling Hero, choices: {champion: bears}}
        expect:
          hero: {zone: battlefield}
          bears: {zone: exile}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: champion returns
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Changeling Hero, as: hero}]}
        actions:
          - {cast: Changeling Hero, choices: {champion: bears}}
          - {move: {card: hero, to: graveyard}}
        expect:
          hero: {zone: graveyard}
          bears: {zone: battlefield, controller: Alice}
    """)
    assert out.passed, out.failures


def test_702_72a_not_exiling_sacrifices_it(solve) -> None:
    """Alice declines to exile the Bears: the Hero is sacrificed; with no other creature at
    all, it is sacrificed too."""
    out = solve("""
        name: champion declined
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Changeling Hero, as: hero}]}
        actions:
          - {cast: Changeling Hero, choices: {champion: sacrifice it}}
        expect:
          hero: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: champion alone
        hand: {Alice: [{card: Changeling Hero, as: hero}]}
        actions:
          - {cast: Changeling Hero}
        expect:
          hero: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_72a_only_another_object_of_the_quality(solve) -> None:
    """Lightning Crafter (champion a Goblin or Shaman): Grizzly Bears isn't one, so it
    can't be exiled and the Crafter is sacrificed; Goblin Piker can be."""
    out = solve("""
        name: champion quality
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Lightning Crafter, as: crafter}]}
        actions:
          - {cast: Lightning Crafter}
        expect:
          crafter: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: champion goblin
        battlefield: [{card: Goblin Piker, as: piker}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Lightning Crafter, as: crafter}]}
        actions:
          - {cast: Lightning Crafter, choices: {champion: piker}}
        expect:
          crafter: {zone: battlefield}
          piker: {zone: exile}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_72b_only_the_card_it_championed_returns(solve) -> None:
    """Two Changeling Heroes each champion a creature; the first dies: only the card it
    exiled returns."""
    out = solve("""
        name: champion linked
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
        hand: {Alice: [{card: Changeling Hero, as: h1}, {card: Changeling Hero, as: h2}]}
        actions:
          - {cast: h1, choices: {champion: bears}}
          - {cast: h2, choices: {champion: giant}}
          - {move: {card: h1, to: graveyard}}
        expect:
          bears: {zone: battlefield}
          giant: {zone: exile}
          h2: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,read", [
    ("Champion a creature (When this enters, sacrifice it unless you exile another creature "
     "you control. When this leaves the battlefield, that card returns to the battlefield.)",
     True),  # Changeling Hero
    ("Champion a Goblin or Shaman", True),  # Lightning Crafter
    ("Champion an Elemental", True),  # Nova Chaser
    ("Champion a Treefolk or Warrior", True),  # Unstoppable Ash
])
def test_702_72a_champion_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
    (kw,) = keywords_of(line)
    assert kw.keyword == "champion" and enforced(kw) is read
