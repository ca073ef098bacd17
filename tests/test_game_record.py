"""Issue 17 item 3: `outcome()` tells a win from a draw and from a game the turn limit
stopped (truncated: not a draw, 104.4); the actions taken are recorded and a game is rebuilt
from its record exactly; a record that doesn't fit is refused naming the step."""

from __future__ import annotations

import json
import random

import pytest

from arbiter.decks import load_deck
from arbiter.engine.game import Game
from arbiter.errors import IllegalActionError

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def _play(game: Game, n: int, seed: int = 0) -> None:
    r = random.Random(seed)
    for _ in range(n):
        actions = game.legal_actions()
        if not actions:
            return
        game.apply(r.choice(actions))


def test_outcome_of_a_new_game_is_ongoing(catalog) -> None:
    game = Game.new(DECKS, seed=1, catalog=catalog)
    assert game.outcome() == {"status": "ongoing", "winner": None, "turn": 1}


def test_a_game_stopped_by_the_turn_limit_is_truncated_not_a_draw(catalog) -> None:
    game = Game.new(DECKS, seed=1, catalog=catalog, max_turns=1)
    _play(game, 2000)
    assert game.is_over and game.winner is None
    assert game.outcome()["status"] == "truncated"


def test_104_2a_a_win_names_the_winner(catalog) -> None:
    game = Game.new(DECKS, seed=1, catalog=catalog)
    game.state.players[1].life = 0  # 704.5a at the next check: Bob loses, Alice wins
    _play(game, 5)
    assert game.outcome()["status"] == "win" and game.outcome()["winner"] == 0


def test_104_4a_both_players_losing_at_once_is_a_draw(catalog) -> None:
    game = Game.new(DECKS, seed=1, catalog=catalog)
    game.state.players[0].life = 0
    game.state.players[1].life = 0
    _play(game, 5)
    assert game.outcome()["status"] == "draw" and game.outcome()["winner"] is None


def test_the_record_rebuilds_the_same_game(catalog) -> None:
    game = Game.new(DECKS, seed=7, catalog=catalog, first=1, mulligans=True, max_turns=6)
    _play(game, 150, seed=3)
    rec = json.loads(json.dumps(game.record()))  # plain data
    assert len(rec["history"]) == 150 or game.is_over
    again = Game.rebuild(rec, catalog)
    assert again.to_json() == game.to_json()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]


def test_an_illegal_action_is_not_recorded(catalog) -> None:
    game = Game.new(DECKS, seed=7, catalog=catalog)
    _play(game, 3)
    before = list(game.state.history)
    with pytest.raises(IllegalActionError):
        game.apply("cast Nothing at all")
    assert game.state.history == before


def test_a_record_that_does_not_fit_names_the_step(catalog) -> None:
    game = Game.new(DECKS, seed=7, catalog=catalog)
    _play(game, 4)
    rec = game.record()
    rec["history"][2] = [rec["history"][2][0], 0, "something else"]
    with pytest.raises(IllegalActionError, match="record step 3"):
        Game.rebuild(rec, catalog)
    with pytest.raises(ValueError, match="not a game record"):
        Game.rebuild({"history": []}, catalog)
