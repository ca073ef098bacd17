"""Leveler cards (711) played through the real engine: each striation "LEVEL N1-N2
[abilities] [P/T]" is one static ability (711.2a-b), and the abilities printed in it, any
ability and not only keywords, are the permanent's while its level counters are in range."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts
from arbiter.rules.abilities import ActivatedAbility, StaticAbility
from arbiter.rules.parts import AddAbilities
from arbiter.scenario.errors import ScenarioError


def test_711_2b_a_striations_activated_ability_works_at_that_level(solve) -> None:
    """Kargan Dragonlord with eight level counters is 8/8 with flying and trample and has
    "{R}: This creature gets +1/+0 until end of turn.": activated once it is 9/8."""
    out = solve("""
        name: kargan dragonlord
        battlefield: [{card: Kargan Dragonlord, as: kargan, counters: {level: 8}}]
        actions:
          - activate: {card: kargan, ability: "{R}"}
        expect:
          kargan: {power: 9, toughness: 8, has: [Flying, Trample]}
    """)
    assert out.passed, out.failures


def test_711_2a_a_striations_ability_is_missing_below_its_level(solve) -> None:
    """711.2a: with four level counters Kargan Dragonlord is 4/4 with flying and has no
    "{R}" ability (it is LEVEL 8+'s)."""
    with pytest.raises(ScenarioError, match="no activated ability"):
        solve("""
            name: kargan dragonlord low
            battlefield: [{card: Kargan Dragonlord, as: kargan, counters: {level: 4}}]
            actions:
              - activate: {card: kargan, ability: "{R}"}
        """)


@pytest.mark.parametrize(("name", "line"), [
    ("Joraga Treespeaker", "{T}: Add {G}{G}."),                    # LEVEL 1-4
    ("Kargan Dragonlord", "{R}: This creature gets +1/+0 until end of turn."),  # LEVEL 8+
])
def test_711_2b_an_activated_ability_in_a_striation_is_read(name, line) -> None:
    granted = [g for a in Catalog().abilities(name, 0) if isinstance(a, StaticAbility)
               for spec in a.effects for p in spec.parts if isinstance(p, AddAbilities)
               for g in p.abilities]
    assert any(isinstance(g, ActivatedAbility) and g.text == line for g in granted)
    assert not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)]
