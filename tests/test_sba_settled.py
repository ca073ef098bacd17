"""704.3 / 117.5 (`engine.sba_settled`): a check of state-based actions that performed
nothing is left out the next time a player would receive priority when only changes of status
happened since (a land tapped for mana, a step begun) and nothing it reads changed. Seeded
games with and without leaving it out are the same game; a painland's damage (605.3b, 120.3)
is a change the check reads, so a player it brings to 0 life loses (704.5a)."""

from __future__ import annotations

import json

import pytest

from arbiter.decks import load_deck
from arbiter.engine import sba, sba_settled
from arbiter.engine.agents import RandomAgent, Seats
from arbiter.engine.game import Game
from arbiter.engine.turn import loop
from arbiter.state.serialize import encode

TWO_PAINLANDS = """
name: two painlands at 1 life
battlefield:
  - {card: Llanowar Wastes, as: first}
  - {card: Llanowar Wastes, as: second}
library: {Alice: [Forest, Forest], Bob: [Plains, Plains]}
actions:
  - {set: {player: Alice, life: 1}}
"""


def _played(seed: int, decks: list[list[str]], max_turns: int) -> str:
    game = Game.new(decks, seed=seed, max_turns=max_turns, first=seed % 2, mulligans=True)
    game.decider = Seats([RandomAgent(seed * 31 + i) for i in range(2)])
    loop.run(game, max_turns)
    state = encode(game.state)
    state.pop("version")  # when to recompute characteristics, not what happened
    return json.dumps([game.state.log, state], sort_keys=True)


@pytest.mark.parametrize("seed", range(3))
def test_704_3_games_with_and_without_leaving_the_check_out_are_the_same(
        seed: int, monkeypatch) -> None:
    decks = [load_deck("mid-werewolves"), load_deck("mid-spirits")]
    left_out = []
    original = sba_settled.unchanged

    def counting(game: Game) -> object:
        found = original(game)
        left_out.append(found is not None)
        return found

    monkeypatch.setattr(sba_settled, "unchanged", counting)
    fast = _played(seed, decks, 12)
    assert sum(left_out) > 30  # it was left out, many times
    monkeypatch.setattr(sba_settled, "unchanged", lambda game: None)
    assert _played(seed, decks, 12) == fast


def _tap(game: Game, label: str) -> None:
    game.apply(next(a for a in game.legal_actions() if label in str(a)))
    while game.pending_decision is not None and game.pending_decision.kind != "priority":
        game.apply(game.legal_actions()[0])  # the color of the mana


def test_605_3b_704_5a_a_painland_tapped_at_1_life_loses_the_game(board, monkeypatch) -> None:
    game = board(TWO_PAINLANDS)
    checks = []
    original = sba.check_once

    def counting(g: Game) -> bool:
        checks.append(g.state.turn.priority)
        return original(g)

    monkeypatch.setattr(sba, "check_once", counting)
    game.legal_actions()
    _tap(game, "for {C}")  # 605.3b: {C} without damage: a change of status alone
    assert checks == [] and game.state.players[0].life == 1 and not game.is_over
    _tap(game, "for {B} or {G}")  # "This land deals 1 damage to you."
    assert checks  # the check is made: Alice's life changed
    assert game.state.players[0].lost and game.is_over and game.winner == 1
