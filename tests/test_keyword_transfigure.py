"""702.71 transfigure: "[Cost], Sacrifice this permanent: Search your library for a creature
card with the same mana value as this permanent and put it onto the battlefield. Then shuffle
your library. Activate only as a sorcery." Activated through the real engine (602), the
permanent sacrificed as a cost, the search made as the ability resolves (701.23)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_71a_transfigure_finds_a_creature_of_the_same_mana_value(solve) -> None:
    """Fleshwrither (mana value 4) is sacrificed; Alice finds Hill Giant (mana value 4)
    and puts it onto the battlefield."""
    out = solve("""
        name: transfigure
        battlefield: [{card: Fleshwrither, as: fw}]
        library: {Alice: [Grizzly Bears, Hill Giant, Serra Angel]}
        actions:
          - {activate: {card: fw, ability: transfigure}, choices: {search: Hill Giant}}
        expect:
          fw: {zone: graveyard}
          Hill Giant: {zone: battlefield}
          Grizzly Bears: {zone: library}
          Serra Angel: {zone: library}
    """)
    assert out.passed, out.failures


def test_702_71a_only_the_same_mana_value_can_be_found(solve) -> None:
    """Only Grizzly Bears (mana value 2) and Serra Angel (5) in the library: neither can be
    found; the Fleshwrither is still sacrificed (a cost) and nothing enters."""
    out = solve("""
        name: transfigure wrong
        battlefield: [{card: Fleshwrither, as: fw}]
        library: {Alice: [Grizzly Bears, Serra Angel]}
        actions:
          - {activate: {card: fw, ability: transfigure}}
        expect:
          fw: {zone: graveyard}
          Grizzly Bears: {zone: library}
          Serra Angel: {zone: library}
    """)
    assert out.passed, out.failures


def test_702_71a_transfigure_only_as_a_sorcery(solve) -> None:
    out = solve("""
        name: transfigure timing
        battlefield: [{card: Fleshwrither, as: fw}]
        library: {Alice: [Hill Giant]}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
          - {activate: {card: fw, ability: transfigure}, refused: "sorcery"}
        expect:
          fw: {zone: battlefield}
          Hill Giant: {zone: library}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line,read", [
    ("Transfigure {1}{B}{B} ({1}{B}{B}, Sacrifice this creature: Search your library for a "
     "creature card with the same mana value as this creature, put that card onto the "
     "battlefield, then shuffle. Transfigure only as a sorcery.)", True),  # Fleshwrither
    ("Transfigure {X}", False),
])
def test_702_71a_transfigure_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
    if read:
        (kw,) = parse_keyword_line(line)
        assert kw.keyword == "transfigure" and enforced(kw)
