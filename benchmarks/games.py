"""Games per second, side by side in one run: Arbiter's inline loop (`arbiter simulate`:
agents answer as the engine asks), Arbiter's step API (`legal_actions`/`apply`, what search
and learning agents use), and phase.rs (the Rust engine, through `phase-python`, when it is
installed: `pip install -e '.[bench]'`), all with uniformly random agents on the same vanilla
decks (24 Forest + 36 Grizzly Bears against 24 Plains + 36 Savannah Lions) and the same
seeds. Rounds are interleaved so that a noisy, shared machine slows every engine alike; the
figures are medians of the rounds, in CPU time of this process, after one untimed game each
(Arbiter compiles a card's text the first time a game meets it).

The step API's random agent (a uniform choice among `legal_actions()`) plays other games
than `simulate`'s agents, so a third line replays the inline loop's own games through the
step API (each game's answers recorded once, untimed; a decision with a single option is
answered by the engine itself there): the same games both ways, which measures what the
step API itself costs.

Run: python benchmarks/games.py [--games 10] [--rounds 3] [--max-turns 100] [--json]
Prints games/s and actions/s per engine and the ratios the issue's acceptance names (with
`--json`, one line of {engine: [games/s, actions/s]} instead, for
`benchmarks/games_compare.py`). Not a test."""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from arbiter.compiler.catalog import Catalog
from arbiter.engine.game import Game
from arbiter.engine.simulate import simulate, starting_player

SAME = "Arbiter step API, the inline games"
DECKS = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Plains"] * 24 + ["Savannah Lions"] * 36]


def arbiter_inline(games: int, max_turns: int, catalog: Catalog) -> tuple[int, int]:
    s = simulate(DECKS, games, seed=0, max_turns=max_turns, catalog=catalog)
    return s.games, s.actions


def arbiter_step(games: int, max_turns: int, catalog: Catalog) -> tuple[int, int]:
    actions = 0
    for seed in range(games):
        # As `simulate` sets each game up: a random starting player and London mulligans.
        game = Game.new(DECKS, seed=seed, catalog=catalog, max_turns=max_turns,
                        first=starting_player(seed, 2), mulligans=True)
        rng = random.Random(seed)
        while True:
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(rng.choice(legal))
            actions += 1
    return games, actions


def inline_answers(games: int, max_turns: int, catalog: Catalog) -> list[list[Any]]:
    """The answers `simulate`'s agents give in each game (seeds 0..games-1), without those
    the step API doesn't ask for (a single option, not optional, inside an action)."""
    from arbiter.engine.agents import RandomAgent, Seats
    from arbiter.engine.turn import loop

    out = []
    for seed in range(games):
        game = Game.new(DECKS, seed=seed, catalog=catalog, max_turns=max_turns,
                        first=starting_player(seed, 2), mulligans=True)
        agents = Seats([RandomAgent(seed * 31 + i) for i in range(2)])
        answers: list[Any] = []

        class Recording:
            def decide(self, d: Any, agents: Any = agents, answers: list[Any] = answers) -> Any:
                value = agents.decide(d)
                if d.options and not (len(d.options) == 1 and not d.optional and not d.clean):
                    answers.append(value)
                return value

        game.decider = Recording()
        loop.run(game, max_turns)
        out.append(answers)
    return out


def step_replaying(recorded: list[list[Any]]) -> Callable[[int, int, Catalog], tuple[int, int]]:
    def run(games: int, max_turns: int, catalog: Catalog) -> tuple[int, int]:
        actions = 0
        for seed in range(games):
            game = Game.new(DECKS, seed=seed, catalog=catalog, max_turns=max_turns,
                            first=starting_player(seed, 2), mulligans=True)
            for value in recorded[seed]:
                game.apply(next(a for a in game.legal_actions() if a.value == value))
                actions += 1
            assert not game.legal_actions(), "the replay should end the game"
        return games, actions

    return run


def _phase_face(catalog: Catalog, name: str) -> dict[str, Any]:
    """An MTGJSON-shaped atomic card, from Arbiter's bundled record, for phase-python's
    card-data builder."""
    face = catalog.db.get(name).faces[0]
    colors = sorted(c.value[0].upper() if c.value != "blue" else "U" for c in face.colors)
    card: dict[str, Any] = {
        "name": face.name, "manaValue": face.mana_value, "convertedManaCost": face.mana_value,
        "type": face.type_line, "types": list(face.types), "subtypes": list(face.subtypes),
        "supertypes": list(face.supertypes), "text": face.oracle_text, "layout": "normal",
        "colors": colors, "colorIdentity": colors, "keywords": [], "identifiers": {},
        "legalities": {}, "printings": []}
    if face.mana_cost is not None:
        card["manaCost"] = str(face.mana_cost)
    if face.power is not None:
        card["power"], card["toughness"] = face.power, face.toughness
    return card


def phase_runner(catalog: Catalog) -> Callable[[int, int, Catalog], tuple[int, int]] | None:
    try:
        import phase  # type: ignore[import-not-found]
    except ImportError:
        return None
    names = sorted({n for deck in DECKS for n in deck})
    data = {n.lower(): phase.build_oracle_face(_phase_face(catalog, n), None) for n in names}
    engine = phase.Engine.from_json(json.dumps(data))

    def run(games: int, max_turns: int, _catalog: Catalog) -> tuple[int, int]:
        actions = 0
        for seed in range(games):
            game = engine.new_game(DECKS[0], DECKS[1], seed=seed)
            rng = random.Random(seed)
            while True:
                waiting = game.waiting_for()
                if waiting["type"] == "GameOver" or game.turn > max_turns:
                    break
                data = waiting.get("data") or {}
                actor = data.get("player")
                if actor is None:
                    pend = data.get("pending")
                    actor = pend[0]["player"] if pend else game.priority_player()
                game.apply(actor, rng.choice(game.actions()))
                actions += 1
        return games, actions

    return run


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--max-turns", type=int, default=100)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-phase", action="store_true", help="leave phase.rs out")
    args = ap.parse_args()
    catalog = Catalog()
    engines: dict[str, Callable[[int, int, Catalog], tuple[int, int]]] = {
        "Arbiter inline (simulate)": arbiter_inline,
        "Arbiter step API (legal_actions/apply)": arbiter_step}
    engines[SAME] = step_replaying(inline_answers(args.games, args.max_turns, catalog))
    ph = None if args.no_phase else phase_runner(catalog)
    if ph is not None:
        engines["phase.rs (phase-python)"] = ph
    for run in engines.values():
        run(1, args.max_turns, catalog)  # untimed: compiles the cards
    if not args.json:
        print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python "
              f"{platform.python_version()}; vanilla decks, seeds 0..{args.games - 1}, random "
              f"agents, turn cap {args.max_turns}, {args.rounds} interleaved rounds, CPU time, "
              f"load average {os.getloadavg()[0]:.1f}")
    if ph is None and not args.json:
        print("(phase-python is not installed: pip install -e '.[bench]' to compare)")
    rates: dict[str, list[tuple[float, float]]] = {k: [] for k in engines}
    for _ in range(args.rounds):
        for name, run in engines.items():
            t0 = time.process_time()
            games, actions = run(args.games, args.max_turns, catalog)
            cpu = time.process_time() - t0
            rates[name].append((games / cpu, actions / cpu))
    med = {k: (statistics.median(r[0] for r in v), statistics.median(r[1] for r in v))
           for k, v in rates.items()}
    if args.json:
        print(json.dumps(med))
        return
    print(f"{'engine':<40} {'games/s':>9} {'actions/s':>10}")
    for name, (gps, aps) in med.items():
        print(f"{name:<40} {gps:>9.2f} {aps:>10.0f}")
    inline, step = med["Arbiter inline (simulate)"], med["Arbiter step API (legal_actions/apply)"]
    print(f"step API / inline, actions/s: {step[1] / inline[1]:.2f} (target at least 0.8); "
          f"on the same games: {med[SAME][1] / inline[1]:.2f}")
    if ph is not None:
        p = med["phase.rs (phase-python)"]
        print(f"inline / phase.rs, games/s: {inline[0] / p[0]:.2f}; step API / phase.rs: "
              f"{step[0] / p[0]:.2f} (target at least 10)")


if __name__ == "__main__":
    main()
