"""Combat templates (506-510) played through the real engine:

- 509.1a / 509.1h: "target creature it's blocking" / "target creature this creature is
  blocking" (Tinder Wall, Goblin Snowman, Wall of Corpses): an attacker the source blocks,
  the source's block kept as last known information once it is sacrificed as a cost (608.2h);
- 701.10b with 506.5: "Whenever Grunn attacks alone, double its power and toughness until end
  of turn" ("its": the object "it" would name, 608.2c).
"""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_509_1h_tinder_wall_sacrificed_while_blocking_still_deals_its_damage(solve) -> None:
    """Bob's Hill Giant (3/3) and Grizzly Bears (2/2) attack; Alice's Tinder Wall blocks the
    Bears and is sacrificed for its ability: 608.2h, it was blocking the Bears as it left, so
    they are still a legal target and die of the 2 damage. Blocked, the Bears deal no damage
    to Alice (509.1h); the unblocked Giant deals 3."""
    out = solve("""
        name: tinder wall
        players: [Bob, Alice]
        battlefield:
          - {card: Tinder Wall, controller: Alice, as: wall}
          - {card: Mountain, controller: Alice}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [giant, bears]}
          - {block: {wall: bears}}
          - {activate: {card: wall, ability: "{R}", targets: [bears], by: Alice}}
          - {pass: {to: end_of_combat}}
        expect:
          wall: {zone: graveyard}
          bears: {zone: graveyard}
          giant: {zone: battlefield}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_509_1a_tinder_wall_cannot_target_the_attacker_it_isnt_blocking(solve) -> None:
    """The Bears, unblocked, aren't a creature Tinder Wall is blocking: not a legal target
    (115.1, 601.2c)."""
    out = solve("""
        name: tinder wall wrong target
        players: [Bob, Alice]
        battlefield:
          - {card: Tinder Wall, controller: Alice, as: wall}
          - {card: Mountain, controller: Alice}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [giant, bears]}
          - {block: {wall: giant}}
          - {activate: {card: wall, ability: "{R}", targets: [bears], by: Alice},
             refused: "target"}
    """)
    assert out.passed, out.failures


def test_509_1h_wall_of_corpses_destroys_the_creature_it_is_blocking(solve) -> None:
    """Wall of Corpses blocks Bob's Hill Giant and is sacrificed: the Giant is destroyed."""
    out = solve("""
        name: wall of corpses
        players: [Bob, Alice]
        battlefield:
          - {card: Wall of Corpses, controller: Alice, as: wall}
          - {card: Swamp, controller: Alice}
          - {card: Hill Giant, as: giant}
        actions:
          - {attack: [giant]}
          - {block: {wall: giant}}
          - {activate: {card: wall, ability: "{B}", targets: [giant], by: Alice}}
          - {pass: {to: end_of_combat}}
        expect:
          wall: {zone: graveyard}
          giant: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_506_5_701_10b_grunn_attacking_alone_doubles_its_power_and_toughness(solve) -> None:
    """Grunn, the Lonely King (5/5, not kicked) attacks alone: +5/+5, a 10/10; Bob takes 10."""
    out = solve("""
        name: grunn alone
        battlefield: [{card: "Grunn, the Lonely King", as: grunn}]
        actions:
          - {attack: [grunn]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          grunn: {power: 10, toughness: 10}
          player Bob: {life: 10}
    """)
    assert out.passed, out.failures


def test_506_5_grunn_attacking_with_another_creature_is_not_doubled(solve) -> None:
    """Grunn and Grizzly Bears attack: Grunn doesn't attack alone; Bob takes 5 + 2."""
    out = solve("""
        name: grunn not alone
        battlefield:
          - {card: "Grunn, the Lonely King", as: grunn}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {attack: [grunn, bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          grunn: {power: 5, toughness: 5}
          player Bob: {life: 13}
    """)
    assert out.passed, out.failures


def test_701_10b_two_handed_axe_doubles_the_equipped_attackers_power(solve) -> None:
    """Two-Handed Axe on Hill Giant (3/3): "its" is the attacking equipped creature, not the
    Axe (608.2c); the Giant gets +3/+0, a 6/3, and Bob takes 6."""
    out = solve("""
        name: two-handed axe
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: "Two-Handed Axe // Sweeping Cleave", attached_to: giant}
        actions:
          - {attack: [giant]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {power: 6, toughness: 3}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Tinder Wall", "{R}, Sacrifice this creature: It deals 2 damage to target creature "
     "it's blocking."),
    ("Goblin Snowman", "{T}: This creature deals 1 damage to target creature it's blocking."),
    ("Wall of Corpses", "{B}, Sacrifice this creature: Destroy target creature this creature "
     "is blocking."),
    ("Grunn, the Lonely King", "Whenever Grunn attacks alone, double its power and toughness "
     "until end of turn."),
    ("Overclocked Electromancer", "Whenever this creature attacks, double its power until end "
     "of turn."),
])
def test_509_1a_701_10b_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)


def test_509_1a_it_naming_another_object_stays_unread() -> None:
    """"it's blocking" where "it" is a target, not the source: the engine follows only the
    source, so the line stays unread (principle 5)."""
    line = "Target creature deals 1 damage to each creature it's blocking."
    abilities = compile_text(line, "Test Card", spell=True)
    assert abilities is None or any(unread_parts(a) for a in abilities)
