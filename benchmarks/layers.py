"""Benchmark: time to compute every characteristic (CR 613) on boards of 10, 100 and 500
permanents carrying many static effects, and after a change that touches one object.

Run: python benchmarks/layers.py [--repeat N]. Prints medians; not a test.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from arbiter.compiler.catalog import Catalog
from arbiter.engine.game import Game

#: The static-effect mix: lords and anthems, type changers, ability removers,
#: Opalescence-style animators, and a dependency chain (Enchanted Evening -> Opalescence,
#: Mycosynth Lattice -> March of the Machines, Blood Moon -> Urborg).
EFFECT_CARDS = [
    "Glorious Anthem", "Crusade", "Bad Moon", "Urborg, Tomb of Yawgmoth", "Blood Moon",
    "Humility", "Opalescence", "Enchanted Evening", "Mycosynth Lattice",
    "March of the Machines", "Darkest Hour", "Wilt-Leaf Liege",
]
FILLER = ["Grizzly Bears", "Savannah Lions", "Llanowar Elves", "Forest", "Plains",
          "Bear Cub", "Siege Mastodon", "Shivan Dragon"]


def build(n: int, catalog: Catalog) -> Game:
    game = Game(catalog=catalog)
    effects = max(3, n // 10)
    names = [EFFECT_CARDS[i % len(EFFECT_CARDS)] for i in range(effects)]
    names += [FILLER[i % len(FILLER)] for i in range(n - effects)]
    for i, name in enumerate(names):
        # Placed directly (none of these cards has an "as it enters" replacement), so that
        # building the board doesn't recompute the layers once per permanent.
        game.state.add_object({"owner": i % 2, "controller": i % 2, "card": name},
                              "battlefield")
    return game


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--sizes", default="10,100,500")
    args = ap.parse_args()
    catalog = Catalog()
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()}")
    print(f"{'permanents':>10} {'effects seen':>13} {'full (ms)':>10} {'one change (ms)':>16}")
    for n in (int(s) for s in args.sizes.split(",")):
        game = build(n, catalog)
        effects = sum(1 for _ in game.layers().effects)

        def full(game: Game = game) -> None:
            game.state.touch()
            game.layers()

        def one_change(game: Game = game, target: int = game.state.battlefield()[-1]) -> None:
            game.put_counters(target, "+1/+1", 1)
            game.layers()

        print(f"{n:>10} {effects:>13} {median_time(full, args.repeat) * 1000:>10.1f} "
              f"{median_time(one_change, args.repeat) * 1000:>16.1f}")


if __name__ == "__main__":
    main()
