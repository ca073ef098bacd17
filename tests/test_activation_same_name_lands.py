"""602.5b, 201.2: "Activate only if you control three or more lands with the same name."
(Endless Atlas; Sceptre of Eternal Glory's mana ability, 605.3a): a name at least three of the
player's lands have, counted as the ability would be activated. Played on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


def _board(board, lands: str):
    return board(f"""
        name: endless atlas
        turn: {{number: 2}}
        battlefield: [{{card: Endless Atlas, as: atlas}}, {lands}]
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    """)


@pytest.mark.parametrize(("lands", "offered"), [
    ("Island, Island, Island", True),
    ("Island, Island, Swamp, Swamp", False),
    # Bob's third Island isn't Alice's
    ("Island, Island, Swamp, {card: Island, controller: Bob}", False),
])
def test_602_5b_endless_atlas_three_lands_with_the_same_name(board, lands: str,
                                                             offered: bool) -> None:
    game = _board(board, lands)
    atlas = obj_id(game, "atlas")
    assert any(a.kind == "activate" and a.obj == atlas
               for a in priority_actions(game, ALICE)) is offered
    hand = len(game.state.zone_list("hand", ALICE))
    if offered:
        activate(game, atlas, ALICE, 1, [], {}, pay=True)
        resolve_all(game)
        assert len(game.state.zone_list("hand", ALICE)) == hand + 1
    else:
        with pytest.raises(IllegalActionError, match="602.5b"):
            activate(game, atlas, ALICE, 1, [], {}, pay=True)


@pytest.mark.parametrize(("lands", "offered"), [
    ("Plains, Plains, Plains", True),
    ("Plains, Plains, Forest", False),
])
def test_605_3a_sceptre_of_eternal_glory_mana_only_with_three_same_lands(board, lands: str,
                                                                       offered: bool) -> None:
    """The mana ability is offered (three of one color) only with three Plains."""
    game = board(f"""
        name: sceptre
        turn: {{number: 2}}
        battlefield: [Sceptre of Eternal Glory, {lands}]
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    """)
    options = [str(a) for a in game.legal_actions()
               if str(a).startswith("tap Sceptre of Eternal Glory")]
    assert any("{W}{W}{W}" in o for o in options) is offered
