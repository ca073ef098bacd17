"""614.1a / 614.6 / 113.6b: "If ~ would be put into a graveyard from anywhere, reveal ~ and
shuffle it into its owner's library instead." (Darksteel Colossus, Legacy Weapon, Nexus of
Fate), played through the real engine from the battlefield, the hand, the library and the
stack: the card goes to its owner's library, never to the graveyard (it doesn't die)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.shuffle_instead import DETAIL
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize("name", ["Darksteel Colossus", "Blightsteel Colossus", "Progenitus",
                                  "Legacy Weapon", "Nexus of Fate"])
def test_614_1a_shuffle_into_library_instead_real_lines(name: str) -> None:
    line = (f"If {name} would be put into a graveyard from anywhere, reveal {name} and shuffle "
            "it into its owner's library instead.")
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    assert [p.detail for e in ab.effects for p in e.parts] == [DETAIL]


def test_614_1a_legacy_weapon_destroyed_goes_to_its_owners_library(solve) -> None:
    """Bob's Naturalize destroys Alice's Legacy Weapon: it is shuffled into Alice's library
    (three cards now), and her graveyard stays empty."""
    out = solve("""
        name: legacy weapon destroyed
        battlefield: [{card: Legacy Weapon, as: weapon}]
        library: {Alice: [Plains, Island]}
        hand: {Bob: [Naturalize]}
        actions:
          - {cast: Naturalize, by: Bob, targets: [weapon]}
        expect:
          weapon: {zone: library}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("library", 0)) == 3
    assert game.state.zone_list("graveyard", 0) == []


def test_614_1a_darksteel_colossus_discarded_goes_to_the_library(solve) -> None:
    """Mind Rot makes Alice discard Darksteel Colossus and an Island: the Island goes to her
    graveyard, the Colossus into her library."""
    out = solve("""
        name: colossus discarded
        hand:
          Alice: [{card: Darksteel Colossus, as: colossus}, {card: Island, as: island}]
          Bob: [Mind Rot]
        library: {Alice: [Plains]}
        turn: {number: 1}
        players: [Bob, Alice]
        actions:
          - {cast: Mind Rot, by: Bob, targets: [Alice]}
        expect:
          colossus: {zone: library}
          island: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_113_6b_darksteel_colossus_milled_stays_in_the_library(solve) -> None:
    """113.6b: "from anywhere" includes the library. Thought Scour mills Alice's top two cards,
    a Darksteel Colossus and a Forest: the Forest is put into her graveyard, the Colossus is
    shuffled back into her library."""
    out = solve("""
        name: colossus milled
        library: {Alice: [{card: Darksteel Colossus, as: colossus}, {card: Forest, as: forest},
                          Plains, Plains]}
        hand: {Bob: [Thought Scour]}
        actions:
          - {cast: Thought Scour, by: Bob, targets: [Alice]}
        expect:
          colossus: {zone: library}
          forest: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("library", 0)) == 3


def test_614_1a_nexus_of_fate_resolves_into_its_owners_library(board) -> None:
    """Nexus of Fate would be put into Alice's graveyard as it finishes resolving: it goes to
    her library instead."""
    game = board("""
        name: nexus of fate
        hand: {Alice: [{card: Nexus of Fate, as: nexus}]}
        library: {Alice: [Plains]}
        actions:
          - {cast: Nexus of Fate}
    """)
    assert game.obj(obj_id(game, "nexus")).zone == "library"
    assert game.state.zone_list("graveyard", 0) == []
