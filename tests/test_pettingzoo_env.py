"""Issue 17 item 4: the PettingZoo AEC environment (src/arbiter/adapters) passes PettingZoo's
own API test, and whole seeded games with masked random actions end with the rewards a judge
would give (+1 the winner, -1 the loser, 0 each for a draw; the turn limit truncates)."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from arbiter.adapters.encoding import MAX_ACTIONS, TooManyActions, action_mask, decode
from arbiter.adapters.pettingzoo_env import env
from arbiter.decks import load_deck
from arbiter.engine.game import Game

DECKS = [load_deck("green-stompy"), load_deck("white-weenie")]


def test_pettingzoo_api_test_passes(catalog) -> None:
    api_test(env(DECKS, max_turns=8, catalog=catalog), num_cycles=300)


@pytest.mark.parametrize("seed", [0, 1])
def test_masked_random_games_end_with_judged_rewards(catalog, seed: int) -> None:
    e = env(DECKS, max_turns=10, catalog=catalog)
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter(max_iter=20_000):
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(e.game.legal_actions()) > 0
        e.step(int(rng.choice(legal)))
    assert not e.agents  # every agent finished
    outcome = e.game.outcome()
    if outcome["status"] == "win":
        winner = f"player_{outcome['winner']}"
        assert totals == {a: (1.0 if a == winner else -1.0) for a in totals}
    else:
        assert outcome["status"] in ("draw", "truncated") and set(totals.values()) == {0.0}


def test_only_the_deciding_player_gets_a_mask(catalog) -> None:
    e = env(DECKS, catalog=catalog)
    e.reset(seed=4)
    acting = e.agent_selection
    other = next(a for a in e.possible_agents if a != acting)
    assert e.observe(acting)["action_mask"].sum() > 0
    assert e.observe(other)["action_mask"].sum() == 0


def test_encoding_refuses_what_it_cant_hold(catalog) -> None:
    game = Game.new(DECKS, seed=1, catalog=catalog)
    mask = action_mask(game)
    assert len(mask) == MAX_ACTIONS and sum(mask) == len(game.legal_actions())
    with pytest.raises(ValueError, match="isn't legal now"):
        decode(game, sum(mask))
    assert issubclass(TooManyActions, ValueError)
