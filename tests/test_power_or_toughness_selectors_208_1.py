"""208.1: selectors comparing power and toughness: "with power or toughness 1 or less" (either
stat) and "with total power and toughness 5 or less" (the sum), judged on the object's
characteristics now (613)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError

_CUT_DOWN = """
    name: cut down
    battlefield:
      - {card: Grizzly Bears, as: bears, controller: Bob}
      - {card: Hill Giant, as: giant, controller: Bob}
      - {card: Savannah Lions, as: lions, controller: Bob, counters: {+1/+1: 2}}
    hand: {Alice: [{card: Cut Down, as: d}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_208_1_cut_down_destroys_a_creature_with_total_4(board) -> None:
    game = board(_CUT_DOWN + """
    actions:
      - {cast: d, targets: [bears]}
""")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


@pytest.mark.parametrize("alias", ["giant", "lions"])
def test_208_1_cut_down_cant_target_a_total_over_5(board, alias: str) -> None:
    """Hill Giant 3/3 totals 6; Savannah Lions 2/1 with two +1/+1 counters is 4/3, 7."""
    game = board(_CUT_DOWN)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "d"), 0, [("object", obj_id(game, alias))], {})
    assert game.state.version == before


_ARNYN = """
    name: arnyn
    battlefield:
      - {card: "Arnyn, Deathbloom Botanist", controller: Alice}
      - {card: Savannah Lions, as: lions, controller: Alice}
      - {card: Grizzly Bears, as: bears, controller: Alice}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_208_1_arnyn_a_creature_with_toughness_1_dies(board) -> None:
    """Savannah Lions (2/1): toughness 1, so Arnyn triggers; Bob loses 2, Alice gains 2."""
    game = board(_ARNYN + """
    actions:
      - {move: {card: lions, to: graveyard}}
      - {resolve: all}
""")
    assert game.state.players[0].life == 22 and game.state.players[1].life == 18


def test_208_1_arnyn_a_2_2_dies_nothing_happens(board) -> None:
    game = board(_ARNYN + """
    actions:
      - {move: {card: bears, to: graveyard}}
      - {resolve: all}
""")
    assert game.state.players[0].life == 20 and game.state.players[1].life == 20
