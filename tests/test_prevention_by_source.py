"""615.1: "Prevent all damage that would be dealt to this creature by <sources>", played
through the real engine: damage from a source of that kind is prevented, damage from any
other source is dealt."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Champion Lancer",
     "Prevent all damage that would be dealt to this creature by creatures."),
    ("Argothian Treefolk",
     "Prevent all damage that would be dealt to this creature by artifact sources."),
    ("Argothian Pixies",
     "Prevent all damage that would be dealt to this creature by artifact creatures."),
    ("Tresserhorn Skyknight",
     "Prevent all damage that would be dealt to this creature by creatures with first "
     "strike."),
    ("Marble Priest",
     "Prevent all combat damage that would be dealt to this creature by Walls."),
    ("Artifact Ward",
     "Prevent all damage that would be dealt to enchanted creature by artifact sources."),
    # "enchanted creatures" are creatures with an Aura (303.4), not the one this enchants
    ("Wall of Putrid Flesh",
     "Prevent all damage that would be dealt to this creature by enchanted creatures."),
])
def test_615_1_prevention_by_source_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


@pytest.mark.parametrize(("name", "line"), [
    # "it" after "enchanted creature": the engine judges blocks only of the ability's
    # source (Wall of Vapor's "this creature ... creatures it's blocking" is read)
    ("Test Aura",
     "Prevent all damage that would be dealt to enchanted creature by creatures blocking "
     "it."),
])
def test_615_1_prevention_by_source_lines_left_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_615_1_champion_lancer_takes_no_damage_from_a_blocking_creature(board) -> None:
    """Champion Lancer (3/3) attacks and Bob's Hill Giant (3/3) blocks: the Giant's damage to
    the Lancer is prevented, the Lancer's isn't; the Giant dies and the Lancer lives with no
    damage marked."""
    game = board("""
        name: champion lancer in combat
        turn: {number: 2}
        battlefield:
          - {card: Champion Lancer, as: lancer}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [lancer]}
          - {block: {giant: lancer}}
          - {pass: {to: end_of_combat}}
    """)
    lancer, giant = game.obj(obj_id(game, "lancer")), game.obj(obj_id(game, "giant"))
    assert (lancer.zone, lancer.damage) == ("battlefield", 0)
    assert giant.zone == "graveyard"


def test_615_1_champion_lancer_is_dealt_damage_by_a_spell(solve) -> None:
    """Lightning Bolt is no creature: its 3 damage is dealt and Champion Lancer (3/3) dies."""
    out = solve("""
        name: champion lancer and a bolt
        battlefield: [{card: Champion Lancer, as: lancer}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [lancer]}
        expect:
          lancer: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_615_1_argothian_treefolk_artifact_sources_only(board) -> None:
    """Rod of Ruin (an artifact) deals 1 damage to Argothian Treefolk: prevented. Shock (a
    red instant) deals its 2."""
    game = board("""
        name: argothian treefolk
        battlefield:
          - {card: Argothian Treefolk, as: treefolk}
          - {card: Rod of Ruin, controller: Bob, as: rod}
        hand: {Bob: [Shock]}
        actions:
          - {activate: {card: rod, ability: 1, targets: [treefolk], by: Bob}}
          - {cast: Shock, by: Bob, targets: [treefolk]}
    """)
    treefolk = game.obj(obj_id(game, "treefolk"))
    assert (treefolk.zone, treefolk.damage) == ("battlefield", 2)


def test_615_1_303_4_wall_of_putrid_flesh_prevents_damage_from_enchanted_creatures(board) -> None:
    """Bob's Wall of Putrid Flesh (2/4) blocks Alice's Hill Giant (3/3) wearing Holy Strength
    (+1/+2, a 4/5): the Giant is an enchanted creature, so its 4 damage is prevented. A bare
    Hill Giant's 3 damage to the other Wall is dealt."""
    game = board("""
        name: wall of putrid flesh
        turn: {number: 2}
        battlefield:
          - {card: Wall of Putrid Flesh, controller: Bob, as: wall}
          - {card: Wall of Putrid Flesh, controller: Bob, as: wall2}
          - {card: Hill Giant, as: dressed}
          - {card: Holy Strength, attached_to: dressed}
          - {card: Hill Giant, as: bare}
        actions:
          - {attack: [dressed, bare]}
          - {block: {wall: dressed, wall2: bare}}
          - {pass: {to: end_of_combat}}
    """)
    wall, wall2 = game.obj(obj_id(game, "wall")), game.obj(obj_id(game, "wall2"))
    assert (wall.zone, wall.damage) == ("battlefield", 0)
    assert (wall2.zone, wall2.damage) == ("battlefield", 3)
