"""208.1: "target 1/1 creature" (Pendelhaven, Aegis of the Meek) and "each 1/1 creature you
control" (Pendelhaven Elder): a creature whose power is 1 and toughness 1 now (a 2/2 or a
1/1 grown to 2/3 isn't one). Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0

_BOARD = """
    name: pendelhaven
    turn: {number: 2}
    battlefield: [{card: Pendelhaven, as: haven}, {card: Llanowar Elves, as: elves},
                  {card: Grizzly Bears, as: bears}]
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def test_208_1_pendelhaven_targets_a_1_1_creature(board) -> None:
    """Llanowar Elves (1/1) becomes 2/3 until end of turn."""
    game = board(_BOARD)
    elves = obj_id(game, "elves")
    activate(game, obj_id(game, "haven"), ALICE, 2, [elves], {}, pay=True)
    resolve_all(game)
    assert (game.chars(elves).power, game.chars(elves).toughness) == (2, 3)


def test_208_1_a_2_2_creature_isnt_a_legal_target(board) -> None:
    game = board(_BOARD)
    with pytest.raises(IllegalActionError):
        activate(game, obj_id(game, "haven"), ALICE, 2, [obj_id(game, "bears")], {}, pay=True)
    assert (game.chars(obj_id(game, "bears")).power, game.chars(obj_id(game, "bears")).toughness
            ) == (2, 2)


def test_208_1_pendelhaven_elder_each_1_1_creature_you_control(board) -> None:
    """Pendelhaven Elder (1/1) taps: the Elves and the Elder itself (1/1 each) get +1/+2; the
    Bears (2/2) don't."""
    game = board(_BOARD.replace("{card: Pendelhaven, as: haven}",
                                "{card: Pendelhaven Elder, as: elder}"))
    activate(game, obj_id(game, "elder"), ALICE, 1, [], {}, pay=True)
    resolve_all(game)
    stats = {a: (game.chars(obj_id(game, a)).power, game.chars(obj_id(game, a)).toughness)
             for a in ("elves", "bears", "elder")}
    assert stats == {"elves": (2, 3), "bears": (2, 2), "elder": (2, 3)}
