"""A PettingZoo AEC environment over the step API (optional extra `rl`: pettingzoo,
gymnasium, numpy).

Agents "player_0", "player_1", ...; the agent to act is whoever the pending decision belongs
to (priority, targets, blockers, a mulligan ...). Actions are `Discrete(MAX_ACTIONS)` indices
into the legal actions with the mask in the observation (`adapters.encoding`); observations
are `{"observation": the feature vector, "action_mask": the mask}` built from what that player
may know only. Rewards at the end: +1 the winner, -1 each other player, 0 all for a draw; a
game stopped by the turn limit is truncated, not terminated."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from arbiter.adapters.encoding import MAX_ACTIONS, action_mask, decode, features, vector
from arbiter.engine.game import Game
from arbiter.rules.catalog import CardCatalog


class ArbiterEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "arbiter_v0", "is_parallelizable": False}

    def __init__(self, decks: list[list[str]], max_turns: int = 30, mulligans: bool = True,
                 catalog: CardCatalog | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        if len(decks) < 2:
            raise ValueError(f"a game needs at least two decks, got {len(decks)}")
        self.decks = [list(d) for d in decks]
        self.max_turns = max_turns
        self.mulligans = mulligans
        self.catalog = catalog
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(len(decks))]
        n = features(len(decks))
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (n,), np.float32),
            "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8)})
        self._act_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        seed = 0 if seed is None else seed
        first = seed % len(self.decks)  # 103.1: the starting player varies with the seed
        self.game = Game.new(self.decks, seed=seed, catalog=self.catalog,
                             max_turns=self.max_turns, first=first, mulligans=self.mulligans)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        player = self.possible_agents.index(agent)
        mine = self.game.current_player == player and not self.game.is_over
        mask = action_mask(self.game) if mine else [0] * MAX_ACTIONS
        return {"observation": np.asarray(vector(self.game, player), dtype=np.float32),
                "action_mask": np.asarray(mask, dtype=np.int8)}

    def step(self, action: int | None) -> None:
        assert self.game is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.game.apply(decode(self.game, int(action)), self.possible_agents.index(agent))
        if self.game.is_over:
            result = self.game.outcome()
            for a in self.agents:
                if result["status"] == "truncated":
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
                    if result["status"] == "win":
                        won = self.possible_agents.index(a) == result["winner"]
                        self.rewards[a] = 1.0 if won else -1.0
            self.infos = {a: {"outcome": result} for a in self.agents}
        self._select()
        self._accumulate_rewards()

    def _select(self) -> None:
        assert self.game is not None
        player = self.game.current_player
        if player is not None:
            self.agent_selection = self.possible_agents[player]
        elif getattr(self, "agent_selection", None) not in self.agents:
            # over: the agents take their last (dead) steps, PettingZoo's way of ending
            self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        obs = self.game.observation(self.game.state.turn.active)
        t = obs["turn"]
        lives = ", ".join(f"{p['name']} {p['life']}" for p in obs["players"])
        return f"turn {t['number']} ({t['step']}): {lives}"

    def close(self) -> None:
        self.game = None


def env(decks: list[list[str]], **kwargs: Any) -> ArbiterEnv:
    """The environment, as PettingZoo's `env()` constructors are named."""
    return ArbiterEnv(decks, **kwargs)


__all__ = ["ArbiterEnv", "env"]
