"""601.2f: a cost increase of colored mana, "Red spells you cast cost {R} more to cast."
(the Leeches, Derelor), played through the real engine: the increase joins the total cost,
so a red spell needs the extra red mana; other spells and other players' spells are
unchanged. With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_601_2f_ruby_leech_makes_red_spells_cost_r_more(solve) -> None:
    """With Ruby Leech, Alice's Lightning Bolt costs {R}{R}: both her Mountains tap, her
    Island doesn't; Bob takes 3."""
    out = solve("""
        name: ruby leech
        battlefield: [Ruby Leech, {card: Mountain, as: m1}, {card: Mountain, as: m2},
                      {card: Island, as: island}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          m1: {tapped: true}
          m2: {tapped: true}
          island: {tapped: false}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_601_2f_ruby_leech_the_red_can_not_be_paid_with_other_mana(solve) -> None:
    """One Mountain and an Island: {R}{R} can't be paid, so the Bolt can't be cast (refused,
    nothing changes)."""
    out = solve("""
        name: ruby leech short
        battlefield: [Ruby Leech, {card: Mountain, as: m1}, {card: Island, as: island}]
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "total cost"}
        expect:
          bolt: {zone: hand}
          m1: {tapped: false}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_601_2f_ruby_leech_leaves_other_spells_and_players_alone(solve) -> None:
    """A blue spell costs what it did (Divination: three lands of four tap); Bob's own
    Ruby Leech doesn't tax Alice's Bolt ("you cast")."""
    out = solve("""
        name: ruby leech others
        battlefield: [Ruby Leech, {card: Island, as: i1}, {card: Island, as: i2},
                      {card: Island, as: i3}, {card: Island, as: i4}]
        hand: {Alice: [Divination]}
        library: {Alice: [Plains, Plains]}
        actions:
          - {cast: Divination, pay: true}
        expect:
          i4: {tapped: false}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: bobs leech
        battlefield: [{card: Ruby Leech, controller: Bob}, {card: Mountain, as: m1},
                      {card: Mountain, as: m2}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          m2: {tapped: false}
          player Bob: {life: 17}
    """, name="b.yaml")
    assert out.passed, out.failures


ORACLE = [
    ("Ruby Leech", "Red spells you cast cost {R} more to cast.", True),
    ("Andradite Leech", "Black spells you cast cost {B} more to cast.", True),
    ("Alabaster Leech", "White spells you cast cost {W} more to cast.", True),
    ("Jade Leech", "Green spells you cast cost {G} more to cast.", True),
    ("Sapphire Leech", "Blue spells you cast cost {U} more to cast.", True),
    ("Derelor", "Black spells you cast cost {B} more to cast.", True),
    # A colored reduction isn't an increase: left unread.
    ("Edgewalker", "Cleric spells you cast cost {W}{B} less to cast. This effect reduces "
     "only the amount of colored mana you pay.", False),
]


@pytest.mark.parametrize(("name", "line", "read"), ORACLE)
def test_601_2f_oracle_colored_cost_increase_lines(name: str, line: str, read: bool) -> None:
    abilities = compile_line(line, name)
    if read:
        assert [type(a) for a in abilities] == [StaticAbility]
    else:
        assert any(isinstance(a, UnsupportedAbility) for a in abilities)
