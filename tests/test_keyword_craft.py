"""702.167 craft: the activated ability exiling the permanent and a material from among the
permanents its controller controls and the cards in their graveyard (702.167a-b), returning
the card transformed under its owner's control, with the exiled cards used to craft it
remembered (702.167c). Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.keywords.craft import CRAFTED_WITH


def test_702_167a_craft_with_an_artifact_from_the_battlefield(solve) -> None:
    """Lodestone Needle ("Craft with artifact {2}{U}") exiles itself and Alice's Ornithopter
    and returns as Guidestone Compass."""
    out = solve("""
        name: craft
        battlefield:
          - {card: Lodestone Needle, as: needle}
          - {card: Ornithopter, as: thopter}
        actions:
          - {activate: {card: needle, ability: "Craft", choices: {craft: thopter}}}
        expect:
          needle: {zone: battlefield, name: Guidestone Compass, transformed: true}
          thopter: {zone: exile}
    """)
    assert out.passed, out.failures
    game = out.game
    needle, thopter = obj_id(game, "needle"), obj_id(game, "thopter")
    assert game.obj(needle).choices[CRAFTED_WITH] == [thopter]  # 702.167c


def test_702_167b_a_material_card_from_the_graveyard(solve) -> None:
    """Waterlogged Hulk ("Craft with Island {3}{U}"): an Island card in Alice's graveyard is
    a material (702.167b); the Hulk returns as Watertight Gondola."""
    out = solve("""
        name: craft from graveyard
        battlefield: [{card: Waterlogged Hulk, as: hulk}]
        graveyard: {Alice: [{card: Island, as: island}]}
        actions:
          - {activate: {card: hulk, ability: "Craft", choices: {craft: island}}}
        expect:
          hulk: {zone: battlefield, name: Watertight Gondola}
          island: {zone: exile}
    """)
    assert out.passed, out.failures


def test_702_167a_no_material_no_craft(solve) -> None:
    """Without another artifact to exile, Lodestone Needle's craft ability can't be
    activated; nothing changes."""
    out = solve("""
        name: craft no material
        battlefield:
          - {card: Lodestone Needle, as: needle}
          - {card: Grizzly Bears, as: bears}
        actions:
          - {activate: {card: needle, ability: "Craft"}, refused: "can't pay"}
        expect:
          needle: {zone: battlefield, name: Lodestone Needle}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_167a_only_as_a_sorcery(solve) -> None:
    """Craft is activated only as a sorcery: not in Bob's turn."""
    out = solve("""
        name: craft timing
        turn: {number: 2, phase: precombat_main}
        players: [Bob, Alice]
        battlefield:
          - {card: Lodestone Needle, controller: Alice, as: needle}
          - {card: Ornithopter, controller: Alice, as: thopter}
        actions:
          - {activate: {card: needle, ability: "Craft", by: Alice, choices: {craft: thopter}},
             refused: "sorcery"}
        expect:
          needle: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, read", [
    ("Craft with artifact {2}{U}", True),  # Lodestone Needle
    ("Craft with Island {3}{U}", True),  # Waterlogged Hulk
    ("Craft with creature {5}{G}{G}", True),  # Jade Seedstones
    ("Craft with two creatures {5}{B}", False),  # Visage of Dread: two materials
    ("Craft with one or more creatures {2}{B}{B}", False),  # Altar of the Wretched
])
def test_702_167a_craft_lines(line: str, read: bool) -> None:
    """Real Oracle lines: one material named by a type or subtype and a mana cost are read;
    other materials stay unread."""
    assert (parse_keyword_line(line) is not None) == read
