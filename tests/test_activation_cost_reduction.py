"""602.2b / 601.2f: "Activated abilities of creatures you control cost {2} less to activate.
This effect can't reduce the mana in that cost to less than one mana." (Training Grounds):
generic mana only, and with the sentence after it never below one mana in all. Sledding
Otter-Penguin's "{3}: Put a +1/+1 counter on this creature." activated on a board."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.turn.player_actions import activate as play_activate

_BOARD = """
        name: training grounds
        battlefield:
          - {{card: Sledding Otter-Penguin, as: otter}}
          - {{card: Plains, as: p1}}
          - {{card: Plains, as: p2}}
          - {{card: Plains, as: p3}}
{more}
"""


def _tapped_to_activate(board, more: str) -> int:  # type: ignore[no-untyped-def]
    game = board(_BOARD.format(more=more))
    otter = obj_id(game, "otter")
    play_activate(game, 0, otter, 1)
    assert len(game.state.stack_items) == 1
    return sum(game.obj(obj_id(game, p)).tapped for p in ("p1", "p2", "p3"))


def test_601_2f_training_grounds_3_becomes_1(board) -> None:
    assert _tapped_to_activate(board, "          - {card: Training Grounds}") == 1


def test_601_2f_two_training_grounds_never_below_one_mana(board) -> None:
    """The second Training Grounds can't take the last {1}: the cost stays {1}."""
    assert _tapped_to_activate(board, "          - {card: Training Grounds}\n"
                                      "          - {card: Training Grounds}") == 1


def test_601_2f_an_opponents_training_grounds_doesnt_apply(board) -> None:
    """"creatures you control": Bob's Training Grounds leaves Alice's {3} as it is."""
    assert _tapped_to_activate(board, "          - {card: Training Grounds, controller: "
                                      "Bob}") == 3


def test_601_2f_heartstone_every_creature_1_less(board) -> None:
    assert _tapped_to_activate(board, "          - {card: Heartstone, controller: Bob}") == 2
