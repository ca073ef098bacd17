"""Umbra armor (702.89) played through the real engine: "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." (702.89a), for
destruction by an effect (701.8a) and by lethal damage (704.5g); a creature put into the
graveyard for toughness 0 isn't destroyed (704.5f) and an indestructible one isn't destroyed
at all (702.12b), so umbra armor does nothing there."""

from __future__ import annotations

import pytest
from conftest import obj_id
from keyword_play import Answers

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.keyword_actions.regenerate import add_shield, destroy, shields


@pytest.mark.parametrize("line", [
    "Umbra armor (If enchanted creature would be destroyed, instead remove all damage from "
    "it and destroy this Aura.)",                                       # Hyena Umbra
    "Umbra armor",
])
def test_702_89a_umbra_armor_is_a_keyword_the_engine_reads(line) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "umbra armor"


_BOARD = """
    name: umbra armor
    battlefield:
      - {{card: {creature}, as: bears}}
      - {{card: Hyena Umbra, as: umbra, attached_to: bears}}
    hand: {{Bob: [{{card: {spell}, as: spell}}]}}
    actions:
      - {{cast: {spell}, by: Bob, targets: [bears]}}
"""


def test_702_89a_lethal_damage_destroys_the_aura_instead(solve) -> None:
    """Lightning Bolt deals 3 to Grizzly Bears with Hyena Umbra (3/3): instead of the Bears
    being destroyed (704.5g), the damage is removed and the Umbra destroyed: a 2/2 with no
    damage."""
    out = solve(_BOARD.format(creature="Grizzly Bears", spell="Lightning Bolt") + """
    expect:
      bears: {zone: battlefield, power: 2, toughness: 2}
      umbra: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bears")).damage == 0


def test_702_89a_destroy_target_creature_destroys_the_aura_instead(solve) -> None:
    out = solve(_BOARD.format(creature="Grizzly Bears", spell="Murder") + """
    expect:
      bears: {zone: battlefield}
      umbra: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_704_5f_toughness_0_isnt_destruction_so_umbra_armor_doesnt_apply(solve) -> None:
    """Grasp of Darkness (-4/-4) makes the 3/3 Bears -1/-1: put into the graveyard, not
    destroyed; the Umbra then goes too (704.5m)."""
    out = solve(_BOARD.format(creature="Grizzly Bears", spell="Grasp of Darkness") + """
    expect:
      bears: {zone: graveyard}
      umbra: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_12b_an_indestructible_creature_keeps_its_umbra(solve) -> None:
    """Darksteel Myr can't be destroyed: Murder does nothing, the Umbra stays."""
    out = solve(_BOARD.format(creature="Darksteel Myr", spell="Murder") + """
    expect:
      bears: {zone: battlefield}
      umbra: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("pick", ["umbra", "shield"])
def test_616_1_with_a_regeneration_shield_too_the_controller_chooses_one(solve, pick) -> None:
    """Grizzly Bears has a regeneration shield and Hyena Umbra: destroyed, its controller
    chooses which replacement applies (616.1); only that one does."""
    game = solve("""
        name: umbra or shield
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hyena Umbra, as: umbra, attached_to: bears}
    """).game
    bears, umbra = obj_id(game, "bears"), obj_id(game, "umbra")
    add_shield(game, bears)
    game.decider = Answers(replacement=umbra if pick == "umbra" else None)
    assert destroy(game, bears) is False
    assert game.obj(bears).zone == "battlefield"
    if pick == "umbra":
        assert game.obj(umbra).zone != "battlefield" and shields(game, bears) == 1
        assert not game.obj(bears).tapped
    else:
        assert game.obj(umbra).zone == "battlefield" and shields(game, bears) == 0
        assert game.obj(bears).tapped  # 701.19a: regenerated
