"""613.4c, 122.1a: identical permanents some of which carry +X/+Y or -X/-Y counters share one
record until layer 7c, where each counter's effect applies to its own object alone and sets
it apart (`rules.layer_twins.deferred_effect`); 613.7, 613.8c: the effects of a round none of
which may depend on another apply in timestamp order without a round each, for as long as no
effect is made or unmade in the layer (`rules.layers._Run._timestamp_run`). The answers must
be the full computation's exactly, explanations included: checked on random boards where the
shortcuts nearly fail (counters of other kinds, counters set to 0, selectors reading
counters, abilities removed and granted, effects made in the middle of a layer)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import (
    add_permanent,
    twins_on_small_boards,  # noqa: F401 (an autouse fixture)
)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player

PLAIN = ["Grizzly Bears", "Memnite", "Savannah Lions", "Ornithopter", "Forest", "Sol Ring",
         "Llanowar Elves", "Savannah", "Mountain"]
#: Statics reading counters (Crowned Ceratok), abilities (Favorable Winds), status
#: (Castle), removing abilities (Humility, Titania's Song) and animating (Opalescence,
#: March of the Machines), with anthems and lords in layer 7c, and conditions read again
#: each round (611.3b: Kird Ape, Wild Nacatl, with lands changed by Blood Moon and Life
#: and Limb), whose effects are made again in the middle of a layer.
STATICS = ["Crowned Ceratok", "Abzan Battle Priest", "Favorable Winds", "Castle",
           "Humility", "Titania's Song", "Opalescence", "March of the Machines",
           "Glorious Anthem", "Crusade", "Bad Moon", "Elvish Champion", "Wilt-Leaf Liege",
           "Darkest Hour", "Enchanted Evening", "Tarmogoyf", "Kird Ape", "Wild Nacatl",
           "Blood Moon", "Life and Limb"]
#: Counter kinds: P/T kinds share the class until 7c; a keyword counter (layer 6) or any
#: other kind keeps its object apart from the start.
KINDS = ["+1/+1", "-1/-1", "+1/+0", "+0/+2", "flying", "charge"]


def _board() -> GameState:
    return GameState(players=[Player(0, "Alice"), Player(1, "Bob")])


def _counters(state: GameState, oid: int, kind: str, n: int) -> None:
    obj = state.objects[oid]
    obj.counters[kind] = n
    obj.counter_ts.setdefault(kind, state.new_timestamp())
    state.touch()


def _pt(state: GameState, oids: list[int]) -> list[tuple[int, int]]:
    res = compute(state, default_catalog(), libraries=False)
    return [(res.chars[o].power, res.chars[o].toughness) for o in oids]


def test_613_4c_counters_on_identical_bears_under_humility() -> None:
    """Humility (7b: each creature is 1/1) and Glorious Anthem (7c: +1/+1) with five of
    Alice's Grizzly Bears: the two bears without counters are 2/2, one +1/+1 counter makes
    3/3, two make 4/4, a -1/-1 counter 1/1 (613.4b, 613.4c: counters apply in 7c, after the
    1/1 of 7b); Bob's bear is 1/1. Each bear's explanation lists Humility, the anthem and
    its own counters, no other bear's."""
    catalog = default_catalog()
    state = _board()
    bears = [add_permanent(state, "Grizzly Bears", 0) for _ in range(5)]
    bob = add_permanent(state, "Grizzly Bears", 1)
    add_permanent(state, "Humility", 0)
    add_permanent(state, "Glorious Anthem", 0)
    _counters(state, bears[1], "+1/+1", 1)
    _counters(state, bears[2], "+1/+1", 2)
    _counters(state, bears[3], "-1/-1", 1)
    assert _pt(state, bears + [bob]) == [(2, 2), (3, 3), (4, 4), (1, 1), (2, 2), (1, 1)]
    res = compute_checked(state, catalog, libraries=False)
    assert [r.effect_name for r in res.for_object(bears[0])] == ["Humility", "Humility",
                                                                  "Glorious Anthem"]
    assert [r.effect_name for r in res.for_object(bears[2])] == [
        "Humility", "Humility", "Glorious Anthem", "+1/+1 counter"]
    assert [r.effect_name for r in res.for_object(bears[3])][-1] == "-1/-1 counter"


def test_613_4c_122_1a_counter_selector_among_identical_creatures() -> None:
    """Crowned Ceratok: "Each creature you control with a +1/+1 counter on it has trample."
    Of four identical Grizzly Bears only the one with a +1/+1 counter has trample (and is
    3/3); a bear whose +1/+1 counters were all removed (0 left) is a 2/2 without it."""
    catalog = default_catalog()
    state = _board()
    bears = [add_permanent(state, "Grizzly Bears", 0) for _ in range(4)]
    add_permanent(state, "Crowned Ceratok", 0)
    _counters(state, bears[1], "+1/+1", 1)
    _counters(state, bears[2], "+1/+1", 0)
    res = compute_checked(state, catalog, libraries=False)
    trample = [any(ai.ability.text == "Trample" for ai in res.chars[o].abilities)
               for o in bears]
    assert trample == [False, True, False, False]
    assert _pt(state, bears) == [(2, 2), (3, 3), (2, 2), (2, 2)]


def test_613_7_one_object_effects_in_7c_apply_in_timestamp_order() -> None:
    """Layer 7c holds a +1/+1 counter on each of three bears, a -1/-1 counter put on the
    first later, and Glorious Anthem: none depends on another (613.8a), so they apply in
    timestamp order (613.7), each for that reason, the counters' timestamps being when
    they were put on (122.1a, 613.7: each kind of counter its own effect)."""
    catalog = default_catalog()
    state = _board()
    bears = [add_permanent(state, "Grizzly Bears", 0) for _ in range(3)]
    add_permanent(state, "Glorious Anthem", 0)
    for oid in bears:
        _counters(state, oid, "+1/+1", 1)
    _counters(state, bears[0], "-1/-1", 1)
    res = compute_checked(state, catalog, libraries=False)
    sevens = [a for a in res.applications if a.layer == "7c"]
    assert [a.name for a in sevens] == ["Glorious Anthem"] + ["+1/+1 counter"] * 3 + \
        ["-1/-1 counter"]
    assert all(a.reason == "timestamp order (613.7)" for a in sevens)
    assert [a.timestamp for a in sevens] == sorted(a.timestamp for a in sevens)
    assert _pt(state, bears) == [(3, 3), (4, 4), (4, 4)]


step = st.one_of(
    st.tuples(st.just("counter"), st.integers(0, 99), st.sampled_from(KINDS),
              st.integers(0, 3)),
    st.tuples(st.just("enter"), st.integers(0, 1), st.sampled_from(PLAIN + STATICS),
              st.just(0)),
    st.tuples(st.just("tap"), st.integers(0, 99), st.just(""), st.just(0)),
    st.tuples(st.just("leave"), st.integers(0, 99), st.just(""), st.just(0)),
)


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copies=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                 st.integers(2, 7)), min_size=1, max_size=4),
       counters=st.lists(st.tuples(st.integers(0, 99), st.sampled_from(KINDS),
                                   st.integers(0, 3)), max_size=10),
       statics=st.lists(st.tuples(st.sampled_from(STATICS), st.integers(0, 1)),
                        max_size=7),
       steps=st.lists(step, max_size=6))
def test_613_4c_613_8c_counters_on_identical_permanents_same_on_both_paths(
        copies, counters, statics, steps) -> None:
    """Random boards of identical permanents, many with counters of every kind (some set to
    0), with statics reading counters, abilities and status: the fast path (twins sharing
    their record until 7c, timestamp runs) gives the full computation's answer."""
    catalog = default_catalog()
    state = _board()
    for name, player, n in copies:
        for _ in range(n):
            add_permanent(state, name, player)
    for name, player in statics:
        add_permanent(state, name, player)
    bf = state.battlefield()
    for i, kind, n in counters:
        _counters(state, bf[i % len(bf)], kind, n)
    compute_checked(state, catalog, libraries=False)
    for what, i, arg, n in steps:
        bf = state.battlefield()
        if what == "enter":
            add_permanent(state, arg, i)
        elif what == "counter" and bf:
            _counters(state, bf[i % len(bf)], arg, n)
        elif what == "tap" and bf:
            state.objects[bf[i % len(bf)]].tapped ^= True
        elif bf:
            state.move(bf[i % len(bf)], "graveyard")
        state.touch()
        compute_checked(state, catalog, libraries=False)
    compute_checked(state, catalog, explain=True)
