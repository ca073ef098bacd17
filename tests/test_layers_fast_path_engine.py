"""613.8c: the fast layer computation against the full one (`compute(..., fast=False)`) on
random boards built and changed through the real engine: copy effects (707, layer 1: Clone
entering as a copy), control changes (layer 2: Act of Treason, Control Magic), text changes
(612, layer 3: Mind Bend on color words and basic land types, which the type changers of
layer 4 read), characteristic-defining abilities (604.3, 613.3: Tarmogoyf, Crusader of
Odric) and the dependencies of layers 4-7 (Opalescence, Humility, Enchanted Evening, Blood
Moon, Urborg, March of the Machines ...), in random orders. Every computation of every
scenario, and the explanation of its last board, must be the same on both paths."""

from __future__ import annotations

import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine import game as game_module
from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers_checked import compute_checked
from arbiter.scenario.runner import Runner

#: Creatures always on the battlefield: what Clone copies and the control changers take.
CREATURES = ["Grizzly Bears", "Tarmogoyf", "Lord of Atlantis", "Crusader of Odric"]
#: Permanents with static abilities in layers 2-7, and some for them to act on.
STATICS = [
    "Glorious Anthem", "Crusade", "Bad Moon", "Humility", "Opalescence", "Blood Moon",
    "Urborg, Tomb of Yawgmoth", "Mycosynth Lattice", "March of the Machines",
    "Enchanted Evening", "Darkest Hour", "Life and Limb", "Magus of the Moon",
    "Yavimaya, Cradle of Growth", "Titania's Song", "Kormus Bell", "Wilt-Leaf Liege",
    "Evil Presence", "Favorable Winds", "Forest", "Island", "Savannah Lions", "Memnite",
]
#: Mind Bend's changes (612.2: a color word or a basic land type for another).
WORDS = [("white", "black"), ("black", "green"), ("green", "white"), ("Swamp", "Forest"),
         ("Mountain", "Island"), ("Forest", "Swamp"), ("Island", "Mountain")]

step = st.one_of(
    st.tuples(st.just("clone"), st.integers(0, 20), st.just(0)),
    st.tuples(st.just("bend"), st.integers(0, 40), st.integers(0, len(WORDS) - 1)),
    st.tuples(st.just("treason"), st.integers(0, 20), st.just(0)),
    st.tuples(st.just("magic"), st.integers(0, 20), st.just(0)),
)


#: Legendary: one of each (704.5j would ask which to keep).
LEGENDARY = {"Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth"}


def _scenario(board: list[tuple[str, int]], steps: list[tuple[str, int, int]]) -> dict:
    board = [(c, p) for i, (c, p) in enumerate(board)
             if c not in LEGENDARY or all(c != d for d, _ in board[:i])]
    battlefield = [{"card": c, "as": f"c{i}", "controller": ["Alice", "Bob"][i % 2]}
                   for i, c in enumerate(CREATURES)]
    battlefield += [{"card": c, "as": f"b{i}", "controller": ["Alice", "Bob"][p]}
                    for i, (c, p) in enumerate(board)]
    creatures = [f"c{i}" for i in range(len(CREATURES))]
    everything = creatures + [f"b{i}" for i in range(len(board))]
    hand: list[str] = []
    actions: list[dict] = []
    for n, (kind, pick, word) in enumerate(steps):
        if kind == "clone":
            hand.append("Clone")
            actions.append({"cast": "Clone", "as": f"clone{n}",
                            "choices": {"copy": creatures[pick % len(creatures)]}})
            creatures.append(f"clone{n}")
            everything.append(f"clone{n}")
        elif kind == "bend":
            hand.append("Mind Bend")
            old, new = WORDS[word]
            actions.append({"cast": "Mind Bend", "as": f"bend{n}",
                            "targets": [everything[pick % len(everything)]],
                            "choices": {"from": old, "to": new}})
        elif kind == "treason":
            hand.append("Act of Treason")
            actions.append({"cast": "Act of Treason", "as": f"treason{n}",
                            "targets": [creatures[pick % len(creatures)]]})
        else:
            hand.append("Control Magic")
            actions.append({"cast": "Control Magic", "as": f"magic{n}",
                            "targets": [creatures[pick % len(creatures)]]})
    return {"name": "random layers", "battlefield": battlefield,
            "hand": {"Alice": hand}, "actions": actions}


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board=st.lists(st.tuples(st.sampled_from(STATICS), st.integers(0, 1)), max_size=10),
       steps=st.lists(step, min_size=1, max_size=4))
def test_613_8c_copy_control_text_and_cdas_same_on_both_paths(board, steps) -> None:
    catalog = default_catalog()
    checked: list[int] = []

    def both(state, catalog, libraries=True, explain=False):  # type: ignore[no-untyped-def]
        checked.append(1)
        return compute_checked(state, catalog, libraries, explain)

    real = game_module.compute
    game_module.compute = both  # type: ignore[assignment]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "case.yaml"
            path.write_text(yaml.safe_dump(_scenario(board, steps)), encoding="utf-8")
            runner = Runner(path, catalog)
            runner.run()
    finally:
        game_module.compute = real  # type: ignore[assignment]
    compute_checked(runner.game.state, catalog, explain=True)
    assert checked
