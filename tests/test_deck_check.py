"""Principle 5 before a game: decks holding a card with unread text are refused with one
message listing every such card and its text (`engine/deck_check.py`), by `arbiter simulate`,
`arbiter play` and `Game.new(check_unread=True)` — never a traceback mid-game."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli import main
from arbiter.engine.deck_check import UnreadDeckError, unread_cards
from arbiter.engine.game import Game

ORB = ["Chaos Orb"] * 4 + ["Mountain"] * 16
BEARS = ["Grizzly Bears"] * 4 + ["Forest"] * 16


def _deck(tmp_path: Path) -> str:
    path = tmp_path / "orb.txt"
    path.write_text("4 Chaos Orb\n2 Mutavault\n14 Mountain\n", encoding="utf-8")
    return str(path)


def test_unread_cards_lists_each_card_once_with_its_unread_lines(catalog) -> None:
    found = unread_cards(catalog, [ORB, ["Mutavault"] * 2 + BEARS])
    assert found == {
        "Chaos Orb": ["{1}, {T}: If this artifact is on the battlefield, flip it onto the "
                      "battlefield from a height of at least one foot. If this artifact turns "
                      "over completely at least once during the flip, destroy all nontoken "
                      "permanents it touches. Then destroy this artifact."],
        "Mutavault": ["{1}: This land becomes a 2/2 creature with all creature types until "
                      "end of turn. It's still a land."],
    }


def test_fully_read_decks_pass(catalog) -> None:
    assert unread_cards(catalog, [BEARS, ["Savannah Lions"] * 4 + ["Plains"] * 16]) == {}


def test_game_new_refuses_unread_decks_on_request(catalog) -> None:
    with pytest.raises(UnreadDeckError) as e:
        Game.new([ORB, BEARS], seed=1, catalog=catalog, check_unread=True)
    assert "Chaos Orb: '{1}, {T}: If this artifact" in str(e.value)
    Game.new([ORB, BEARS], seed=1, catalog=catalog)  # unchecked: the caller's choice


@pytest.mark.parametrize("command", [["simulate", "{deck}", "green-stompy", "--games", "3"],
                                     ["play", "{deck}", "white-weenie"]])
def test_cli_refuses_the_game_with_one_message_and_no_traceback(
        tmp_path: Path, capsys, command: list[str]) -> None:
    deck = _deck(tmp_path)
    status = main([part.format(deck=deck) for part in command])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("ERROR ") and "Traceback" not in err
    assert "Chaos Orb: '{1}, {T}: If this artifact" in err
    assert 'Mutavault: "{1}: This land becomes a 2/2 creature' in err
