"""601.2b / 601.2h / 118.8: "As an additional cost to cast this spell, exile <a | N> creature
card(s) from your graveyard." played through the real engine, with real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import AdditionalCost
from arbiter.rules.costs import ExileFromGraveyard


@pytest.mark.parametrize(("card", "line", "n"), [
    ("Stitched Drake", "As an additional cost to cast this spell, exile a creature card from "
     "your graveyard.", 1),
    ("Skaab Goliath", "As an additional cost to cast this spell, exile two creature cards "
     "from your graveyard.", 2),
])
def test_601_2b_exile_creature_cards_from_your_graveyard_read(card, line, n) -> None:
    (ab,) = compile_line(line, card)
    assert isinstance(ab, AdditionalCost)
    (cost,) = ab.costs
    assert isinstance(cost, ExileFromGraveyard) and cost.n == n


_BOARD = """
    name: stitched drake
    battlefield: [Island, Island, Island]
    hand: {{Alice: [{{card: Stitched Drake, as: drake}}]}}
    graveyard: {{Alice: [{graveyard}]}}
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def test_601_2h_the_creature_card_is_exiled_as_the_cost_is_paid(board) -> None:
    game = board(_BOARD.format(graveyard="{card: Grizzly Bears, as: bears}, Forest"))
    drake = obj_id(game, "drake")
    assert any(a.kind == "cast" and a.obj == drake for a in priority_actions(game, 0))
    cast(game, drake, 0, [], {"additional": [[obj_id(game, "bears")]]}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "exile"
    assert game.obj(obj_id(game, "drake")).zone == "battlefield"


def test_118_3_without_a_creature_card_it_cant_be_cast(board) -> None:
    """Only a Forest in the graveyard: the cost can't be paid; not offered, and refused."""
    game = board(_BOARD.format(graveyard="{card: Forest, as: forest}"))
    drake = obj_id(game, "drake")
    assert not any(a.kind == "cast" and a.obj == drake for a in priority_actions(game, 0))
    with pytest.raises(IllegalActionError):
        cast(game, drake, 0, [], {"additional": [[obj_id(game, "forest")]]}, pay=True)
    assert game.obj(obj_id(game, "forest")).zone == "graveyard"
    assert game.obj(drake).zone == "hand"
