"""103.1, 103.5, 103.8: the starting player, the London mulligan (each mulligan draws seven
and puts as many cards on the bottom as mulligans taken; 103.5c the first one free in
multiplayer) and the starting player's skipped first draw step (103.8a two players only,
103.8c)."""

from __future__ import annotations

import pytest

from arbiter.engine.agents import RandomAgent, ScriptedAgent, Seats
from arbiter.engine.game import Game
from arbiter.engine.turn import loop

LANDS = ["Forest"] * 30
BEARS = ["Grizzly Bears"] * 30


class Answers:
    """Answers mulligan declarations from a list per player, records each decision."""

    def __init__(self, declarations: dict[int, list[bool]]) -> None:
        self.declarations = declarations
        self.asked: list[tuple[str, int]] = []

    def decide(self, d):
        self.asked.append((d.kind, d.player))
        if d.kind == "mulligan":
            return self.declarations[d.player].pop(0)
        if d.kind == "mulligan_bottom":
            return d.options[0][1]
        return None if d.optional or not d.options else d.options[0][1]


def _new(decks, answers, first=0):
    game = Game.new(decks, seed=5, first=first, mulligans=True)
    game.decider = answers
    return game


def _run_mulligans(game):
    loop.step(game)
    assert not game.state.mulligans_pending


def test_103_5_one_mulligan_puts_one_card_on_the_bottom() -> None:
    answers = Answers({0: [True, False], 1: [False]})
    game = _new([LANDS, BEARS], answers)
    _run_mulligans(game)
    assert len(game.state.zone_list("hand", 0)) == 6
    assert len(game.state.zone_list("library", 0)) == 24
    assert len(game.state.zone_list("hand", 1)) == 7


def test_103_5_starting_player_declares_first_and_rounds_repeat() -> None:
    answers = Answers({0: [True, True, False], 1: [True, False]})
    game = _new([LANDS, BEARS], answers, first=1)
    _run_mulligans(game)
    declarations = [p for kind, p in answers.asked if kind == "mulligan"]
    assert declarations == [1, 0, 1, 0, 0]  # Bob starts; then only those who mulliganed
    assert len(game.state.zone_list("hand", 0)) == 5
    assert len(game.state.zone_list("hand", 1)) == 6
    assert sum(1 for k, _ in answers.asked if k == "mulligan_bottom") == 1 + 2 + 1


def test_103_5_no_mulligan_once_the_hand_would_be_zero_cards() -> None:
    answers = Answers({0: [True] * 7, 1: [False]})
    game = _new([LANDS, BEARS], answers)
    _run_mulligans(game)
    assert len(game.state.zone_list("hand", 0)) == 1  # a seventh would leave none
    assert answers.declarations[0] == [True]  # so the seventh is never asked
    assert sum(1 for k, p in answers.asked if k == "mulligan" and p == 0) == 6


def test_103_5c_the_first_mulligan_is_free_in_multiplayer() -> None:
    answers = Answers({0: [True, False], 1: [False], 2: [True, True, False]})
    game = _new([LANDS, BEARS, LANDS], answers)
    _run_mulligans(game)
    assert len(game.state.zone_list("hand", 0)) == 7
    assert len(game.state.zone_list("hand", 2)) == 6


def test_103_1_the_starting_player_takes_the_first_turn_and_103_8a_skips_its_draw() -> None:
    game = Game.new([LANDS, BEARS], seed=1, first=1)
    game.decider = Seats([ScriptedAgent([]), ScriptedAgent([])])
    while game.state.turn.step != "precombat_main":
        loop.step(game)
    assert game.state.turn.active == 1 and game.state.turn.number == 1
    assert len(game.state.zone_list("hand", 1)) == 7  # no draw on the first turn
    assert any("103.8a" in line for line in game.state.log)


def test_103_8c_no_player_skips_the_first_draw_in_a_three_player_game() -> None:
    game = Game.new([LANDS, BEARS, LANDS], seed=1)
    game.decider = Seats([ScriptedAgent([])] * 3)
    while game.state.turn.step != "precombat_main":
        loop.step(game)
    assert len(game.state.zone_list("hand", 0)) == 8


def test_a_starting_player_who_isnt_a_player_is_refused() -> None:
    with pytest.raises(ValueError, match="starting player"):
        Game.new([LANDS, BEARS], first=2)


def test_random_agent_keeps_a_playable_hand_and_mulligans_all_lands() -> None:
    game = Game.new([LANDS, BEARS], seed=2, mulligans=True)
    game.decider = Seats([RandomAgent(1), RandomAgent(2)])
    _run_mulligans(game)
    # all lands (7 of 7) and no lands (0 of 7) are mulliganed down to a five-card hand
    assert len(game.state.zone_list("hand", 0)) == 5
    assert len(game.state.zone_list("hand", 1)) == 5
