"""115.1 / 120.4: "deals N damage to target player or planeswalker and each creature that
player or that planeswalker's controller controls" (Flame Wave, Lavalanche, Chandra's Fury)
and "... to target player and 1 damage to each creature that player controls" (Radiating
Lightning): the creatures are those of the target player, or of the target planeswalker's
controller; one source, its damage dealt at once."""

from __future__ import annotations

import pytest
from conftest import obj_id

_BOARD = """
name: {name}
battlefield:
  - {{card: Grizzly Bears, controller: Bob, as: bob_bears}}
  - {{card: Hill Giant, controller: Bob, as: giant}}
  - {{card: Jace Beleren, controller: Bob, as: jace}}
  - {{card: Grizzly Bears, as: alice_bears}}
hand: {{Alice: [{card}]}}
actions:
  - {{cast: {card}, targets: [{target}]}}
"""


def test_115_1_flame_wave_at_a_player(board) -> None:
    """Flame Wave (4) at Bob: Bob loses 4 and each creature Bob controls is dealt 4 (the
    Bears and Hill Giant die); Alice's Bears and Bob's Jace (not a creature) are untouched."""
    game = board(_BOARD.format(name="flame wave", card="Flame Wave", target="Bob"))
    assert game.state.players[1].life == 16
    assert game.obj(obj_id(game, "bob_bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.obj(obj_id(game, "alice_bears")).zone == "battlefield"
    assert game.obj(obj_id(game, "jace")).counters.get("loyalty") == 3


def test_115_1_flame_wave_at_a_planeswalker_hits_its_controllers_creatures(board) -> None:
    """Flame Wave at Jace Beleren: Jace is dealt 4 (dies) and each creature Jace's
    controller, Bob, controls is dealt 4; Bob's life total is untouched."""
    game = board(_BOARD.format(name="flame wave jace", card="Flame Wave", target="jace"))
    assert game.obj(obj_id(game, "jace")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.obj(obj_id(game, "alice_bears")).zone == "battlefield"
    assert game.state.players[1].life == 20


@pytest.mark.parametrize(("target", "bob_life"), [("Bob", 17), ("Alice", 20)])
def test_115_1_radiating_lightning_one_to_each_of_their_creatures(board, target: str,
                                                                  bob_life: int) -> None:
    """Radiating Lightning: 3 damage to the target player, 1 to each creature that player
    controls. At Bob: Bob at 17, his creatures dealt 1 each (none dies); at Alice: only
    Alice's Bears is dealt 1."""
    game = board(_BOARD.format(name="radiating lightning", card="Radiating Lightning",
                               target=target))
    assert game.state.players[1].life == bob_life
    dealt = 1 if target == "Bob" else 0
    assert game.obj(obj_id(game, "giant")).damage == dealt
    assert game.obj(obj_id(game, "alice_bears")).damage == 1 - dealt


@pytest.mark.parametrize(("land", "life"), [("Karplusan Forest", 18), ("Mountain", 20)])
def test_608_2h_molten_rain_damages_the_lands_controller_if_nonbasic(board, land: str,
                                                                     life: int) -> None:
    """Molten Rain: "Destroy target land. If that land was nonbasic, Molten Rain deals 2
    damage to the land's controller." Bob's Karplusan Forest: destroyed, Bob at 18; his
    Mountain: destroyed, no damage."""
    game = board(f"""
        name: molten rain
        battlefield: [{{card: {land}, controller: Bob, as: land}}]
        hand: {{Alice: [Molten Rain]}}
        actions:
          - {{cast: Molten Rain, targets: [land]}}
    """)
    assert game.obj(obj_id(game, "land")).zone == "graveyard"
    assert game.state.players[1].life == life
