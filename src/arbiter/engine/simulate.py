"""Random-agent simulations: whole games through the fast path (agents answer decisions
inline; no replay), with win rates and throughput."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from arbiter.engine import invariants
from arbiter.engine.agents import RandomAgent, Seats
from arbiter.engine.decisions import Decision
from arbiter.engine.deck_check import check_decks
from arbiter.engine.game import Game
from arbiter.engine.turn import loop
from arbiter.rules.catalog import CardCatalog, default_catalog


class Counting:
    """Counts the decisions an inner decider answers (each is one action)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.count = 0

    def decide(self, d: Decision) -> Any:
        self.count += 1
        return self.inner.decide(d)


@dataclass
class Summary:
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    turn_cap: int = 0
    actions: int = 0
    seconds: float = 0.0
    turns: int = 0

    def lines(self, names: list[str]) -> list[str]:
        out = [f"{self.games} games in {self.seconds:.2f} s: "
               f"{self.games / self.seconds:.2f} games/s, "
               f"{self.actions / self.seconds:.0f} actions/s, "
               f"{self.turns / max(1, self.games):.1f} turns per game"]
        for i, name in enumerate(names):
            out.append(f"  {name}: {self.wins[i]} wins ({100 * self.wins[i] / self.games:.1f}%)")
        out.append(f"  draws: {self.draws}; stopped at the turn cap: {self.turn_cap}")
        return out


def play_game(decks: list[list[str]], seed: int, catalog: CardCatalog,
              max_turns: int = 50, check: bool = False) -> tuple[Game, int]:
    """One seeded game between random agents; returns the game and its number of actions.
    With `check`, the invariants are checked after every action and as every step begins
    (an AssertionError names the first problem)."""
    game = Game.new(decks, seed=seed, catalog=catalog, max_turns=max_turns)
    agents = Counting(Seats([RandomAgent(seed * 31 + i) for i in range(len(decks))]))
    game.decider = Checking(agents, game) if check else agents
    loop.run(game, max_turns, on_step=_step_check if check else None)
    return game, agents.count


class Checking:
    """Checks the invariants before answering each priority decision (between actions)."""

    def __init__(self, inner: Counting, game: Game) -> None:
        self.inner = inner
        self.game = game

    @property
    def count(self) -> int:
        return self.inner.count

    def decide(self, d: Decision) -> Any:
        if d.clean:
            problems = invariants.check(self.game)
            assert not problems, f"turn {self.game.state.turn.number}: {problems[0]}"
        return self.inner.decide(d)


def _step_check(game: Game) -> None:
    problems = invariants.check(game, between_steps=True)
    assert not problems, f"turn {game.state.turn.number}, {game.state.turn.step}: {problems[0]}"


def simulate(decks: list[list[str]], games: int, seed: int = 0, max_turns: int = 50,
             catalog: CardCatalog | None = None, labels: list[str] | None = None) -> Summary:
    """`games` seeded games; decks holding a card with unread text are refused before the
    first one (UnreadDeckError, principle 5)."""
    catalog = catalog or default_catalog()
    check_decks(catalog, decks, labels or ())
    s = Summary(wins=[0] * len(decks))
    t0 = time.perf_counter()
    for g in range(games):
        game, n = play_game(decks, seed + g, catalog, max_turns)
        s.games += 1
        s.actions += n
        s.turns += game.state.turn.number
        if loop.is_over(game):
            w = loop.outcome(game)["winner"]
            if w is None:
                s.draws += 1
            else:
                s.wins[w] += 1
        else:
            s.turn_cap += 1
    s.seconds = time.perf_counter() - t0
    return s
