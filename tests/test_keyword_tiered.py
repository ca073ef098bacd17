"""Tiered (702.183a), played through the real engine: "Choose one. As an additional cost to
cast this spell, pay the cost associated with that mode." (700.2, 601.2b, 601.2f). Plus the
lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.tiered import tiered_lines
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0


def test_702_183a_tiered_lines_read_as_choose_one_with_costs() -> None:
    lines, costs = tiered_lines([
        "Tiered (Choose one additional cost.)",
        "\u2022 Fire \u2014 {0} \u2014 Fire Magic deals 1 damage to each creature.",
        "\u2022 Fira \u2014 {2} \u2014 Fire Magic deals 2 damage to each creature.",
        "\u2022 Firaga \u2014 {5} \u2014 Fire Magic deals 3 damage to each creature."])
    assert costs == ["{0}", "{2}", "{5}"]
    assert lines[1] == "Choose one \u2014"
    assert lines[3] == "\u2022 Fire Magic deals 2 damage to each creature."


def _board(mountains: int) -> str:
    lands = ", ".join(["Mountain"] * mountains)
    return f"""
        name: tiered
        battlefield: [{lands}, {{card: Grizzly Bears, controller: Bob, as: bears}}]
        hand: {{Alice: [{{card: Fire Magic, as: fire}}]}}
    """


def test_702_183a_the_chosen_modes_cost_is_paid(board) -> None:
    """Fire Magic ({R}) cast choosing Fira ({2} more): three Mountains; 2 damage to each
    creature kills Bob's Bears."""
    game = board(_board(3))
    cast(game, obj_id(game, "fire"), ALICE, [], {"mode": 2}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Mountain")


def test_702_183a_the_cheapest_mode(board) -> None:
    """Fire ({0} more): one Mountain; the Bears take 1 damage and live."""
    game = board(_board(1))
    cast(game, obj_id(game, "fire"), ALICE, [], {"mode": 1}, pay=True)
    resolve_all(game)
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 1


def test_702_183a_a_mode_whose_cost_cant_be_paid_is_refused(board) -> None:
    """Firaga costs {5} more: with three Mountains it is refused."""
    game = board(_board(3))
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "fire"), ALICE, [], {"mode": 3}, pay=True)
    assert game.obj(obj_id(game, "fire")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).damage == 0
