"""614.1a / 111.2 / 616.1: "If you would create one or more [Treasure] tokens, instead create
those tokens plus an additional <Treasure | Food> token." (Xorn, Tippy-Toe, Terrific
Partner), played through the real engine: the tokens created under your control are the
tokens you create (111.2); a Treasure-only replacement doesn't add to other tokens; two
Xorns each apply once (614.5) to the event, which still has Treasures after the first."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.engine.turn.steps import resolve_all


def _names(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.chars(o).name for o in game.state.battlefield()
                  if game.obj(o).token is not None and game.chars(o).controller == player)


def _cast(board, permanents: str, card: str):  # type: ignore[no-untyped-def]
    game = board(f"""
        name: tokens
        battlefield: [{permanents}]
        hand: {{Alice: [{{card: {card}, as: spell}}]}}
        library: {{Alice: [Forest], Bob: [Forest]}}
    """)
    spells.cast(game, obj_id(game, "spell"), 0, [], {})
    resolve_all(game)
    return game


def test_614_1a_xorn_an_additional_treasure(board) -> None:
    game = _cast(board, "Xorn", "Strike It Rich")
    assert _names(game, 0) == ["Treasure Token"] * 2


def test_614_5_two_xorns_two_additional_treasures(board) -> None:
    game = _cast(board, "Xorn, Xorn", "Strike It Rich")
    assert _names(game, 0) == ["Treasure Token"] * 3


def test_614_1a_xorn_not_for_other_tokens(board) -> None:
    """Raise the Alarm's Soldiers aren't Treasures: no Treasure is added."""
    game = _cast(board, "Xorn", "Raise the Alarm")
    assert _names(game, 0) == ["Soldier Token"] * 2


def test_111_2_xorn_not_for_an_opponents_treasure(board) -> None:
    """Bob's Xorn: Alice creates her Treasure alone."""
    game = _cast(board, "{card: Xorn, controller: Bob}", "Strike It Rich")
    assert _names(game, 0) == ["Treasure Token"]
    assert _names(game, 1) == []


def test_614_1a_tippy_toe_a_food_with_any_tokens(board) -> None:
    game = _cast(board, '"Tippy-Toe, Terrific Partner"', "Raise the Alarm")
    assert _names(game, 0) == ["Food Token", "Soldier Token", "Soldier Token"]
