"""Issue 17 item 4: the OpenSpiel game "python_arbiter" (src/arbiter/adapters) through
pyspiel's own API: a game played to its end with legal actions only, returns that sum to 0,
observation strings that hold nothing the player can't see; and OpenSpiel's random_sim_test
(it clones states with copy.deepcopy: a Game's deep copy is its clone, sharing the catalog)."""

from __future__ import annotations

import json
import random

import pyspiel

import arbiter.adapters.openspiel_game  # noqa: F401 - registers the game


def test_a_game_through_pyspiel_ends_with_zero_sum_returns() -> None:
    game = pyspiel.load_game("python_arbiter", {"max_turns": 1, "seed": 3})
    state = game.new_initial_state()
    r = random.Random(0)
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert legal and state.legal_actions(1 - player) == []
        obs = json.loads(state.observation_string(player))
        hidden = state.g.state.zone_list("hand", 1 - player)
        assert not any(c["id"] in hidden for c in obs["hand"])
        assert obs["players"][1 - player]["hand_size"] == len(hidden)
        state.apply_action(r.choice(legal))
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert sum(state.returns()) == 0.0
    assert state.outcome()["status"] in ("win", "draw", "truncated")


def test_openspiel_random_sim_test() -> None:
    game = pyspiel.load_game("python_arbiter", {"max_turns": 1})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
