"""613.8c: the layer system keeps the 613.8 dependency relation between applications
(`rules.dependency_relation`) instead of trying every pair again. It must give exactly the
full computation's answer (`compute(..., fast=False)`): every characteristic of every object,
what each effect did, and why the effects were ordered so (613.7, 613.8a-c). Checked on
random boards of real cards with layer effects and random sequences of changes."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine import game as game_module
from arbiter.engine.simulate import play_game
from arbiter.rules.catalog import default_catalog
from arbiter.rules.layer_applications import Applied, _applied
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import compute_checked, differences
from arbiter.scenario.runner import Runner
from arbiter.state.game_state import GameState, Player

#: Real cards whose static abilities apply in every layer: anthems and lords (7c), type,
#: color and ability changers with famous dependencies (4, 5, 6: Blood Moon and Urborg,
#: Enchanted Evening and Opalescence, Mycosynth Lattice and March of the Machines, Humility,
#: Conspiracy, Painter's Servant), characteristic-defining abilities (Tarmogoyf, Maro) and
#: plain permanents for them to act on.
STATICS = [
    "Glorious Anthem", "Crusade", "Bad Moon", "Humility", "Opalescence", "Blood Moon",
    "Urborg, Tomb of Yawgmoth", "Mycosynth Lattice", "March of the Machines", "Conspiracy",
    "Painter's Servant", "Enchanted Evening", "Lord of Atlantis", "Elvish Champion",
    "Goblin King", "Wilt-Leaf Liege", "Darkest Hour", "Life and Limb", "Magus of the Moon",
    "Yavimaya, Cradle of Growth", "Titania's Song", "Liquimetal Coating", "Kormus Bell",
    "Tarmogoyf", "Maro", "Evil Presence", "Dryad Arbor", "Favorable Winds",
]
PLAIN = ["Grizzly Bears", "Llanowar Elves", "Forest", "Island", "Savannah Lions", "Sol Ring",
         "Memnite", "Ornithopter", "Scryb Sprites", "Merfolk of the Pearl Trident",
         "Goblin Piker", "Gaea's Cradle"]
#: Auras and Equipment, attached to a random permanent: control (layer 2), P/T, abilities.
ATTACHED = ["Control Magic", "Holy Strength", "Bonesplitter", "Ensoul Artifact",
            "Sea's Claim", "Encroaching Wastes"]
#: Type, color and ability changers that depend on each other (layers 4-6), drawn more often.
WEB = ["Enchanted Evening", "Opalescence", "Mycosynth Lattice", "March of the Machines",
       "Blood Moon", "Urborg, Tomb of Yawgmoth", "Humility", "Conspiracy", "Life and Limb",
       "Titania's Song", "Kormus Bell", "Magus of the Moon", "Yavimaya, Cradle of Growth",
       "Painter's Servant", "Glorious Anthem", "Darkest Hour"]
FAMOUS = ["Urborg, Tomb of Yawgmoth", "Blood Moon", "Opalescence", "Enchanted Evening",
          "Mycosynth Lattice", "March of the Machines", "Forest", "Grizzly Bears"]
CHOICES = {"creature_type": ["Elf", "Goblin", "Merfolk", "Bear"],
           "color": ["white", "blue", "black", "red", "green"]}

card = st.sampled_from(STATICS + PLAIN)
web = st.sampled_from(WEB + WEB + PLAIN)
change = st.one_of(
    st.tuples(st.just("enter"), card, st.integers(0, 1)),
    st.tuples(st.just("attach"), st.sampled_from(ATTACHED), st.integers(0, 1)),
    st.tuples(st.just("leave"), st.integers(0, 99), st.just(0)),
    st.tuples(st.just("counter"), st.integers(0, 99), st.sampled_from(["+1/+1", "-1/-1",
                                                                        "flying"])),
    st.tuples(st.just("tap"), st.integers(0, 99), st.just(0)),
)


def _enter(state: GameState, name: str, player: int, attach: bool, pick: int) -> None:
    args: dict = {"owner": player, "controller": player, "card": name,
                  "choices": {k: v[pick % len(v)] for k, v in CHOICES.items()}}
    if attach:
        bf = state.battlefield()
        if not bf:
            return
        args["attached_to"] = bf[pick % len(bf)]
    state.add_object(args, "battlefield")


def _change(state: GameState, step: tuple, pick: int) -> None:
    kind, what, extra = step
    bf = state.battlefield()
    if kind == "enter":
        _enter(state, what, extra, False, pick)
    elif kind == "attach":
        _enter(state, what, extra, True, pick)
    elif bf:
        oid = bf[what % len(bf)]
        obj = state.objects[oid]
        if kind == "leave":
            state.move(oid, "graveyard")
        elif kind == "counter":
            obj.counters[extra] = obj.counters.get(extra, 0) + 1
            obj.counter_ts.setdefault(extra, state.new_timestamp())
        else:
            obj.tapped = not obj.tapped
        state.touch()


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board=st.lists(st.tuples(card, st.integers(0, 1)), min_size=2, max_size=14),
       changes=st.lists(change, max_size=6), pick=st.integers(0, 20))
def test_613_8c_fast_relation_gives_the_full_computations_answer(board, changes, pick) -> None:
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player in board:
        _enter(state, name, player, False, pick)
    compute_checked(state, catalog, libraries=False, explain=True)
    for i, step in enumerate(changes):
        _change(state, step, pick + i)
        compute_checked(state, catalog, libraries=False, explain=i % 2 == 0)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(famous=st.permutations(FAMOUS), board=st.lists(st.tuples(web, st.integers(0, 1)),
                                                    max_size=10),
       changes=st.lists(st.one_of(change, st.tuples(st.just("enter"), web, st.integers(0, 1))),
                        max_size=5),
       pick=st.integers(0, 20))
def test_613_8c_fast_relation_on_webs_of_dependent_effects(famous, board, changes,
                                                           pick) -> None:
    """The famous layer-4 dependencies in every order of timestamps, among others."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for i, name in enumerate(famous):
        _enter(state, name, i % 2, False, pick)
    for name, player in board:
        _enter(state, name, player, False, pick)
    compute_checked(state, catalog, libraries=False, explain=True)
    for i, step in enumerate(changes):
        _change(state, step, pick + i)
        compute_checked(state, catalog, libraries=False, explain=i % 2 == 1)


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board=st.lists(st.tuples(st.sampled_from(FAMOUS + ["Darkest Hour", "Humility"]),
                                st.integers(0, 1)), min_size=4, max_size=16),
       changes=st.lists(change, max_size=4), pick=st.integers(0, 20))
def test_613_8c_copies_of_the_same_effects_same_on_both_paths(board, changes, pick) -> None:
    """Several copies of each layer-4 effect under both players: the fast path shares what
    one selector matches among the effects with that selector and controller."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player in board:
        _enter(state, name, player, False, pick)
    compute_checked(state, catalog, libraries=False, explain=True)
    for i, step in enumerate(changes):
        _change(state, step, pick + i)
        compute_checked(state, catalog, libraries=False)


def test_613_8_famous_dependencies_same_on_both_paths() -> None:
    """A board where every 613.8 case of layer 4 shows at once (Blood Moon removes Urborg's
    ability; Enchanted Evening makes Opalescence apply to more; Mycosynth Lattice makes March
    of the Machines apply to more): both paths give the same answer, and it is a judge's."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    ids = {n: state.add_object({"owner": 0, "controller": 0, "card": n}, "battlefield").id
           for n in FAMOUS}
    fast = compute(state, catalog, libraries=False, explain=True)
    full = compute(state, catalog, libraries=False, explain=True, fast=False)
    assert differences(fast, full) == []
    chars = fast.chars
    # 613.8a: Urborg depends on Blood Moon, which removes its ability: it's a Mountain only.
    assert chars[ids["Urborg, Tomb of Yawgmoth"]].subtypes == {"Mountain"}
    # Enchanted Evening first, then Opalescence: Blood Moon (mana value 3) is a 3/3.
    moon = chars[ids["Blood Moon"]]
    assert {"Creature", "Enchantment", "Artifact"} <= moon.types
    assert (moon.power, moon.toughness) == (3, 3)
    # Mycosynth Lattice makes the Forest an artifact; March of the Machines then makes it a
    # 0/0 artifact creature (its mana value is 0).
    forest = chars[ids["Forest"]]
    assert "Creature" in forest.types and (forest.power, forest.toughness) == (0, 0)


SEEDS = sorted((Path(__file__).parent.parent / "scenarios" / "seeds").glob("*.yaml"))


@pytest.mark.parametrize("path", SEEDS, ids=[p.stem for p in SEEDS])
def test_613_8c_seed_scenarios_same_on_both_paths(path: Path, catalog, monkeypatch) -> None:
    """Every layer computation of every seed scenario (copy, control, text and type
    effects, dependency loops, 613.6), and the explanation of its final board, checked
    against the full computation as the scenario runs."""
    checked: list[int] = []

    def both(state, catalog, libraries=True, explain=False):  # type: ignore[no-untyped-def]
        checked.append(1)
        return compute_checked(state, catalog, libraries, explain)

    monkeypatch.setattr(game_module, "compute", both)
    runner = Runner(path, catalog)
    runner.run()
    compute_checked(runner.game.state, catalog, explain=True)
    assert checked


#: Anthems, Humility and Opalescence among creatures, cast and fought over in a real game.
LAYER_DECK = (["Plains"] * 24 + ["Glorious Anthem"] * 8 + ["Crusade"] * 8
              + ["Savannah Lions"] * 12 + ["Humility"] * 4 + ["Opalescence"] * 4)


def test_613_8c_real_games_same_on_both_paths(monkeypatch) -> None:
    """Whole random games in which every new answer of the layer system is checked against
    the full computation (`Game.check_layers`)."""
    monkeypatch.setattr(game_module.Game, "check_layers", True)
    applied: set[str] = set()
    real = game_module.compute_checked

    def noted(*args, **kwargs):  # type: ignore[no-untyped-def]
        res = real(*args, **kwargs)
        applied.update(a.effect_name for a in res.applied)
        return res

    monkeypatch.setattr(game_module, "compute_checked", noted)
    for seed in (1, 2, 3):
        play_game([LAYER_DECK, LAYER_DECK], seed, default_catalog(), max_turns=16)
    assert {"Glorious Anthem", "Crusade"} <= applied


def test_613_applied_records_made_fast_equal_the_dataclass() -> None:
    """`rules.layers._applied` builds `Applied` records without the frozen dataclass's
    __init__: it must set every field, to the same record."""
    values = ("4", ("static", 1), "Opalescence", 1, (3, 0, 0), 7, "also Creature",
              "timestamp order (613.7)", 2)
    made = _applied(*values)
    assert made == Applied(*values) and hash(made) == hash(Applied(*values))
    assert [getattr(made, f.name) for f in fields(Applied)] == list(values)


@pytest.mark.parametrize("names", [
    # Mycosynth Lattice makes every Song an artifact: each Song's trial changes the other
    # Songs' sources (asked one by one), and the first Song applies to all of them.
    ["Titania's Song", "Mycosynth Lattice", "Titania's Song", "Titania's Song", "Memnite",
     "Forest"],
    # Copies under both controllers, among the effects they depend on.
    ["Life and Limb", "Life and Limb", "Titania's Song", "March of the Machines",
     "March of the Machines", "Titania's Song", "Blood Moon", "Blood Moon", "Forest",
     "Sol Ring", "Gaea's Cradle", "Urborg, Tomb of Yawgmoth"],
])
def test_613_8a_copies_of_one_effect_asked_once_same_on_both_paths(names) -> None:
    """613.8a, 613.8c: copies of one effect (the same static ability on several permanents)
    are asked the dependency questions once for all of them (`rules.dependency_copies`),
    and the answer, explanations included, is the full computation's."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    ids = [state.add_object({"owner": i % 2, "controller": i % 2, "card": n},
                            "battlefield").id for i, n in enumerate(names)]
    fast = compute_checked(state, catalog, libraries=False, explain=True)
    if "Mycosynth Lattice" in names:
        # 613.8a: each Song waits for the Lattice, which makes the Songs artifacts; the
        # first Song (timestamp order) then makes every noncreature artifact, the Songs
        # included, a creature with no abilities, its power and toughness its mana value.
        for oid in (ids[0], ids[2], ids[3]):
            song = fast.chars[oid]
            assert {"Artifact", "Enchantment", "Creature"} <= song.types
            assert (song.power, song.toughness, song.abilities) == (4, 4, [])
        # Memnite is a creature already; the Forest, an artifact land, is a 0/0 creature.
        memnite, forest = fast.chars[ids[4]], fast.chars[ids[5]]
        assert (memnite.power, memnite.toughness) == (1, 1)
        assert "Creature" in forest.types and (forest.power, forest.toughness) == (0, 0)


def test_613_8a_copies_of_one_effect_wait_in_a_loop_by_timestamp() -> None:
    """Three Titania's Songs: applying any one changes what the others apply to (the Sol
    Ring stops being a noncreature artifact), so they form a dependency loop and apply in
    timestamp order (613.8b); the first one turns the Sol Ring into a 1/1 with no ability."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    songs = [state.add_object({"owner": 0, "controller": 0, "card": "Titania's Song"},
                              "battlefield").id for _ in range(3)]
    ring = state.add_object({"owner": 1, "controller": 1, "card": "Sol Ring"}, "battlefield").id
    fast = compute_checked(state, catalog, libraries=False, explain=True)
    layer_4 = [a for a in fast.applications if a.layer == "4"]
    assert [a.source for a in layer_4] == songs
    assert "dependency loop" in layer_4[0].reason
    assert layer_4[0].objs == [ring] and all(a.objs == [] for a in layer_4[1:])
    ch = fast.chars[ring]
    assert (ch.power, ch.toughness, ch.abilities) == (1, 1, [])
