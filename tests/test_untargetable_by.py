"""115.1: "This creature can't be the target of red spells or abilities from red sources."
(Suq'Ata Firewalker) and "Enchanted creature can't be the target of spells or abilities your
opponents control." (Canopy Cover): a spell that would target it can't (601.2c), played
through the engine: the cast is refused, another spell targets it."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError


def _cast(solve, battlefield: str, spell: str, by: str = "Alice"):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: untargetable
        battlefield: {battlefield}
        hand: {{{by}: [{spell}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: {spell}, by: {by}, targets: [it]}}
    """)
    assert out.passed, out.failures
    return out.game


_FIREWALKER = ("[{card: Suq'Ata Firewalker, controller: Bob, as: it}, Mountain, Island, "
               "{card: Mountain, controller: Bob}]")


def test_115_1_firewalker_cant_be_the_target_of_a_red_spell(solve) -> None:
    with pytest.raises(ScenarioError, match="isn.t a legal"):
        _cast(solve, _FIREWALKER, "Lightning Bolt")


def test_115_1_firewalker_can_be_the_target_of_a_blue_spell(solve) -> None:
    game = _cast(solve, _FIREWALKER, "Unsummon")
    assert game.obj(obj_id(game, "it")).zone == "hand"


_COVER = ("[{card: Grizzly Bears, as: it}, {card: Canopy Cover, attached_to: it}, Island, "
          "{card: Island, controller: Bob}]")


def test_115_1_canopy_cover_an_opponents_spell_cant_target(solve) -> None:
    with pytest.raises(ScenarioError, match="isn.t a legal"):
        _cast(solve, _COVER, "Unsummon", by="Bob")


def test_115_1_canopy_cover_its_controller_can_target(solve) -> None:
    game = _cast(solve, _COVER, "Unsummon")
    assert game.obj(obj_id(game, "it")).zone == "hand"


@pytest.mark.parametrize("line", [
    "This creature can't be the target of blue or black spells.",  # spells only
    "~ can't be the target of Aura spells.",
    "~ can't be the target of abilities your opponents control.",
    "This creature can't be the target of white spells or abilities from black sources.",
])
def test_115_1_qualities_telling_spells_from_abilities_stay_unread(line: str) -> None:
    (ab,) = compile_line(line, "Xyz")
    assert isinstance(ab, UnsupportedAbility)
