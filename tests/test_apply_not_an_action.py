"""Principle 6: `Game.apply` raises the illegal-action error for anything that isn't an
action (an `Action` or its text form), and the game is left exactly as it was."""

from __future__ import annotations

import pytest

from arbiter.decks import load_deck
from arbiter.engine.api import Action, parse
from arbiter.engine.game import Game
from arbiter.errors import IllegalActionError


@pytest.fixture(scope="module")
def game(catalog) -> Game:
    return Game.new([load_deck("green-stompy"), load_deck("white-weenie")], seed=3,
                    catalog=catalog)


@pytest.mark.parametrize("thing", [None, 42, 3.5, {"kind": "priority"}, ["pass"], b"pass",
                                   Action("priority", "nonsense", object())])
def test_apply_something_that_isnt_a_legal_action(game: Game, thing: object) -> None:
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="is not an action|is not a legal choice"):
        game.apply(thing)
    assert game.to_json() == before


def test_parse_and_player_of_the_wrong_type(game: Game) -> None:
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="None is not an action"):
        parse(game, None)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="player must be a player's index"):
        game.apply(game.legal_actions()[0], player="Alice")  # type: ignore[arg-type]
    assert game.to_json() == before
