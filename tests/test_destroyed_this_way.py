"""608.2c with 608.2h: "Destroy target artifact, enchantment, or land. If a land was
destroyed this way, ... Otherwise, ..." (Dire-Strain Rampage, Shredder's Technique): the
condition is about the permanent destroyed, as it last existed; a permanent that wasn't
destroyed (indestructible) doesn't count, and "its controller" is its controller as it last
existed. 701.23b: "up to two basic land cards, put them onto the battlefield tapped"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.last_known_conditions import ObjectWas


def test_608_2h_a_land_destroyed_lets_its_controller_find_two_basic_lands(solve) -> None:
    out = solve("""
        name: dire-strain rampage on a land
        battlefield: [{card: Forest, controller: Bob, as: land}]
        hand: {Alice: [Dire-Strain Rampage]}
        library: {Bob: [{card: Forest, as: f1}, {card: Mountain, as: m1}, Opt]}
        choices: [true, f1, m1]
        actions:
          - {cast: Dire-Strain Rampage, targets: [land]}
        expect:
          land: {zone: graveyard}
          f1: {zone: battlefield, tapped: true, controller: Bob}
          m1: {zone: battlefield, tapped: true, controller: Bob}
    """)
    assert out.passed, out.failures


def test_608_2c_an_artifact_destroyed_lets_its_controller_find_one(solve) -> None:
    """Bob's Ornithopter is destroyed: not a land, so Bob may find only one basic land."""
    out = solve("""
        name: dire-strain rampage on an artifact
        battlefield: [{card: Ornithopter, controller: Bob, as: thopter}]
        hand: {Alice: [Dire-Strain Rampage]}
        library: {Bob: [{card: Forest, as: f1}, {card: Mountain, as: m1}]}
        choices: [true, f1]
        actions:
          - {cast: Dire-Strain Rampage, targets: [thopter]}
        expect:
          thopter: {zone: graveyard}
          f1: {zone: battlefield, tapped: true}
          m1: {zone: library}
    """)
    assert out.passed, out.failures


def test_608_2c_an_indestructible_land_wasnt_destroyed_so_only_one(solve) -> None:
    """Bob's Darksteel Citadel (an indestructible artifact land) stays: no land was
    destroyed this way, so Bob may find one basic land, not two."""
    out = solve("""
        name: dire-strain rampage on an indestructible land
        battlefield: [{card: Darksteel Citadel, controller: Bob, as: citadel}]
        hand: {Alice: [Dire-Strain Rampage]}
        library: {Bob: [{card: Forest, as: f1}, {card: Forest, as: f2}]}
        choices: [true, f1]
        actions:
          - {cast: Dire-Strain Rampage, targets: [citadel]}
        expect:
          citadel: {zone: battlefield}
          f1: {zone: battlefield, tapped: true}
          f2: {zone: library}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Destroy target creature or enchantment. If an enchantment was destroyed this way, you "
    "lose 2 life.",  # Shredder's Technique
])
def test_608_2h_destroyed_this_way_lines(line: str) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    destroy, cond = ab.instructions
    assert destroy == I.Destroy(I.Ref.target())
    assert isinstance(cond.condition, ObjectWas) and cond.condition.moved
    assert cond.condition.what == I.Ref.target()
