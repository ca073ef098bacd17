"""613.1, 613.7: objects the layer system can't tell apart (the same card, controller, zone
and status, named by no effect) are computed once and share their record
(`rules.layer_twins`). The answer must be the full computation's exactly, explanations
included: checked on random boards with many identical permanents that then diverge (a
counter, an Aura or Equipment, a control change, a copy effect, a text change, leaving the
battlefield), with dependencies in layers 1-7, on the state and through the real engine."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.engine import game as game_module
from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import compute_checked
from arbiter.scenario.runner import Runner
from arbiter.state.game_state import GameState, Player

#: Plain permanents, put onto the battlefield in several identical copies.
PLAIN = ["Grizzly Bears", "Forest", "Memnite", "Llanowar Elves", "Island", "Savannah Lions",
         "Ornithopter", "Sol Ring", "Merfolk of the Pearl Trident", "Goblin Piker"]
#: Static abilities in layers 4-7 that depend on each other and on what they act on.
STATICS = ["Glorious Anthem", "Crusade", "Bad Moon", "Humility", "Opalescence", "Blood Moon",
           "Urborg, Tomb of Yawgmoth", "Mycosynth Lattice", "March of the Machines",
           "Enchanted Evening", "Darkest Hour", "Life and Limb", "Titania's Song",
           "Kormus Bell", "Wilt-Leaf Liege", "Lord of Atlantis", "Elvish Champion",
           "Goblin King", "Painter's Servant", "Conspiracy", "Tarmogoyf", "Favorable Winds",
           "Castle", "Castle"]
#: Attached to one of the copies: control (layer 2), types, P/T and abilities.
ATTACHED = ["Control Magic", "Holy Strength", "Bonesplitter", "Ensoul Artifact",
            "Sea's Claim", "Encroaching Wastes"]
#: Cards with a choice made as they entered (the others enter without, so that copies of
#: them are twins too, and their effects come from identical sources).
CHOSEN = {"Painter's Servant", "Conspiracy", "Elvish Champion"}
CHOICES = {"creature_type": ["Elf", "Goblin", "Merfolk", "Bear"],
           "color": ["white", "blue", "black", "red", "green"]}

diverge = st.one_of(
    st.tuples(st.just("counter"), st.integers(0, 199), st.sampled_from(["+1/+1", "-1/-1",
                                                                         "flying"])),
    st.tuples(st.just("attach"), st.integers(0, 199), st.sampled_from(ATTACHED)),
    st.tuples(st.just("tap"), st.integers(0, 199), st.just("")),
    st.tuples(st.just("leave"), st.integers(0, 199), st.just("")),
    st.tuples(st.just("enter"), st.integers(0, 1), st.sampled_from(PLAIN + STATICS)),
)


def _add(state: GameState, name: str, player: int, pick: int, **more: object) -> int:
    args: dict = {"owner": player, "controller": player, "card": name, **more}
    if name in CHOSEN:
        args["choices"] = {k: v[pick % len(v)] for k, v in CHOICES.items()}
    return state.add_object(args, "battlefield").id


def _diverge(state: GameState, step: tuple, pick: int) -> None:
    kind, n, what = step
    bf = state.battlefield()
    if kind == "enter":
        _add(state, what, n, pick)
    elif bf:
        oid = bf[n % len(bf)]
        obj = state.objects[oid]
        if kind == "counter":
            obj.counters[what] = obj.counters.get(what, 0) + 1
            obj.counter_ts.setdefault(what, state.new_timestamp())
        elif kind == "attach":
            _add(state, what, pick % 2, pick, attached_to=oid)
        elif kind == "tap":
            obj.tapped = not obj.tapped
        else:
            state.move(oid, "graveyard")
        state.touch()


@settings(max_examples=50, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copies=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                 st.integers(2, 8), st.booleans()), min_size=1, max_size=5),
       statics=st.lists(st.tuples(st.sampled_from(STATICS), st.integers(0, 1)), max_size=8),
       steps=st.lists(diverge, min_size=1, max_size=8), pick=st.integers(0, 20))
def test_613_7_identical_permanents_that_diverge_same_on_both_paths(copies, statics, steps,
                                                                    pick) -> None:
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player, n, tapped in copies:
        for i in range(n):
            oid = _add(state, name, player, pick)
            # Tapped status is read only by some selectors ("untapped creatures").
            state.objects[oid].tapped = tapped and i == n // 2
    for name, player in statics:
        _add(state, name, player, pick)
    compute_checked(state, catalog, libraries=False)
    for i, step in enumerate(steps):
        _diverge(state, step, pick + i)
        compute_checked(state, catalog, libraries=i % 2 == 0)
    compute_checked(state, catalog, explain=True)


def test_613_4c_identical_bears_one_with_a_counter() -> None:
    """Four Grizzly Bears and two Glorious Anthems under Alice, two bears under Bob: Alice's
    bears are 4/4, Bob's 2/2; a +1/+1 counter makes one of Alice's 5/5 and no other."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    alice = [_add(state, "Grizzly Bears", 0, 0) for _ in range(4)]
    bob = [_add(state, "Grizzly Bears", 1, 0) for _ in range(2)]
    for _ in range(2):
        _add(state, "Glorious Anthem", 0, 0)
    res = compute(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].toughness) for o in alice] == [(4, 4)] * 4
    assert [(res.chars[o].power, res.chars[o].toughness) for o in bob] == [(2, 2)] * 2
    # Each bear's explanation names both anthems (613.4c, 613.7: in timestamp order).
    for o in alice:
        assert [(r.effect_name, r.did) for r in res.for_object(o)] == \
            [("Glorious Anthem", "+1/+1")] * 2
    obj = state.objects[alice[2]]
    obj.counters["+1/+1"] = 1
    obj.counter_ts["+1/+1"] = state.new_timestamp()
    state.touch()
    res = compute(state, catalog, libraries=False)
    assert [res.chars[o].power for o in alice] == [4, 4, 5, 4]
    assert [res.chars[o].power for o in bob] == [2, 2]


def test_613_7_untapped_creatures_among_identical_ones() -> None:
    """Castle: "Untapped creatures you control get +0/+2." Of three identical Grizzly Bears
    the tapped one stays 2/2, the two untapped ones are 2/4; untapping it makes it 2/4."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    bears = [_add(state, "Grizzly Bears", 0, 0) for _ in range(3)]
    _add(state, "Castle", 0, 0)
    state.objects[bears[1]].tapped = True
    state.touch()
    res = compute(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].toughness) for o in bears] == \
        [(2, 4), (2, 2), (2, 4)]
    assert [len(res.for_object(o)) for o in bears] == [1, 0, 1]
    state.objects[bears[1]].tapped = False
    state.touch()
    res = compute(state, catalog, libraries=False)
    assert [res.chars[o].toughness for o in bears] == [4, 4, 4]


def test_613_4c_identical_anthems_animated_by_opalescence() -> None:
    """Opalescence makes each other non-Aura enchantment a creature with base P/T equal to
    its mana value (layers 4 and 7b): two identical Glorious Anthems are 3/3 creatures, and
    each gets +1/+1 from both (7c): 5/5; the bears get +2/+2: 4/4; Opalescence isn't one."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    bears = [_add(state, "Grizzly Bears", 0, 0) for _ in range(2)]
    opalescence = _add(state, "Opalescence", 0, 0)
    anthems = [_add(state, "Glorious Anthem", 0, 0) for _ in range(2)]
    res = compute(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].toughness) for o in anthems] == [(5, 5)] * 2
    assert [(res.chars[o].power, res.chars[o].toughness) for o in bears] == [(4, 4)] * 2
    assert "Creature" not in res.chars[opalescence].types
    assert [r.effect_name for r in res.for_object(anthems[1]) if r.layer == "7c"] == \
        ["Glorious Anthem", "Glorious Anthem"]


def test_613_1f_humility_on_identical_creatures_and_one_enchanted() -> None:
    """Humility makes every creature a 1/1 without abilities; Holy Strength on one of three
    Llanowar Elves still gives it +1/+2 (layer 7c after 7b): 2/3, the others 1/1."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    elves = [_add(state, "Llanowar Elves", 0, 0) for _ in range(3)]
    _add(state, "Humility", 1, 0)
    _add(state, "Holy Strength", 0, 0, attached_to=elves[1])
    res = compute(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].toughness) for o in elves] == \
        [(1, 1), (2, 3), (1, 1)]
    assert all(not res.chars[o].abilities for o in elves)
    assert res.chars[elves[0]] == res.chars[elves[2]]


#: Through the real engine: copies of a few cards, then Clone, Mind Bend, Act of Treason and
#: Control Magic on one of the copies.
ENGINE_PLAIN = ["Grizzly Bears", "Forest", "Island", "Memnite", "Savannah Lions"]
ENGINE_STATICS = ["Glorious Anthem", "Bad Moon", "Humility", "Opalescence", "Blood Moon",
                  "Mycosynth Lattice", "March of the Machines", "Life and Limb",
                  "Titania's Song", "Kormus Bell", "Darkest Hour", "Crusade"]
WORDS = [("white", "black"), ("black", "green"), ("Forest", "Swamp"), ("Island", "Mountain")]
engine_step = st.one_of(
    st.tuples(st.just("clone"), st.integers(0, 40), st.just(0)),
    st.tuples(st.just("bend"), st.integers(0, 40), st.integers(0, len(WORDS) - 1)),
    st.tuples(st.just("treason"), st.integers(0, 40), st.just(0)),
    st.tuples(st.just("magic"), st.integers(0, 40), st.just(0)),
)


def _engine_scenario(copies: list[tuple[str, int, int]], statics: list[tuple[str, int]],
                     steps: list[tuple[str, int, int]]) -> dict:
    players = ["Alice", "Bob"]
    battlefield = [{"card": "Grizzly Bears", "as": f"bear{i}", "controller": "Alice"}
                   for i in range(3)]
    battlefield += [{"card": c, "as": f"p{i}_{j}", "controller": players[p]}
                    for i, (c, p, n) in enumerate(copies) for j in range(n)]
    battlefield += [{"card": c, "as": f"s{i}", "controller": players[p]}
                    for i, (c, p) in enumerate(statics)]
    names = [b["as"] for b in battlefield]
    creatures = [n for n, b in zip(names, battlefield, strict=True)
                 if b["card"] in ("Grizzly Bears", "Savannah Lions", "Memnite")]
    hand: list[str] = []
    actions: list[dict] = []
    for n, (kind, pick, word) in enumerate(steps):
        if kind == "clone":
            hand.append("Clone")
            actions.append({"cast": "Clone", "as": f"clone{n}",
                            "choices": {"copy": creatures[pick % len(creatures)]}})
        elif kind == "bend":
            hand.append("Mind Bend")
            old, new = WORDS[word]
            actions.append({"cast": "Mind Bend", "targets": [names[pick % len(names)]],
                            "choices": {"from": old, "to": new}})
        else:
            hand.append("Act of Treason" if kind == "treason" else "Control Magic")
            actions.append({"cast": hand[-1], "targets": [creatures[pick % len(creatures)]]})
    return {"name": "identical permanents", "battlefield": battlefield,
            "hand": {"Alice": hand}, "actions": actions}


@settings(max_examples=20, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copies=st.lists(st.tuples(st.sampled_from(ENGINE_PLAIN), st.integers(0, 1),
                                 st.integers(2, 5)), max_size=3),
       statics=st.lists(st.tuples(st.sampled_from(ENGINE_STATICS), st.integers(0, 1)),
                        max_size=5),
       steps=st.lists(engine_step, min_size=1, max_size=3))
def test_613_1_copy_control_and_text_change_on_one_of_identical_permanents(
        copies, statics, steps) -> None:
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
            path.write_text(yaml.safe_dump(_engine_scenario(copies, statics, steps)),
                            encoding="utf-8")
            runner = Runner(path, catalog)
            runner.run()
    finally:
        game_module.compute = real  # type: ignore[assignment]
    compute_checked(runner.game.state, catalog)
    assert checked


#: A board of many kinds, in no order: lords ("other"), chosen types and colors, type,
#: color and ability changers, CDAs and a condition, plain permanents of 30 kinds under
#: random controllers, some tapped, some with counters, some enchanted or equipped.
MIXED_EFFECTS = ["Glorious Anthem", "Crusade", "Bad Moon", "Urborg, Tomb of Yawgmoth",
                 "Blood Moon", "Humility", "Opalescence", "Enchanted Evening",
                 "Mycosynth Lattice", "March of the Machines", "Darkest Hour",
                 "Wilt-Leaf Liege", "Lord of Atlantis", "Elvish Champion", "Goblin King",
                 "Painter's Servant", "Conspiracy", "Life and Limb", "Titania's Song",
                 "Kormus Bell", "Castle", "Tarmogoyf", "Favorable Winds", "Magus of the Moon"]
MIXED_PLAIN = ["Grizzly Bears", "Savannah Lions", "Llanowar Elves", "Forest", "Plains",
               "Island", "Swamp", "Mountain", "Bear Cub", "Siege Mastodon", "Memnite",
               "Ornithopter", "Sol Ring", "Scryb Sprites", "Merfolk of the Pearl Trident",
               "Goblin Piker", "Hill Giant", "Serra Angel", "Elvish Mystic", "Raging Goblin",
               "Storm Crow", "Coral Merfolk", "Walking Corpse", "Pearled Unicorn",
               "Steel Wall", "Darksteel Relic", "Mind Stone", "Runeclaw Bear", "Tundra",
               "Gaea's Cradle"]


def _mixed(n: int, seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    names = [rng.choice(MIXED_EFFECTS) for _ in range(n // 10)]
    names += [rng.choice(MIXED_PLAIN) for _ in range(n - n // 10)]
    rng.shuffle(names)
    for name in names:
        if name == "Urborg, Tomb of Yawgmoth" and any(
                o.card == name for o in state.objects.values()):
            continue  # legendary
        oid = _add(state, name, rng.randrange(2), 0)
        obj = state.objects[oid]
        obj.tapped = rng.random() < 0.25
        if rng.random() < 0.1:
            obj.counters["+1/+1"] = 1
            obj.counter_ts["+1/+1"] = state.new_timestamp()
    bf = state.battlefield()
    for _ in range(n // 20):
        _add(state, rng.choice(["Holy Strength", "Bonesplitter", "Control Magic"]),
             rng.randrange(2), 0, attached_to=rng.choice(bf))
    return state


def test_613_8b_large_mixed_boards_same_on_both_paths() -> None:
    """Boards of 200 and 300 permanents of many kinds: the same characteristics and the same
    explanations on both paths. (The fast path once listed the effects waiting for another
    in the order it had made them, not the full path's: 613.7's timestamp order now.)"""
    catalog = default_catalog()
    for n, seed in ((200, 5), (300, 0), (300, 4)):
        compute_checked(_mixed(n, seed), catalog, libraries=False)
