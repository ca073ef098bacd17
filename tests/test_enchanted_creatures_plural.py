"""303.4 / 301.5: "enchanted creatures" and "equipped creatures" (plural, on a permanent that
isn't attached to them) are every creature with an Aura / an Equipment attached, whatever
Aura or Equipment it is; "enchanted creature" (singular) on an Aura is the one it enchants.
A Tale for the Ages, Temple Thief and Greater Auramancy played on a board."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import selectors as s


def test_303_4_a_tale_for_the_ages_pumps_every_enchanted_creature_you_control(solve) -> None:
    """Alice's bears wearing Holy Strength (+1/+2) get +2/+2 more from A Tale for the Ages
    (5/6); her bare bears don't (2/2); Bob's enchanted bears aren't hers (3/4)."""
    out = solve("""
        name: tale for the ages
        players: [Alice, Bob]
        battlefield:
          - {card: A Tale for the Ages}
          - {card: Grizzly Bears, as: dressed}
          - {card: Holy Strength, attached_to: dressed}
          - {card: Grizzly Bears, as: bare}
          - {card: Grizzly Bears, controller: Bob, as: bobs}
          - {card: Holy Strength, controller: Bob, attached_to: bobs}
        expect:
          dressed: {power: 5, toughness: 6}
          bare: {power: 2, toughness: 2}
          bobs: {power: 3, toughness: 4}
    """)
    assert out.passed, out.failures


def test_301_5_equipped_creatures_plural_are_those_with_an_equipment() -> None:
    """"Equipped creatures you control" selects creatures with an Equipment attached, not the
    object the source is attached to."""
    [ab] = compile_line("Equipped creatures you control get +1/+1.", "Test Card")
    assert "AttachedTo(subtype='Equipment')" in repr(ab)
    assert "AttachedBySource" not in repr(ab)


@pytest.mark.parametrize("line, subtype", [
    ("This creature can't be blocked by enchanted creatures or enchantment creatures.",
     "Aura"),
    ("Enchanted creatures you control have shroud.", "Aura"),
    ("Enchanted creatures you control get +2/+2.", "Aura"),
])
def test_303_4_plural_enchanted_lines_read_as_any_aura(line: str, subtype: str) -> None:
    [ab] = compile_line(line, "Test Card")
    assert f"AttachedTo(subtype='{subtype}')" in repr(ab)
    assert "AttachedBySource" not in repr(ab)


def test_303_4_singular_enchanted_creature_is_still_the_one_this_aura_enchants() -> None:
    [ab] = compile_line("Enchanted creature gets +2/+2.", "Test Aura")
    assert repr(s.ATTACHED) in repr(ab)
