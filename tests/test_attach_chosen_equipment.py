"""701.3a / 608.2d: "Create a 1/1 white Kor Warrior creature token. You may attach an
Equipment you control to it." (Nahiri, Heir of the Ancients' +1): as the ability resolves
Alice may choose an Equipment she controls and attach it to the new token (not a target);
she may decline, and an Equipment she doesn't control isn't offered."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.scenario.errors import ScenarioError


def _nahiri(board, choices: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Nahiri makes a Kor Warrior
        battlefield:
          - {{card: "Nahiri, Heir of the Ancients", as: nahiri, counters: {{loyalty: 4}}}}
          - {{card: Bonesplitter, as: splitter}}
          - {{card: Short Sword, controller: Bob, as: sword}}
        library: {{Alice: [Forest], Bob: [Forest]}}
        actions:
          - activate: {{card: nahiri, ability: "+1", choices: {{{choices}}}}}
    """)


def _warrior(game) -> int:
    [token] = [o for o in game.state.battlefield() if game.chars(o).name == "Kor Warrior Token"]
    return token


def test_701_3a_nahiri_attaches_bonesplitter_to_the_new_token(board) -> None:
    game = _nahiri(board, "attach_equipment: splitter")
    token = _warrior(game)
    assert game.obj(obj_id(game, "splitter")).attached_to == token
    assert (game.chars(token).power, game.chars(token).toughness) == (3, 1)


def test_608_2d_nahiri_may_attach_nothing(board) -> None:
    game = _nahiri(board, "attach_equipment: null")
    token = _warrior(game)
    assert game.obj(obj_id(game, "splitter")).attached_to is None
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)


def test_701_3a_an_equipment_alice_doesnt_control_isnt_offered(board) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        _nahiri(board, "attach_equipment: sword")
