"""609.4b: "You can spend mana of any type to cast creature spells." (Vizier of the Menagerie)
and "You may spend mana as though it were mana of any color to cast planeswalker spells."
(Oath of Nissa), played through the real engine with real mana payment: the permission
changes only how the named spells may be paid, and only for the ability's controller."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

_VIZIER = """
    name: vizier
    battlefield:
      - {card: Vizier of the Menagerie, controller: Alice}
      - Island
      - Island
    hand: {Alice: [{card: Grizzly Bears, as: bears}, {card: Giant Growth, as: growth}]}
    actions:
      - {cast: CARD, pay: true}
"""


def test_609_4b_vizier_islands_pay_a_green_creature_spell(solve) -> None:
    """Two Islands pay Grizzly Bears's {1}{G}."""
    out = solve(_VIZIER.replace("CARD", "bears") + """
    expect:
      bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_609_4b_vizier_not_for_a_noncreature_spell(solve) -> None:
    """Giant Growth ({G}) isn't a creature spell: an Island can't pay it."""
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(_VIZIER.replace("CARD", "growth, targets: [Vizier of the Menagerie]"))


def test_609_4b_oath_of_nissa_swamps_pay_a_planeswalker(solve) -> None:
    """Four Swamps pay Chandra, Torch of Defiance's {2}{R}{R}; without Oath of Nissa they
    couldn't."""
    text = """
    name: oath
    battlefield: [OATH Swamp, Swamp, Swamp, Swamp]
    hand: {Alice: [{card: "Chandra, Torch of Defiance", as: chandra}]}
    actions:
      - {cast: chandra, pay: true}
    expect:
      chandra: {zone: battlefield}
    """
    out = solve(text.replace("OATH", "{card: Oath of Nissa, controller: Alice},"))
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match="can't pay"):
        solve(text.replace("OATH", ""))
