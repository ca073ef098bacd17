"""Benchmark: CPU time to compute every characteristic (CR 613) on boards of 10 to 1,000
permanents carrying many static effects, and after a change that touches one object.

Side by side in one run: the full computation (`compute(..., fast=False)`, every 613.8 pair
tried again after every application: the checked path) and the fast one (the 613.8
relation kept between applications, `rules.dependency_relation`), then a one-object change
answered by `Game.layers`. Rounds are interleaved and the figures are medians of CPU time
(`time.process_time`), so a busy machine's other processes count little.

Last, what a game pays per recomputation: the same two paths on the board of a vanilla game
(`benchmarks/games.py`'s decks) after `--game-actions` random actions through the step API.

Run: python benchmarks/layers.py [--repeat N] [--sizes 10,100,500,1000] [--game-actions 300].
Not a test.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import time
from collections.abc import Callable

from arbiter.compiler.catalog import Catalog
from arbiter.engine.game import Game
from arbiter.engine.simulate import starting_player
from arbiter.rules.layers import compute, live_objects
from arbiter.state.game_state import GameState

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

#: The mixed board: more kinds of static effect (lords, "other", chosen colors and types,
#: CDAs, conditions), 50 kinds of plain permanent under random controllers, some tapped,
#: some with counters, some with an Aura or Equipment attached; nothing is in order.
MIXED_EFFECTS = EFFECT_CARDS + [
    "Lord of Atlantis", "Elvish Champion", "Goblin King", "Painter's Servant", "Conspiracy",
    "Life and Limb", "Titania's Song", "Kormus Bell", "Castle", "Tarmogoyf",
    "Favorable Winds", "Magus of the Moon", "Evil Presence"]
MIXED_PLAIN = [
    "Grizzly Bears", "Savannah Lions", "Llanowar Elves", "Forest", "Plains", "Island",
    "Swamp", "Mountain", "Bear Cub", "Siege Mastodon", "Shivan Dragon", "Memnite",
    "Ornithopter", "Sol Ring", "Scryb Sprites", "Merfolk of the Pearl Trident",
    "Goblin Piker", "Hill Giant", "Gray Ogre", "Craw Wurm", "Serra Angel", "Air Elemental",
    "Wind Drake", "Elvish Mystic", "Fugitive Wizard", "Raging Goblin", "Goblin Raider",
    "Hulking Goblin", "Storm Crow", "Coral Merfolk", "Walking Corpse", "Vampire Bats",
    "Mons's Goblin Raiders", "Pearled Unicorn", "Youthful Knight", "Elite Vanguard",
    "Steel Wall", "Bottle Gnomes", "Darksteel Relic", "Mind Stone", "Arcane Signet",
    "Wooden Sphere", "Ironroot Treefolk", "Runeclaw Bear", "Balduvian Bears", "Eager Cadet",
    "Tundra", "Savannah", "Plateau", "Gaea's Cradle"]
MIXED_ATTACHED = ["Holy Strength", "Bonesplitter", "Unholy Strength", "Control Magic"]
_CHOICES = {"creature_type": "Goblin", "color": "red"}


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


def build_mixed(n: int, catalog: Catalog, seed: int = 7) -> Game:
    """The mixed board of n permanents (`MIXED_*`), the same for a seed."""
    rng = random.Random(seed)
    game = Game(catalog=catalog)
    state = game.state
    effects = max(3, n // 10)
    names = [rng.choice(MIXED_EFFECTS) for _ in range(effects)]
    names += [rng.choice(MIXED_PLAIN) for _ in range(n - effects - n // 20)]
    rng.shuffle(names)
    _place_mixed(state, names, n, rng)
    return game


def build_mixed_even(n: int, catalog: Catalog, seed: int = 7) -> Game:
    """The mixed board with its effects in fixed proportions: n // 10 effects cycling
    through `MIXED_EFFECTS` (each kind the same number of times, give or take one), the
    plain permanents, statuses and attachments drawn as `build_mixed` draws them. At 500
    and 1,000 permanents every kind of effect appears 2 and 4 times, so the growth from one
    to the other is the computation's, not a different mix of effects (`build_mixed`'s
    seed-7 board holds no Painter's Servant at 500 and three at 1,000)."""
    rng = random.Random(seed)
    game = Game(catalog=catalog)
    state = game.state
    effects = max(3, n // 10)
    names = [MIXED_EFFECTS[i % len(MIXED_EFFECTS)] for i in range(effects)]
    names += [rng.choice(MIXED_PLAIN) for _ in range(n - effects - n // 20)]
    rng.shuffle(names)
    _place_mixed(state, names, n, rng)
    return game


def _place_mixed(state: GameState, names: list[str], n: int, rng: random.Random) -> None:
    """`build_mixed`'s placing of the permanents: random controllers, a quarter tapped, one
    in ten with +1/+1 counters, then n // 20 Auras and Equipment on random permanents."""
    legendary = {"Urborg, Tomb of Yawgmoth"}
    for name in names:
        if name in legendary and any(o.card == name for o in state.objects.values()):
            name = "Forest"
        p = rng.randrange(2)
        args = {"owner": p, "controller": p, "card": name}
        if name in ("Painter's Servant", "Conspiracy"):
            args["choices"] = dict(_CHOICES)
        obj = state.add_object(args, "battlefield")
        if rng.random() < 0.25:
            obj.tapped = True
        if rng.random() < 0.1:
            obj.counters["+1/+1"] = rng.randrange(1, 3)
            obj.counter_ts["+1/+1"] = state.new_timestamp()
    bf = state.battlefield()
    for _ in range(n // 20):
        p = rng.randrange(2)
        state.add_object({"owner": p, "controller": p, "card": rng.choice(MIXED_ATTACHED),
                          "attached_to": rng.choice(bf)}, "battlefield")


def medians(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Median CPU seconds of each function, the rounds interleaved. Each starts after a
    garbage collection, so that none pays for collecting what the one before it left
    (`rules.layers.compute` pauses the collector while it runs)."""
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(repeat):
        for k, fn in fns.items():
            gc.collect()
            t0 = time.process_time()
            fn()
            times[k].append(time.process_time() - t0)
    return {k: statistics.median(v) for k, v in times.items()}


BOARDS: dict[str, Callable[[int, Catalog], Game]] = {"uniform": build, "mixed": build_mixed,
                                                     "mixed-even": build_mixed_even}


def figures(catalog: Catalog, sizes: str, repeat: int,
            board: str = "uniform") -> dict[str, dict[str, float]]:
    """CPU ms medians by board size: full, fast and one-object change."""
    out = {}
    for n in (int(s) for s in sizes.split(",")):
        game = BOARDS[board](n, catalog)
        game.layers()
        target = game.state.battlefield()[-1]

        def one_change(game: Game = game, target: int = target) -> None:
            game.put_counters(target, "+1/+1", 1)
            game.layers()

        m = medians({
            "full": lambda game=game: compute(game.state, catalog, libraries=False, fast=False),
            "fast": lambda game=game: compute(game.state, catalog, libraries=False),
            "one": one_change,
        }, repeat)
        out[str(n)] = {k: v * 1000 for k, v in m.items()}
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--sizes", default="10,100,500,1000")
    ap.add_argument("--game-actions", type=int, default=300)
    ap.add_argument("--boards", default="uniform,mixed",
                    help="uniform: 12 kinds of effect and 8 of filler in a regular pattern; "
                         "mixed: more kinds, random controllers, status, counters, Auras; "
                         "mixed-even: the mixed board with each kind of effect in the same "
                         "proportion at every size")
    ap.add_argument("--json", action="store_true",
                    help="print the board figures as one JSON line (benchmarks/compare.py)")
    args = ap.parse_args()
    catalog = Catalog()
    boards = args.boards.split(",")
    if args.json:
        print(json.dumps({b: figures(catalog, args.sizes, args.repeat, b) for b in boards}
                         if len(boards) > 1 else figures(catalog, args.sizes, args.repeat,
                                                         boards[0])))
        return
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; medians of {args.repeat} rounds, CPU ms")
    print(f"{'board':>8} {'permanents':>10} {'effects':>8} {'full':>9} {'fast':>9} "
          f"{'full/fast':>9} {'one change':>11}")
    for board, n in ((b, int(s)) for b in boards for s in args.sizes.split(",")):
        game = BOARDS[board](n, catalog)
        effects = sum(1 for _ in game.layers().effects)
        target = game.state.battlefield()[-1]

        def one_change(game: Game = game, target: int = target) -> None:
            game.put_counters(target, "+1/+1", 1)
            game.layers()

        m = medians({
            "full": lambda game=game: compute(game.state, catalog, libraries=False, fast=False),
            "fast": lambda game=game: compute(game.state, catalog, libraries=False),
            "one": one_change,
        }, args.repeat)
        full, fast, one = (m[k] * 1000 for k in ("full", "fast", "one"))
        print(f"{board:>8} {n:>10} {effects:>8} {full:>9.1f} {fast:>9.1f} "
              f"{full / fast:>8.1f}x {one:>11.1f}")
    game = played(args.game_actions, catalog)
    state = game.state
    m = medians({
        "full": lambda: compute(state, catalog, libraries=False, fast=False),
        "fast": lambda: compute(state, catalog, libraries=False),
    }, max(args.repeat, 1) * 20)
    print(f"vanilla game after {args.game_actions} actions: "
          f"{len(live_objects(state, libraries=False))} objects outside libraries "
          f"({len(state.battlefield())} permanents): full {m['full'] * 1e6:.0f} us, "
          f"fast {m['fast'] * 1e6:.0f} us")


def played(actions: int, catalog: Catalog) -> Game:
    """A vanilla game (24 Forest + 36 Grizzly Bears against 24 Plains + 36 Savannah Lions)
    after some random actions through the step API (seed 3)."""
    decks = [["Forest"] * 24 + ["Grizzly Bears"] * 36,
             ["Plains"] * 24 + ["Savannah Lions"] * 36]
    game = Game.new(decks, seed=3, catalog=catalog, max_turns=100,
                    first=starting_player(3, 2), mulligans=True)
    rng = random.Random(3)
    for _ in range(actions):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
    return game


if __name__ == "__main__":
    main()
