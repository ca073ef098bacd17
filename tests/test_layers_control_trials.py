"""613.8a-c in layer 2: a trial of a control-changing effect (613.1b) is kept between
applications only while its source keeps its controller.

Confiscate says "You control enchanted permanent": what its effect does is read from its
source's controller ("you"). 613.8c asks for the dependencies to be evaluated again after
each application, and an application that gives a Confiscate to another player changes
what that Confiscate's effect does, so a trial of it made before then must not be reused:
the effects that depended on it may no longer, and those that didn't may now.

The random boards hold webs of Confiscates, each on an older permanent (another
Confiscate, a creature, a land) under either player, so that effects change the sources of
other effects' trials; layer 2's order and every controller are checked against 613.8
itself, worked out here from the board (no other layer has an effect on these boards)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.dependency import Memo
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player


def _layer_two(res: object) -> list[tuple[int, str]]:
    return [(a.source, a.reason) for a in res.applications  # type: ignore[attr-defined]
            if a.layer == "2"]


def test_613_8a_confiscate_depends_on_the_one_whose_controller_changed_meanwhile() -> None:
    """Alice's Grizzly Bears; Alice's Confiscate C (oldest); Bob's Confiscate B on the
    Bears; Bob's Confiscate A on B; then C is put on A. At first A changes nothing (Bob
    already controls B), so B doesn't depend on A; A depends on C (C changes A's
    controller, so what A does), and C applies first (613.7). Alice now controls A, and
    applying A would give her B: B now depends on A (613.8a, evaluated again after the
    application, 613.8c), so A applies before B though newer (613.8b), and B gives the
    Bears to its controller, Alice. Alice controls the Bears and all three Confiscates."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    bears = _add(state, "Grizzly Bears", 0)
    c = _add(state, "Confiscate", 0)
    b = _add(state, "Confiscate", 1, attached_to=bears)
    a = _add(state, "Confiscate", 1, attached_to=b)
    state.objects[c].attached_to = a
    state.touch()
    res = compute_checked(state, catalog, libraries=False, explain=True)
    assert [source for source, _ in _layer_two(res)] == [c, a, b]
    reasons = dict(_layer_two(res))
    assert reasons[c].startswith("timestamp order (613.7)")
    assert reasons[b].startswith("depends on an effect applied before it (613.8a")
    for oid in (bears, a, b, c):
        assert res.chars[oid].controller == 0


def test_613_8c_confiscate_no_longer_depends_once_its_donor_changed_hands() -> None:
    """Alice's Confiscate A on her Forest, Bob's Confiscate B on A, Alice's Confiscate C on
    B, in that order. A depends on B (B gives A to Bob, so A would give the Forest to Bob)
    and B on C (C gives B to Alice), so C applies first, though newest (613.8b). Then B is
    Alice's and would give A to Alice, who controls it: A no longer depends on B (613.8c),
    and A, the oldest, applies next (613.7), then B. Alice controls everything."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    forest = _add(state, "Forest", 0)
    a = _add(state, "Confiscate", 0, attached_to=forest)
    b = _add(state, "Confiscate", 1, attached_to=a)
    c = _add(state, "Confiscate", 0, attached_to=b)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    order = _layer_two(res)
    assert [source for source, _ in order] == [c, a, b]
    assert dict(order)[a].startswith("timestamp order (613.7)")
    for oid in (forest, a, b, c):
        assert res.chars[oid].controller == 0


def _by_the_rules(controllers: dict[int, int], on: dict[int, int]) -> tuple[list[int],
                                                                            dict[int, int]]:
    """Layer 2 of a board whose only effects are Confiscates (`on`: each one's permanent,
    in timestamp order), by 613.8: A depends on B when applying B changes what A does,
    that is when B gives A's source to a player other than A's controller (613.8a); an
    effect waits for those it depends on unless they are in a dependency loop with it
    (613.8b); among those ready the earliest applies (613.7); then the dependencies are
    evaluated again (613.8c). The order applied and every controller after layer 2."""
    control = dict(controllers)
    left = list(on)
    order: list[int] = []
    while left:
        deps = {a: {b for b in left if b != a and on[b] == a and control[b] != control[a]}
                for a in left}
        reach = {a: set(deps[a]) for a in left}
        grew = True
        while grew:
            grew = False
            for a in left:
                more = set().union(*(reach[d] for d in reach[a])) - reach[a]
                if more:
                    reach[a] |= more
                    grew = True
        ready = [a for a in left if all(a in reach[d] for d in deps[a])]
        pick = ready[0]  # `left` is in timestamp order
        control[on[pick]] = control[pick]
        order.append(pick)
        left.remove(pick)
    return order, control


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(plain=st.lists(st.tuples(st.sampled_from(["Grizzly Bears", "Forest", "Memnite"]),
                                st.integers(0, 1)), min_size=1, max_size=3),
       confiscates=st.lists(st.tuples(st.integers(0, 1), st.integers(0, 30)),
                            min_size=1, max_size=7),
       moved=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 30)), max_size=2))
def test_613_8_confiscate_webs_follow_the_rules(plain, confiscates, moved) -> None:
    """Random webs of Confiscates, each on an older permanent under either player, a few
    then moved onto any other permanent (so that two may enchant each other, a dependency
    loop when their controllers differ, 613.8b): the order of layer 2 and every controller
    are 613.8's (`_by_the_rules`), on both paths."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player in plain:
        _add(state, name, player)
    on: dict[int, int] = {}
    for player, pick in confiscates:
        bf = state.battlefield()
        oid = _add(state, "Confiscate", player, attached_to=bf[pick % len(bf)])
        on[oid] = state.objects[oid].attached_to  # type: ignore[assignment]
    for which, pick in moved:
        oid = list(on)[which % len(on)]
        others = [o for o in state.battlefield() if o != oid]
        if others:
            on[oid] = state.objects[oid].attached_to = others[pick % len(others)]
    state.touch()
    printed = {oid: state.objects[oid].controller for oid in state.battlefield()}
    order, control = _by_the_rules(printed, on)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    assert [source for source, _ in _layer_two(res)] == order
    for oid, player in control.items():
        assert res.chars[oid].controller == player


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(log=st.lists(st.sets(st.integers(0, 12), max_size=6), max_size=12),
       objs=st.sets(st.integers(0, 12), max_size=14), since=st.integers(0, 14))
def test_613_8c_an_answer_is_stale_when_an_application_since_changed_what_it_rests_on(
        log, objs, since) -> None:
    """613.8c: the layer system's memo of one layer (`rules.dependency.Memo`) records what
    each application changed; an answer made at tick `since` rests on `objs` and is stale
    when an application at that tick or later changed one of them, whichever way the memo
    looks it up (few objects or few applications)."""
    memo = Memo()
    for changed in log:
        memo.record(set(changed))
    first = max(since, 1)
    changed_since = [c for tick, c in enumerate(log, start=1) if tick >= first]
    assert memo.stale(objs, since) == any(objs & c for c in changed_since)
    for oid in range(13):
        assert memo.kept_source(oid, since) == (not any(oid in c for c in changed_since))
    assert memo.kept_source(None, since)
