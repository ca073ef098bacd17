"""614.12 / 305.7: "As this Aura enters, choose a basic land type." with "Enchanted land is the
chosen type." (Phantasmal Terrain) and "Lands you control are the chosen type in addition to
their other types." (Realmwright), played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility


def _mana_abilities(game, alias: str) -> list[str]:
    ch = game.chars(obj_id(game, alias))
    return sorted(a.ability.text for a in ch.abilities)


@pytest.mark.parametrize(("name", "line"), [
    ("Phantasmal Terrain", "As this Aura enters, choose a basic land type."),
    ("Convincing Mirage", "As this Aura enters, choose a basic land type."),
    ("Realmwright", "As this creature enters, choose a basic land type."),
])
def test_614_12_choose_a_basic_land_type_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ReplacementAbility) and ab.choice == "basic_land_type"


def test_305_7_phantasmal_terrain_makes_a_painland_an_island(board) -> None:
    """Alice casts Phantasmal Terrain on Bob's Llanowar Wastes choosing Island: the land is an
    Island, loses its rules-text abilities and has only "{T}: Add {U}" (305.7)."""
    game = board("""
        name: phantasmal terrain
        battlefield: [{card: Llanowar Wastes, controller: Bob, as: wastes}]
        hand: {Alice: [{card: Phantasmal Terrain, as: terrain}]}
        actions:
          - {cast: Phantasmal Terrain, targets: [wastes], choices: {basic_land_type: Island}}
    """)
    ch = game.chars(obj_id(game, "wastes"))
    assert ch.subtypes == {"Island"}
    assert _mana_abilities(game, "wastes") == ["{T}: Add {U}."]
    assert game.obj(obj_id(game, "terrain")).zone == "battlefield"


def test_205_3i_phantasmal_terrain_refuses_a_type_that_isnt_a_basic_land_type(board) -> None:
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="basic land type"):
        board("""
            name: phantasmal terrain desert
            battlefield: [{card: Forest, controller: Bob, as: forest}]
            hand: {Alice: [Phantasmal Terrain]}
            actions:
              - {cast: Phantasmal Terrain, targets: [forest], choices: {basic_land_type: Desert}}
        """)


def test_305_7_realmwright_adds_the_chosen_type_to_lands_you_control(board) -> None:
    """Realmwright enters choosing Swamp: Alice's Forest is a Forest Swamp with both intrinsic
    mana abilities; Bob's Forest is unchanged."""
    game = board("""
        name: realmwright
        battlefield:
          - {card: Forest, as: mine}
          - {card: Forest, controller: Bob, as: theirs}
        hand: {Alice: [Realmwright]}
        actions:
          - {cast: Realmwright, choices: {basic_land_type: Swamp}}
    """)
    assert game.chars(obj_id(game, "mine")).subtypes == {"Forest", "Swamp"}
    assert _mana_abilities(game, "mine") == ["{T}: Add {B}.", "{T}: Add {G}."]
    assert game.chars(obj_id(game, "theirs")).subtypes == {"Forest"}
