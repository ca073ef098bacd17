"""613.1, 205.3: object phrases "<objects> that's a <type>, <type>, or <type>" / "that are
<types> and/or <types>": the effect applies to each object of any of those subtypes or card
types ("Each other creature you control that's a Fungus or Saproling gets +1/+1.",
"Creatures you control that are Zombies and/or tokens get +1/+1 and have flying."). Played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_613_4c_sporecrown_thallid_other_fungus_or_saproling(solve) -> None:
    """Sporecrown Thallid: a 1/1 Saproling token and another 2/2 Fungus each get +1/+1;
    Grizzly Bears (a Bear), Bob's Saproling and the Thallid itself ("other") don't."""
    out = solve("""
        name: sporecrown
        battlefield:
          - {card: Sporecrown Thallid, as: thallid}
          - {token: {name: Saproling, types: [Creature], subtypes: [Saproling], power: 1,
                     toughness: 1}, as: sap}
          - {token: {name: Fungus, types: [Creature], subtypes: [Fungus], power: 2,
                     toughness: 2}, as: fungus}
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Saproling, types: [Creature], subtypes: [Saproling], power: 1,
                     toughness: 1}, controller: Bob, as: bobsap}
        expect:
          thallid: {power: 2, toughness: 2}
          sap: {power: 2, toughness: 2}
          fungus: {power: 3, toughness: 3}
          bears: {power: 2, toughness: 2}
          bobsap: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_613_1f_lovisa_coldeyes_barbarian_warrior_or_berserker(solve) -> None:
    """Lovisa Coldeyes: each creature that's a Barbarian, a Warrior or a Berserker, Bob's
    included, gets +2/+2 and has haste; a Human Soldier doesn't, nor Lovisa (a Human)."""
    out = solve("""
        name: lovisa
        battlefield:
          - {card: Lovisa Coldeyes, as: lovisa}
          - {token: {name: Berserker, types: [Creature], subtypes: [Human, Berserker],
                     power: 1, toughness: 1}, as: berserker}
          - {token: {name: Warrior, types: [Creature], subtypes: [Warrior], power: 1,
                     toughness: 1}, controller: Bob, as: warrior}
          - {token: {name: Soldier, types: [Creature], subtypes: [Human, Soldier], power: 1,
                     toughness: 1}, as: soldier}
        expect:
          lovisa: {power: 3, toughness: 3, lacks: [haste]}
          berserker: {power: 3, toughness: 3, has: [haste]}
          warrior: {power: 3, toughness: 3, has: [haste]}
          soldier: {power: 1, toughness: 1, lacks: [haste]}
    """)
    assert out.passed, out.failures


def test_613_1f_on_wings_of_gold_zombies_and_or_tokens(solve) -> None:
    """On Wings of Gold: a Zombie token, a Soldier token and a nontoken Zombie (Gravedigger)
    each get +1/+1 and flying; Grizzly Bears (neither) don't."""
    out = solve("""
        name: on wings of gold
        battlefield:
          - On Wings of Gold
          - {token: Zombie, as: zombie}
          - {token: {name: Soldier, types: [Creature], subtypes: [Soldier], power: 1,
                     toughness: 1}, as: soldier}
          - {card: Gravedigger, as: gravedigger}
          - {card: Grizzly Bears, as: bears}
        expect:
          zombie: {power: 3, toughness: 3, has: [flying]}
          soldier: {power: 2, toughness: 2, has: [flying]}
          gravedigger: {power: 3, toughness: 3, has: [flying]}
          bears: {power: 2, toughness: 2, lacks: [flying]}
    """)
    assert out.passed, out.failures


def test_604_3_katilda_counts_spirits_and_or_enchantments(solve) -> None:
    """Katilda, Dawnhart Martyr: power and toughness equal to the permanents Alice controls
    that are Spirits and/or enchantments: Katilda (a Spirit), a Spirit token and an
    enchantment (Pacifism on Bob's Bears): 3/3. Bob's Spirit doesn't count."""
    out = solve("""
        name: katilda
        battlefield:
          - {card: "Katilda, Dawnhart Martyr", as: katilda}
          - {token: {name: Spirit, types: [Creature], subtypes: [Spirit], power: 1,
                     toughness: 1}}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Pacifism, attached_to: bears}
          - {token: {name: Spirit, types: [Creature], subtypes: [Spirit], power: 1,
                     toughness: 1}, controller: Bob}
        expect:
          katilda: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Sporecrown Thallid", "Each other creature you control that's a Fungus or Saproling "
     "gets +1/+1."),
    ("Skeleton Crew", "Each other creature you control that's a Skeleton or Pirate gets "
     "+1/+1."),
    ("Kaheera, the Orphanguard", "Each other creature you control that's a Cat, Elemental, "
     "Nightmare, Dinosaur, or Beast gets +1/+1 and has vigilance."),
    ("Lovisa Coldeyes", "Each creature that's a Barbarian, a Warrior, or a Berserker gets "
     "+2/+2 and has haste."),
    ("On Wings of Gold", "Creatures you control that are Zombies and/or tokens get +1/+1 and "
     "have flying."),
    ("Katilda, Dawnhart Martyr", "Katilda's power and toughness are each equal to the number "
     "of permanents you control that are Spirits and/or enchantments."),
    ("The Mycotyrant", "The Mycotyrant's power and toughness are each equal to the number of "
     "creatures you control that are Fungi and/or Saprolings."),
])
def test_205_3_thats_one_of_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    assert "Or(" in repr(abilities)
