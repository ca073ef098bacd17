"""Same seeds, same games: a digest of every seeded game, to compare two versions of the
engine (e.g. a speed change against the commit it started from) game by game.

A game's digest covers its whole game log, the step API's history and its final state as
JSON (every object, zone, counter, effect, event and the random generator's state), with
the state's `version` left out (a counter of changes that only says when characteristics
must be recomputed: a speed change may bump it less often). Games are played both ways:
inline (`engine.simulate.play_game`, random agents answering as the engine asks, the
invariants checked after every action) and through the step API (`legal_actions` /
`apply`, a seeded uniform choice among the legal actions), on the benchmark's vanilla decks
and on the Midnight Hunt sample decks.

Run: python benchmarks/same_games.py [--games 100] [--step-games 30]
       prints {game key: digest} for the current `arbiter` on the path;
     python benchmarks/same_games.py --compare OLD_SRC NEW_SRC [--games ...]
       runs both `src` trees (each in its own process) and lists every game whose digest
       differs; exits 1 if any does;
     python benchmarks/same_games.py --against FILE [--games ...]
       compares the current `arbiter` with digests printed before (by an older tree, e.g.
       `PYTHONPATH=OLD_SRC python benchmarks/same_games.py > FILE`), so that a slow run of
       the old tree is made once. Not a test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
from typing import Any

VANILLA = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Plains"] * 24 + ["Savannah Lions"] * 36]


def _state_text(game: Any) -> str:
    from arbiter.state.serialize import encode

    data = encode(game.state)
    data.pop("version", None)  # when to recompute, not what happened
    return json.dumps(data, sort_keys=True)


def digest(game: Any) -> str:
    h = hashlib.sha256()
    h.update("\n".join(game.state.log).encode())
    h.update(repr(game.state.history).encode())
    h.update(_state_text(game).encode())
    return h.hexdigest()[:16]


def inline_game(decks: list[list[str]], seed: int, max_turns: int) -> str:
    from arbiter.engine.simulate import play_game
    from arbiter.rules.catalog import default_catalog

    game, actions = play_game(decks, seed, default_catalog(), max_turns, check=True,
                              first=None, mulligans=True)
    return f"{digest(game)} {actions}"


def step_game(decks: list[list[str]], seed: int, max_turns: int) -> str:
    from arbiter.engine.game import Game
    from arbiter.engine.simulate import starting_player
    from arbiter.rules.catalog import default_catalog

    game = Game.new(decks, seed=seed, catalog=default_catalog(), max_turns=max_turns,
                    first=starting_player(seed, 2), mulligans=True)
    rng = random.Random(seed)
    n = 0
    while True:
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
        n += 1
    return f"{digest(game)} {n}"


def decks_named(names: str) -> list[list[str]]:
    from arbiter.decks import load_deck

    return [load_deck(d) for d in names.split(",")]


def digests(games: int, step_games: int, seed: int = 0) -> dict[str, str]:
    mid = decks_named("mid-werewolves,mid-spirits")
    out: dict[str, str] = {}
    for s in range(seed, seed + games):
        out[f"vanilla inline {s}"] = inline_game(VANILLA, s, 100)
        out[f"mid inline {s}"] = inline_game(mid, s, 40)
    for s in range(seed, seed + step_games):
        out[f"vanilla step {s}"] = step_game(VANILLA, s, 100)
        out[f"mid step {s}"] = step_game(mid, s, 40)
    return out


def _run(src: str, args: argparse.Namespace) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=src)
    cmd = [sys.executable, __file__, "--games", str(args.games), "--step-games",
           str(args.step_games), "--seed", str(args.seed)]
    out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True).stdout
    result: dict[str, str] = json.loads(out)
    return result


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--step-games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--compare", nargs=2, metavar=("OLD_SRC", "NEW_SRC"))
    ap.add_argument("--against", metavar="FILE")
    args = ap.parse_args()
    if args.against is not None:
        with open(args.against, encoding="utf-8") as f:
            old = json.load(f)
        new = digests(args.games, args.step_games, args.seed)
    elif args.compare is None:
        print(json.dumps(digests(args.games, args.step_games, args.seed)))
        return 0
    else:
        old, new = (_run(src, args) for src in args.compare)
    differ = [k for k in old if old[k] != new.get(k)]
    for k in differ:
        print(f"differs: {k}: {old[k]} / {new.get(k)}")
    print(f"{len(old)} games, {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
