"""613.4b: "have base toughness 1" / "has base power 0" set one of the two base values and
keep the other (Maha, Its Feathers Night); 702.16g: "protection from Rogues and from
Clerics" is two protections from creature types (Sword of Dungeons & Dragons). Played
through the real engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


def test_613_4b_maha_sets_base_toughness_of_opponents_creatures(solve) -> None:
    """Maha: Bob's Hill Giant (3/3) has base toughness 1: a 3/1; with a +1/+1 counter (7c,
    after 7b) a 4/2. Alice's Grizzly Bears stays 2/2, and Maha (6/5) too."""
    out = solve("""
        name: maha
        battlefield:
          - {card: "Maha, Its Feathers Night", as: maha}
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Hill Giant, controller: Bob, as: big, counters: {+1/+1: 1}}
        expect:
          giant: {power: 3, toughness: 1}
          big: {power: 4, toughness: 2}
          bears: {power: 2, toughness: 2}
          maha: {power: 6, toughness: 5}
    """)
    assert out.passed, out.failures


def test_702_16g_protection_from_rogues_and_from_clerics(solve) -> None:
    """The line of Sword of Dungeons & Dragons (on a test Equipment: its trigger isn't read
    yet) on Grizzly Bears (4/4): Bob's Merfolk Looter (a Merfolk Rogue) can't block it
    (702.16e); his Disciple of the Vault (a Human Cleric) can't either; his Savannah Lions (a
    Cat) can."""
    out = solve("""
        name: sword
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Sword, types: [Artifact], subtypes: [Equipment], text: "Equipped
                     creature gets +2/+2 and has protection from Rogues and from Clerics."},
             attached_to: bears}
          - {card: Merfolk Looter, controller: Bob, as: rogue}
          - {card: Disciple of the Vault, controller: Bob, as: cleric}
          - {card: Savannah Lions, controller: Bob, as: lions}
        actions:
          - {attack: [bears]}
          - {block: {rogue: bears}, refused: "protection"}
          - {block: {cleric: bears}, refused: "protection"}
          - {block: {lions: bears}}
        expect:
          bears: {power: 4, toughness: 4, has: [protection from Rogues and from Clerics]}
    """)
    assert out.passed, out.failures


def test_613_4b_withercrowns_base_power_reads() -> None:
    """Withercrown's line: base power 0 read; the whole line is read only with its quoted
    ability, so it is checked apart here."""
    (ab,) = compile_line("Enchanted creature has base power 0 and has lifelink.", "Withercrown")
    assert isinstance(ab, StaticAbility), ab


def test_613_4c_303_7_maeve_counts_roles_attached_to_it(solve) -> None:
    """Maeve's line (on a 3/3 test creature; its other lines aren't read yet): a Wicked Role
    attached counts, Holy Strength (an Aura that isn't a Role) doesn't: +1/+1 for the Role,
    besides each Aura's own bonus (Wicked Role +1/+1, Holy Strength +1/+2): 6/7."""
    out = solve("""
        name: maeve
        battlefield:
          - {token: {name: Maeve, types: [Creature], subtypes: [Human], power: 3,
                     toughness: 3, text: "Maeve gets +1/+1 for each Role attached to it."},
             as: maeve}
          - {token: Wicked Role, attached_to: maeve}
          - {card: Holy Strength, attached_to: maeve}
        expect:
          maeve: {power: 6, toughness: 7}
    """)
    assert out.passed, out.failures
