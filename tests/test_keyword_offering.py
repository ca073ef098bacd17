"""702.48 offering: a [quality] permanent sacrificed as an additional cost (chosen at
601.2b, sacrificed at 601.2h), the total cost reduced by its mana cost (702.48c, 118.7b-c),
and the spell cast any time its controller could cast an instant only if it is paid. Played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError

_MOUNTAINS = """
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Mountain, as: m3}
          - {card: Mountain, as: m4}
"""


def test_702_48a_offering_reduces_by_the_sacrificed_permanents_mana_cost(solve) -> None:
    """Patron of the Akki ({4}{R}{R}, Goblin offering), sacrificing Goblin Piker ({1}{R}):
    the total cost is {3}{R}, paid with four Mountains; the Piker is sacrificed."""
    out = solve("""
        name: offering
        battlefield:
""" + _MOUNTAINS + """
          - {card: Goblin Piker, as: piker}
        hand: {Alice: [Patron of the Akki]}
        actions:
          - {cast: Patron of the Akki, pay: true, choices: {offering: piker}}
        expect:
          Patron of the Akki: {zone: battlefield}
          piker: {zone: graveyard}
          m4: {tapped: true}
    """)
    assert out.passed, out.failures


def test_702_48c_colored_mana_not_in_the_cost_reduces_generic(solve) -> None:
    """Goblin Deathraiders ({B}{R}) offered: {R} reduces {R}, the {B} the spell's cost
    doesn't require reduces {1} of generic mana (118.7b): {3}{R}, four Mountains."""
    out = solve("""
        name: offering excess
        battlefield:
""" + _MOUNTAINS + """
          - {card: Goblin Deathraiders, as: raiders}
        hand: {Alice: [Patron of the Akki]}
        actions:
          - {cast: Patron of the Akki, pay: true, choices: {offering: raiders}}
        expect:
          Patron of the Akki: {zone: battlefield}
          raiders: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_48a_without_offering_the_whole_cost(solve) -> None:
    """Not offering, Alice can't pay {4}{R}{R} with four Mountains: refused, nothing
    sacrificed."""
    out = solve("""
        name: no offering
        battlefield:
""" + _MOUNTAINS + """
          - {card: Goblin Piker, as: piker}
        hand: {Alice: [Patron of the Akki]}
        actions:
          - {cast: Patron of the Akki, pay: true, choices: {offering: null},
             refused: "total cost"}
        expect:
          Patron of the Akki: {zone: hand}
          piker: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_48a_as_an_instant_only_with_offering(solve) -> None:
    """At the beginning of combat, Patron of the Akki can be cast only by paying its
    offering: without it the cast is refused; with Goblin Piker offered it resolves."""
    out = solve("""
        name: offering timing
        turn: {number: 1, step: beginning_of_combat}
        battlefield:
          - {card: Goblin Piker, as: piker}
        hand: {Alice: [Patron of the Akki]}
        actions:
          - {cast: Patron of the Akki, choices: {offering: null}, refused: "offering"}
          - {cast: Patron of the Akki, choices: {offering: piker}}
        expect:
          Patron of the Akki: {zone: battlefield}
          piker: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_48a_only_a_permanent_of_the_quality(solve) -> None:
    """Grizzly Bears isn't a Goblin: it isn't among the permanents offered (only the Piker
    is)."""
    with pytest.raises(ScenarioError, match=r"isn't an answer.*options: Goblin Piker#\d+\)"):
        solve("""
        name: offering quality
        battlefield: [{card: Grizzly Bears, as: bears}, {card: Goblin Piker}]
        hand: {Alice: [Patron of the Akki]}
        actions:
          - {cast: Patron of the Akki, choices: {offering: bears}}
    """)


@pytest.mark.parametrize("line, param", [
    ("Goblin offering", "Goblin"),  # Patron of the Akki
    ("Fox offering", "Fox"),  # Patron of the Kitsune
    ("Artifact offering", "Artifact"),  # Blast-Furnace Hellkite
])
def test_702_48a_offering_lines(line: str, param: str) -> None:
    """Real Oracle lines (with their reminder text dropped)."""
    (kw,) = parse_keyword_line(line + " (You may cast this spell any time you could cast an "
                                      "instant by sacrificing a permanent of that type ...)")
    assert (kw.keyword, kw.param) == ("offering", param)
