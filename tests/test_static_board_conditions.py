"""611.3b: static abilities whose condition looks at the board, played through the real
engine:

    As long as a creature has a -1/-1 counter on it, ...              (122.1: Tenacious Hunter)
    As long as this creature's power is 5 or greater, ...             (208.1: Karsus Depthguard)
    As long as equipped creature is a Human or an Angel, ...          (Bladed Bracers)
    As long as there are no cards in your library, ...                (401.1: Living Conundrum)
    As long as ~ has seven or more loyalty counters on him, he's ...  (205.1a: Grand Master of
                                                                        Flowers, Kaito)
and the land types of 205.3i: "is every land type in addition to its other types" (Omo),
"is every nonbasic land type" (Planar Nexus).
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_611_3b_122_1_tenacious_hunter_needs_a_creature_with_a_minus_counter(solve) -> None:
    """No creature has a -1/-1 counter: Tenacious Hunter has neither vigilance nor
    deathtouch. Once Bob's Grizzly Bears gets one, it has both (any creature's counter)."""
    out = solve("""
        name: hunter
        battlefield:
          - {card: Tenacious Hunter, as: hunter}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        expect:
          hunter: {lacks: [vigilance, deathtouch]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: hunter with a counter around
        battlefield:
          - {card: Tenacious Hunter, as: hunter}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {counters: {on: bears, add: {-1/-1: 1}}}
        expect:
          hunter: {has: [vigilance, deathtouch]}
          bears: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_611_3b_208_1_karsus_depthguard_attacks_with_power_five(solve) -> None:
    """Karsus Depthguard (4/3, defender) can't attack; with a +1/+1 counter its power is 5 and
    it attacks as though it didn't have defender (702.3b), dealing 5 to Bob."""
    out = solve("""
        name: karsus at 4
        battlefield: [{card: Karsus Depthguard, as: karsus}]
        actions:
          - {attack: [karsus], refused: "defender"}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: karsus at 5
        battlefield: [{card: Karsus Depthguard, as: karsus, counters: {+1/+1: 1}}]
        actions:
          - {attack: [karsus]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_611_3b_bladed_bracers_vigilance_only_on_a_human_or_an_angel(solve) -> None:
    """Bladed Bracers on Elite Vanguard (a Human Soldier) gives +1/+1 and vigilance; on
    Grizzly Bears (a Bear) only +1/+1."""
    out = solve("""
        name: bracers
        battlefield:
          - {card: Elite Vanguard, as: human}
          - {card: Bladed Bracers, attached_to: human}
          - {card: Grizzly Bears, as: bears}
          - {card: Bladed Bracers, attached_to: bears}
        expect:
          human: {power: 3, toughness: 2, has: [vigilance]}
          bears: {power: 3, toughness: 3, lacks: [vigilance]}
    """)
    assert out.passed, out.failures


def test_611_3b_living_conundrum_with_an_empty_library(solve) -> None:
    """Alice's library is empty: Living Conundrum has base power and toughness 10/10, flying
    and vigilance (613.4b); with a card in her library it is the printed 2/5."""
    out = solve("""
        name: empty library
        battlefield: [{card: Living Conundrum, as: lc}]
        expect:
          lc: {power: 10, toughness: 10, has: [flying, vigilance]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: a card in the library
        battlefield: [{card: Living Conundrum, as: lc}]
        library: {Alice: [Forest]}
        expect:
          lc: {power: 2, toughness: 5, lacks: [flying, vigilance]}
    """)
    assert out.passed, out.failures


def test_611_3b_205_1a_grand_master_of_flowers_is_a_dragon_with_seven_loyalty(solve) -> None:
    """With seven loyalty counters Grand Master of Flowers is a legendary 7/7 Dragon God
    creature with flying and indestructible, no longer a planeswalker (205.1a: the new card
    type replaces the old ones); with three he is a planeswalker."""
    out = solve("""
        name: seven
        battlefield: [{card: Grand Master of Flowers, as: gm, counters: {loyalty: 7}}]
        expect:
          gm: {types: [Creature], supertypes: [Legendary], subtypes: [Dragon, God],
               power: 7, toughness: 7, has: [flying, indestructible]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: three
        battlefield: [{card: Grand Master of Flowers, as: gm, counters: {loyalty: 3}}]
        expect:
          gm: {types: [Planeswalker], subtypes: [Bahamut], lacks: [flying]}
    """)
    assert out.passed, out.failures


def test_611_3b_kaito_is_a_ninja_creature_during_his_controllers_turn(solve) -> None:
    """During Alice's turn Kaito (with loyalty counters) is a 3/4 Ninja creature with
    hexproof; during Bob's turn he is a planeswalker."""
    out = solve("""
        name: alice's turn
        battlefield: [{card: "Kaito, Bane of Nightmares", as: kaito, counters: {loyalty: 4}}]
        expect:
          kaito: {types: [Creature], subtypes: [Ninja], power: 3, toughness: 4,
                  has: [hexproof]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: bob's turn
        battlefield:
          - {card: "Kaito, Bane of Nightmares", as: kaito, controller: Alice,
             counters: {loyalty: 4}}
        turn: {number: 2}
        players: [Bob, Alice]
        expect:
          kaito: {types: [Planeswalker], lacks: [hexproof]}
    """)
    assert out.passed, out.failures


_OMO = ("Each land with an everything counter on it is every land type in addition to its "
        "other types.\\nEach nonland creature with an everything counter on it is every "
        "creature type.")


def test_205_3i_omo_everything_counters_and_planar_nexus(solve) -> None:
    """Omo's two static lines (on a test creature: its trigger isn't read yet): a Forest with
    an everything counter is every land type besides Forest (it keeps its own, 305.7); a
    creature with one is every creature type. Planar Nexus is every nonbasic land type and no
    basic one."""
    out = solve(f"""
        name: omo
        battlefield:
          - {{token: {{name: Omo, types: [Creature], subtypes: [Shapeshifter], power: 1,
                     toughness: 5, text: "{_OMO}"}}}}
          - {{card: Forest, as: forest, counters: {{everything: 1}}}}
          - {{card: Grizzly Bears, as: bears, counters: {{everything: 1}}}}
          - {{card: Planar Nexus, as: nexus}}
        expect:
          forest: {{subtypes_include: [Forest, Island, Swamp, Gate, Desert, Cave, Sphere]}}
          bears: {{every_creature_type: true}}
          nexus: {{subtypes_include: [Gate, Desert, Cave, Locus, Lair, Mine, Power-Plant,
                                     Tower, Sphere, Planet, Town], lacks: [Forest, Island]}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # 305.7: "every land type" without "in addition" would set basic land types
    "Each land with an everything counter on it is every land type.",
])
def test_305_7_every_land_type_alone_stays_unread(line: str) -> None:
    (ab,) = compile_line(line, "Omo, Queen of Vesuva", legendary=True)
    assert isinstance(ab, UnsupportedAbility), ab


@pytest.mark.parametrize(("name", "line"), [
    ("Tenacious Hunter", "As long as a creature has a -1/-1 counter on it, this creature has "
                         "vigilance and deathtouch."),
    ("Karsus Depthguard", "As long as this creature's power is 5 or greater, it can attack as "
                          "though it didn't have defender."),
    ("Bladed Bracers", "As long as equipped creature is a Human or an Angel, it has "
                       "vigilance."),
    ("Grand Master of Flowers", "As long as Grand Master of Flowers has seven or more loyalty "
                                "counters on him, he's a 7/7 Dragon God creature with flying "
                                "and indestructible."),
])
def test_611_3b_real_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, legendary=name.startswith("Grand"))
    assert isinstance(ab, StaticAbility), ab


def test_611_3b_122_1_hundred_battle_veteran_three_kinds_of_counters(solve) -> None:
    """Hundred-Battle Veteran's line (on a 4/2 test creature): Alice's creatures carry a
    +1/+1 counter, a flying counter and two more +1/+1 counters: two kinds, no bonus. A
    shield counter makes three kinds: +2/+4. Bob's creatures' counters don't count."""
    base = """
        battlefield:
          - {token: {name: Veteran, types: [Creature], subtypes: [Human, Warrior], power: 4,
                     toughness: 2, text: "As long as there are three or more different kinds
                     of counters among creatures you control, this creature gets +2/+4."},
             as: vet}
          - {card: Grizzly Bears, counters: {+1/+1: 1, flying: 1}}
          - {card: Grizzly Bears, counters: {+1/+1: 2}}
          - {card: Hill Giant, controller: Bob, counters: {shield: 1}}
    """
    out = solve("\n        name: two kinds" + base + """
        expect:
          vet: {power: 4, toughness: 2}
    """)
    assert out.passed, out.failures
    out = solve("\n        name: three kinds" + base + """
          - {card: Savannah Lions, counters: {shield: 1}}
        expect:
          vet: {power: 6, toughness: 6}
    """)
    assert out.passed, out.failures
