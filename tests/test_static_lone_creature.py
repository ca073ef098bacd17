"""611.3b: "As long as you control exactly one creature, that creature gets +2/+0 and has
deathtouch and lifelink." (Deadly Wanderings, Homicidal Seclusion): the one creature its
controller controls, played on boards by the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Deadly Wanderings", "As long as you control exactly one creature, that creature gets "
                          "+2/+0 and has deathtouch and lifelink."),
    ("Homicidal Seclusion", "As long as you control exactly one creature, that creature gets "
                            "+3/+1 and has lifelink."),
])
def test_611_3b_lone_creature_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


def test_611_3b_deadly_wanderings_one_creature(solve) -> None:
    """Alice controls only Grizzly Bears: a 4/2 with deathtouch and lifelink; Bob's creature
    doesn't count against her and isn't affected."""
    out = solve("""
        name: deadly wanderings alone
        battlefield:
          - Deadly Wanderings
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        expect:
          bears: {power: 4, toughness: 2, has: [deathtouch, lifelink]}
          giant: {power: 3, toughness: 3, lacks: [deathtouch]}
    """)
    assert out.passed, out.failures


def test_611_3b_homicidal_seclusion_two_creatures_neither(solve) -> None:
    """With two creatures neither is "that creature"; when one dies, the other gets +3/+1
    and lifelink."""
    out = solve("""
        name: homicidal seclusion
        battlefield:
          - Homicidal Seclusion
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
        expect:
          bears: {power: 2, toughness: 2, lacks: [lifelink]}
          giant: {power: 3, toughness: 3, lacks: [lifelink]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: homicidal seclusion after a death
        battlefield:
          - Homicidal Seclusion
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant}
        actions:
          - {move: {card: bears, to: graveyard}}
        expect:
          giant: {power: 6, toughness: 4, has: [lifelink]}
    """)
    assert out.passed, out.failures
