"""Random-agent simulations: whole games through the fast path (agents answer decisions
inline; no replay), with win rates, 95% intervals and throughput.

Each game is a function of its seed alone: the starting player (103.1: the random agent
chosen to decide picks uniformly, so the starting player is uniform), the shuffles, the
London mulligans (103.5) and every agent's choice. Games can therefore run in several
processes (`workers`), or by another `runner` (Ray tasks on a cluster,
`adapters.ray_games`), and give the same results as one. An interrupted run (Ctrl-C)
keeps the games already finished."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from arbiter.engine import invariants
from arbiter.engine.agents import RandomAgent, Seats
from arbiter.engine.decisions import Decision
from arbiter.engine.deck_check import check_decks
from arbiter.engine.game import Game
from arbiter.engine.turn import loop
from arbiter.engine.win_rates import wilson
from arbiter.rules.catalog import CardCatalog, default_catalog


class Counting:
    """Counts the decisions an inner decider answers (each is one action)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.count = 0

    def decide(self, d: Decision) -> Any:
        self.count += 1
        return self.inner.decide(d)


@dataclass(frozen=True)
class GameResult:
    """What one game came to: the winner (None for a draw or the turn cap), who started."""

    seed: int
    first: int
    winner: int | None
    draw: bool
    turn_cap: bool
    turns: int
    actions: int


@dataclass
class Summary:
    games: int = 0
    wins: list[int] = field(default_factory=list)
    #: Games each player won when it took the first turn.
    wins_going_first: list[int] = field(default_factory=list)
    went_first: list[int] = field(default_factory=list)
    draws: int = 0
    turn_cap: int = 0
    actions: int = 0
    seconds: float = 0.0
    turns: int = 0
    interrupted: bool = False

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.actions += r.actions
        self.turns += r.turns
        self.went_first[r.first] += 1
        if r.turn_cap:
            self.turn_cap += 1
        elif r.draw:
            self.draws += 1
        elif r.winner is not None:
            self.wins[r.winner] += 1
            if r.winner == r.first:
                self.wins_going_first[r.first] += 1

    def as_dict(self, names: list[str]) -> dict[str, Any]:
        players = []
        for i, name in enumerate(names):
            low, high = wilson(self.wins[i], self.games)
            players.append({"deck": name, "wins": self.wins[i],
                            "win_rate": self.wins[i] / self.games if self.games else None,
                            "win_rate_95": [low, high], "went_first": self.went_first[i],
                            "wins_going_first": self.wins_going_first[i]})
        return {"games": self.games, "interrupted": self.interrupted, "players": players,
                "draws": self.draws, "turn_cap": self.turn_cap, "turns": self.turns,
                "actions": self.actions, "seconds": self.seconds}

    def lines(self, names: list[str]) -> list[str]:
        secs = max(self.seconds, 1e-9)
        head = "interrupted: " if self.interrupted else ""
        out = [f"{head}{self.games} games in {self.seconds:.2f} s: "
               f"{self.games / secs:.2f} games/s, {self.actions / secs:.0f} actions/s, "
               f"{self.turns / max(1, self.games):.1f} turns per game"]
        for i, name in enumerate(names):
            low, high = wilson(self.wins[i], self.games)
            share = 100 * self.wins[i] / self.games if self.games else 0.0
            out.append(f"  {name}: {self.wins[i]} wins ({share:.1f}%, 95% interval "
                       f"{100 * low:.1f}-{100 * high:.1f}%); went first {self.went_first[i]}, "
                       f"won {self.wins_going_first[i]} of those")
        out.append(f"  draws: {self.draws}; stopped at the turn cap: {self.turn_cap}")
        return out


def starting_player(seed: int, players: int) -> int:
    """103.1: the player chosen to choose, and that (random) agent's choice, from the seed."""
    r = random.Random(f"first:{seed}")
    r.randrange(players)  # who chooses
    return r.randrange(players)  # the random agent's uniform choice


def play_game(decks: list[list[str]], seed: int, catalog: CardCatalog,
              max_turns: int = 50, check: bool = False, first: int | None = 0,
              mulligans: bool = False, outside: dict[str, Any] | None = None
              ) -> tuple[Game, int]:
    """One seeded game between random agents; returns the game and its number of actions.
    `first`: the starting player (None: chosen from the seed, 103.1). With `check`, the
    invariants are checked after every action and as every step begins (an AssertionError
    names the first problem). `outside`: `Game.new`'s arguments for what the players have
    outside the game (`decks.outside.outside_the_game`: sideboards, companions, commanders)."""
    if first is None:
        first = starting_player(seed, len(decks))
    game = Game.new(decks, seed=seed, catalog=catalog, max_turns=max_turns, first=first,
                    mulligans=mulligans, **(outside or {}))
    agents = Counting(Seats([RandomAgent(seed * 31 + i) for i in range(len(decks))]))
    game.decider = Checking(agents, game) if check else agents
    loop.run(game, max_turns, on_step=_step_check if check else None,
             stop=_ActionCap(agents))
    return game, agents.count


#: 731.1b: random agents propose no shortcuts, so an optional action that can be repeated for
#: nothing ("{X}: Look at the top X cards of your library ..." with X = 0) can keep a turn
#: going without end. A turn of more actions than this stops the game like the turn cap
#: (noted in its log); real games take a few hundred actions a turn at most.
MAX_ACTIONS_PER_TURN = 10_000


class _ActionCap:
    """`loop.run`'s stop: true once the current turn has taken `MAX_ACTIONS_PER_TURN`."""

    def __init__(self, agents: Counting) -> None:
        self.agents = agents
        self.turn = -1
        self.start = 0

    def __call__(self, game: Game) -> bool:
        if game.state.turn.number != self.turn:
            self.turn, self.start = game.state.turn.number, self.agents.count
        if self.agents.count - self.start < MAX_ACTIONS_PER_TURN:
            return False
        game.log(f"the game stops: {MAX_ACTIONS_PER_TURN} actions in turn {self.turn}, a "
                 "loop of optional actions no random agent ends (731.1b)")
        return True


def run_one(decks: list[list[str]], seed: int, max_turns: int,
            catalog: CardCatalog | None = None, outside: dict[str, Any] | None = None
            ) -> GameResult:
    """One simulation game: a random starting player and London mulligans."""
    game, n = play_game(decks, seed, catalog or default_catalog(), max_turns, first=None,
                        mulligans=True, outside=outside)
    over = loop.is_over(game)
    winner = loop.outcome(game)["winner"] if over else None
    return GameResult(seed=seed, first=starting_player(seed, len(decks)), winner=winner,
                      draw=over and winner is None, turn_cap=not over,
                      turns=game.state.turn.number, actions=n)


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
             catalog: CardCatalog | None = None, labels: list[str] | None = None,
             workers: int = 1, progress: Callable[[int], None] | None = None,
             runner: Callable[[list[list[str]], range, int], Iterator[GameResult]] | None = None,
             outside: dict[str, Any] | None = None) -> Summary:
    """`games` seeded games (seeds `seed` .. `seed + games - 1`); decks holding a card with
    unread text are refused before the first one (UnreadDeckError, principle 5). `workers`
    > 1 runs them in that many processes, with the same results; `runner(decks, seeds,
    max_turns)`, if given, plays them instead (in seed order). `progress(done)` is called
    after each game. Ctrl-C ends the run early with the games finished so far
    (`Summary.interrupted`). `outside`: as `play_game`'s (not with a `runner`)."""
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, got {games}")
    if workers < 1:
        raise ValueError(f"the number of workers must be at least 1, got {workers}")
    if outside and runner is not None:
        raise ValueError("a runner plays main decks only: give no sideboard, companion or "
                         "commander with it")
    catalog = catalog or default_catalog()
    from arbiter.decks.outside import cards_outside

    check_decks(catalog, [*decks, *cards_outside(outside or {})], labels or ())
    s = Summary(wins=[0] * len(decks), wins_going_first=[0] * len(decks),
                went_first=[0] * len(decks))
    t0 = time.perf_counter()
    try:
        seeds = range(seed, seed + games)
        results = runner(decks, seeds, max_turns) if runner is not None else \
            _results(decks, seeds, max_turns, catalog, workers, outside)
        for r in results:
            s.add(r)
            if progress is not None:
                progress(s.games)
    except KeyboardInterrupt:
        s.interrupted = True
    s.seconds = time.perf_counter() - t0
    return s


def _results(decks: list[list[str]], seeds: range, max_turns: int, catalog: CardCatalog,
             workers: int, outside: dict[str, Any] | None = None) -> Iterator[GameResult]:
    if workers == 1:
        for sd in seeds:
            yield run_one(decks, sd, max_turns, catalog, outside)
        return
    # Each process loads the default catalog itself (a catalog is not sent between them).
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run_one, decks, sd, max_turns, None, outside) for sd in seeds]
        try:
            for f in futures:
                yield f.result()
        except KeyboardInterrupt:
            for f in futures:
                f.cancel()
            raise


__all__ = ["GameResult", "Summary", "play_game", "run_one", "simulate", "starting_player"]
