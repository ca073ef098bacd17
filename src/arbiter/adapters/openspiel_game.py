"""An OpenSpiel game (pyspiel's Python game API; optional extra `openspiel`).

"python_arbiter": sequential, imperfect information, chance sampled inside the game from its
seed (SAMPLED_STOCHASTIC: shuffles and the starting player), zero-sum with terminal rewards.
Actions are indices into the legal actions (`adapters.encoding`, `MAX_ACTIONS` distinct);
`observation_string(player)` is that player's `observation()` as JSON, nothing hidden. A
game stopped by the turn limit is terminal with returns 0 for all (truncated, not a draw:
`state.outcome()` tells which). Parameters: the two decks (sample deck names or files,
"green-stompy" and "white-weenie" by default), `seed`, `max_turns`."""

from __future__ import annotations

import json
from typing import Any

import pyspiel

from arbiter.adapters.encoding import MAX_ACTIONS, action_mask
from arbiter.decks import load_deck
from arbiter.engine.game import Game

#: An upper bound on actions in a game (the turn limit keeps games far shorter).
MAX_GAME_LENGTH = 1_000_000

_GAME_TYPE = pyspiel.GameType(
    short_name="python_arbiter",
    long_name="Arbiter: Magic: The Gathering (two players)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=False,
    parameter_specification={"deck_a": "green-stompy", "deck_b": "white-weenie", "seed": 0,
                             "max_turns": 30},
)
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=MAX_ACTIONS, max_chance_outcomes=0, num_players=2,
    min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=MAX_GAME_LENGTH)


class ArbiterGame(pyspiel.Game):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(_GAME_TYPE, _GAME_INFO, params or {})
        p = self.get_parameters()
        self.decks = [load_deck(p["deck_a"]), load_deck(p["deck_b"])]
        self.seed = int(p["seed"])
        self.max_turns = int(p["max_turns"])
        self._games = 0

    def new_initial_state(self) -> ArbiterState:
        seed = self.seed + self._games  # each new game its own shuffles
        self._games += 1
        return ArbiterState(self, Game.new(self.decks, seed=seed, max_turns=self.max_turns,
                                           first=seed % 2, mulligans=True))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> JsonObserver:
        return JsonObserver()


class ArbiterState(pyspiel.State):
    def __init__(self, game: ArbiterGame, arbiter_game: Game) -> None:
        super().__init__(game)
        self.g = arbiter_game

    def current_player(self) -> int:
        if self.g.is_over:
            return pyspiel.PlayerId.TERMINAL
        player = self.g.current_player
        return pyspiel.PlayerId.TERMINAL if player is None else player

    def _legal_actions(self, player: int) -> list[int]:
        if self.g.is_over or player != self.g.current_player:
            return []
        return [i for i, bit in enumerate(action_mask(self.g)) if bit]

    def _apply_action(self, action: int) -> None:
        self.g.apply(self.g.legal_actions()[action])

    def _action_to_string(self, player: int, action: int) -> str:
        actions = self.g.legal_actions()
        return str(actions[action]) if 0 <= action < len(actions) else f"action {action}"

    def is_terminal(self) -> bool:
        return self.g.is_over

    def returns(self) -> list[float]:
        result = self.g.outcome()
        if result["status"] != "win":
            return [0.0, 0.0]
        return [1.0 if p == result["winner"] else -1.0 for p in range(2)]

    def outcome(self) -> dict[str, Any]:
        return self.g.outcome()

    def __str__(self) -> str:
        t = self.g.state.turn
        lives = ", ".join(f"{p.name} {p.life}" for p in self.g.state.players)
        return f"turn {t.number} ({t.step}): {lives}"


class JsonObserver:
    """Observation strings: the player's `observation()` as JSON (no tensor)."""

    def __init__(self) -> None:
        self.dict: dict[str, Any] = {}
        self.tensor = None

    def set_from(self, state: ArbiterState, player: int) -> None:
        self.dict = state.g.observation(player)

    def string_from(self, state: ArbiterState, player: int) -> str:
        return json.dumps(state.g.observation(player), sort_keys=True)


pyspiel.register_game(_GAME_TYPE, ArbiterGame)

__all__ = ["ArbiterGame", "ArbiterState", "JsonObserver"]
