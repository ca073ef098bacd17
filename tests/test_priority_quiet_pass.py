"""117.5 after a pass (`engine.turn.quiet_pass`): when state-based actions and triggers were
just checked to the end and a player only passed priority to the next player, the game loop
doesn't check them again for that player (it would perform nothing). Whole seeded games with
and without that skip are the same game (log, actions and final state), and anything that
happened besides the pass makes the check run: a player at 0 life loses (704.5a)."""

from __future__ import annotations

import json

import pytest

from arbiter.decks import load_deck
from arbiter.engine import sba
from arbiter.engine.agents import RandomAgent, Seats
from arbiter.engine.game import Game
from arbiter.engine.turn import loop, quiet_pass
from arbiter.engine.turn.priority import PASS
from arbiter.state.serialize import encode


def _played(seed: int, decks: list[list[str]], max_turns: int) -> str:
    game = Game.new(decks, seed=seed, max_turns=max_turns, first=seed % 2, mulligans=True)
    game.decider = Seats([RandomAgent(seed * 31 + i) for i in range(2)])
    loop.run(game, max_turns)
    state = encode(game.state)
    state.pop("version")  # when to recompute characteristics, not what happened
    return json.dumps([game.state.log, state], sort_keys=True)


@pytest.mark.parametrize("seed", range(3))
def test_117_5_games_with_and_without_the_skip_are_the_same(seed: int, monkeypatch) -> None:
    decks = [load_deck("mid-werewolves"), load_deck("mid-spirits")]
    skipped = []
    original = quiet_pass.skip_check

    def counting(game: Game) -> bool:
        skipped.append(original(game))
        return skipped[-1]

    monkeypatch.setattr(quiet_pass, "skip_check", counting)
    fast = _played(seed, decks, 12)
    assert sum(skipped) > 50  # the skip was taken, many times
    monkeypatch.setattr(quiet_pass, "skip_check", lambda game: False)
    assert _played(seed, decks, 12) == fast


def _at_priority_with_a_pass(seed: int) -> Game:
    """A vanilla game at a priority decision whose player may pass to the other player."""
    decks = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Plains"] * 24 + ["Savannah Lions"] * 36]
    game = Game.new(decks, seed=seed, max_turns=20)
    while True:
        d = game.pending_decision
        assert d is not None
        if d.kind == "priority" and game.state.turn.passes == 0:
            return game
        game.apply(game.legal_actions()[0])


def test_117_5_704_5a_a_player_at_0_life_after_a_pass_loses() -> None:
    game = _at_priority_with_a_pass(1)
    other = 1 - game.current_player
    game.state.players[other].life = 0  # anything besides the pass
    game.apply(str(PASS))
    assert game.is_over and game.winner == 1 - other


def test_117_5_the_check_is_skipped_only_after_a_pass_that_changed_nothing(
        monkeypatch) -> None:
    game = _at_priority_with_a_pass(2)
    runs = []
    original = sba.run

    def counting(g: Game) -> bool:
        runs.append(g.state.turn.priority)
        return original(g)

    monkeypatch.setattr(sba, "run", counting)
    passer = game.current_player
    game.apply(str(PASS))
    assert game.current_player == 1 - passer and runs == []  # nothing happened but a pass
    game.apply(str(PASS))  # both passed: the step ends (500.2), the next one checks again
    assert runs
