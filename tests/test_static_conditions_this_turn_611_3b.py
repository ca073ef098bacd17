"""611.3b: static abilities whose effect applies "as long as" something happened this turn:
spells of some card types cast this turn (601.2i, their types as each became cast), the
source attacked this turn (508.1a), you've lost life this turn (119.3), and "as long as this
creature has a counter on it" (122.1). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_601_2i_leapfrog_flying_after_an_instant_not_after_a_creature_spell(solve) -> None:
    """Leapfrog: a creature spell cast this turn doesn't give it flying; Lightning Bolt
    (an instant) does, for the rest of the turn; on Bob's turn it has none."""
    out = solve("""
        name: leapfrog
        battlefield: [{card: Leapfrog, as: frog}]
        hand: {Alice: [Grizzly Bears, Lightning Bolt]}
        actions:
          - {cast: Grizzly Bears}
        expect:
          frog: {lacks: [flying]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: leapfrog instant
        battlefield: [{card: Leapfrog, as: frog}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          frog: {has: [flying]}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: leapfrog next turn
        battlefield: [{card: Leapfrog, as: frog}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {pass: next_turn}
        expect:
          frog: {lacks: [flying]}
    """)
    assert out.passed, out.failures


def test_601_2i_piston_fist_cyclops_attacks_only_after_an_instant(solve) -> None:
    """Piston-Fist Cyclops (defender): it can't attack before Alice casts an instant or
    sorcery this turn (508.1c, 702.3b); after Lightning Bolt it attacks for 4."""
    out = solve("""
        name: cyclops
        battlefield: [{card: Piston-Fist Cyclops, as: cyclops}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {attack: [cyclops], refused: "defender"}
          - {cast: Lightning Bolt, targets: [Bob]}
          - {attack: [cyclops]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 13}
    """)
    assert out.passed, out.failures


def test_601_2i_lyse_hext_double_strike_after_two_noncreature_spells(solve) -> None:
    """Lyse Hext: one noncreature spell isn't enough; after the second it has double
    strike."""
    out = solve("""
        name: lyse hext
        battlefield: [{card: Lyse Hext, as: lyse}]
        hand: {Alice: [Lightning Bolt, Shock]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          lyse: {lacks: [double strike]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: lyse hext two
        battlefield: [{card: Lyse Hext, as: lyse}]
        hand: {Alice: [Lightning Bolt, Shock]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Shock, targets: [Bob]}
        expect:
          lyse: {has: [double strike]}
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_508_1a_has_indestructible_as_long_as_it_attacked_this_turn(solve) -> None:
    """Agent Frank Horrigan's line on a 2/2 test creature: no indestructible before it
    attacks; after it was declared as an attacker it has it, even after combat."""
    board = """
        name: NAME
        battlefield:
          - {token: {name: Agent, types: [Creature], subtypes: [Mutant], power: 2,
                     toughness: 2, text: "Agent has indestructible as long as it attacked
                     this turn."}, as: agent}
    """
    out = solve(board.replace("NAME", "before") + """
        expect:
          agent: {lacks: [indestructible]}
    """)
    assert out.passed, out.failures
    out = solve(board.replace("NAME", "attacked") + """
        actions:
          - {attack: [agent]}
          - {pass: {to: postcombat_main}}
        expect:
          agent: {has: [indestructible]}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_119_3_essence_channeler_flying_and_vigilance_after_losing_life(solve) -> None:
    """Essence Channeler's line on a test creature: Bob's Lightning Bolt makes Alice lose 3
    life, and it has flying and vigilance; Bob losing life gives it nothing."""
    board = """
        name: NAME
        battlefield:
          - {token: {name: Channeler, types: [Creature], subtypes: [Human], power: 2,
                     toughness: 1, text: "As long as you've lost life this turn, this
                     creature has flying and vigilance."}, as: channeler}
        hand: {Alice: [Lightning Bolt], Bob: [Lightning Bolt]}
    """
    out = solve(board.replace("NAME", "bob loses") + """
        actions:
          - {cast: Lightning Bolt, by: Alice, targets: [Bob]}
        expect:
          channeler: {lacks: [flying, vigilance]}
    """)
    assert out.passed, out.failures
    out = solve(board.replace("NAME", "alice loses") + """
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          channeler: {has: [flying, vigilance]}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_122_1_demon_wall_attacks_with_a_counter_on_it(solve) -> None:
    """Demon Wall (defender): refused as an attacker without counters; with a +1/+1 counter
    (any kind counts) it attacks."""
    out = solve("""
        name: demon wall
        battlefield: [{card: Demon Wall, as: wall}]
        actions:
          - {attack: [wall], refused: "defender"}
          - {counters: {on: wall, add: {+1/+1: 1}}}
          - {attack: [wall]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Leapfrog", "This creature has flying as long as you've cast an instant or sorcery "
     "spell this turn."),
    ("Piston-Fist Cyclops", "As long as you've cast an instant or sorcery spell this turn, "
     "this creature can attack as though it didn't have defender."),
    ("Lyse Hext", "As long as you've cast two or more noncreature spells this turn, Lyse Hext "
     "has double strike."),
    ("Agent Frank Horrigan", "Agent Frank Horrigan has indestructible as long as it attacked "
     "this turn."),
    ("Essence Channeler", "As long as you've lost life this turn, this creature has flying "
     "and vigilance."),
    ("Demon Wall", "As long as this creature has a counter on it, it can attack as though it "
     "didn't have defender."),
])
def test_611_3b_this_turn_condition_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
