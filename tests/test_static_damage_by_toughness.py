"""510.1a: a creature assigns combat damage equal to its power, unless an effect has it
assign "combat damage equal to its toughness rather than its power" (Gauntlets of Light,
Treefolk Umbra, Arcades, Solid Footing, Doran; `engine.combat.damage_amount`); and 509.1c's
Lure requirement as one predicate among others ("..., and all creatures able to block it do
so": Indrik Umbra, Gift of the Deity). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def test_510_1a_gauntlets_of_light_unblocked_bears_deal_their_toughness(solve) -> None:
    """Gauntlets of Light on Grizzly Bears (2/2): a 2/4 that assigns 4 combat damage; Bob
    goes to 16."""
    out = solve("""
        name: gauntlets
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Gauntlets of Light, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {power: 2, toughness: 4}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


def test_510_1a_arcades_walls_attack_and_deal_their_toughness(solve) -> None:
    """Arcades: Alice's Wall of Stone (0/8, defender) attacks as though it didn't have
    defender and assigns 8 combat damage to Bob's blocking Hill Giant (3/3), which dies; the
    Wall, dealt 3, survives. Arcades itself (no defender) assigns by its power."""
    out = solve("""
        name: arcades
        battlefield:
          - {card: "Arcades, the Strategist"}
          - {card: Wall of Stone, as: wall}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [wall]}
          - {block: {giant: wall}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {zone: graveyard}
          wall: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_510_1a_doran_blockers_assign_their_toughness_too(solve) -> None:
    """Doran, the Siege Tower (each creature): Bob's Wall of Wood (0/3, a defender) blocks
    Alice's Grizzly Bears and assigns 3 combat damage to it; the Bears (2/2) die, and deal 2
    (their toughness) to the Wall, which survives."""
    out = solve("""
        name: doran
        battlefield:
          - {card: "Doran, the Siege Tower"}
          - {card: Grizzly Bears, as: bears}
          - {card: Wall of Wood, controller: Bob, as: wall}
        actions:
          - {attack: [bears]}
          - {block: {wall: bears}}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {zone: graveyard}
          wall: {zone: battlefield}
    """)
    assert out.passed, out.failures
    from conftest import obj_id

    assert out.game.obj(obj_id(out.game, "wall")).damage == 2


def test_509_1c_indrik_umbra_every_able_creature_blocks(solve) -> None:
    """Indrik Umbra on Grizzly Bears (6/6 first strike): Bob's Savannah Lions and Llanowar
    Elves must both block it; a declaration with one of them is refused, both is accepted."""
    out = solve("""
        name: indrik
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Indrik Umbra, attached_to: bears}
          - {card: Savannah Lions, controller: Bob, as: lions}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        actions:
          - {attack: [bears]}
          - {block: {lions: bears}, refused: "509.1c"}
          - {block: {lions: bears, elves: bears}}
        expect:
          bears: {power: 6, toughness: 6, has: [first strike]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Treefolk Umbra", "Enchanted creature gets +0/+2 and assigns combat damage equal to its "
                       "toughness rather than its power."),
    ("Solid Footing", "As long as enchanted creature has vigilance, it assigns combat damage "
                      "equal to its toughness rather than its power."),
    ("Gift of the Deity", "As long as enchanted creature is green, it gets +1/+1 and all "
                          "creatures able to block it do so."),
    ("Assault Formation", "Each creature you control assigns combat damage equal to its "
                          "toughness rather than its power."),
])
def test_510_1a_real_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab
