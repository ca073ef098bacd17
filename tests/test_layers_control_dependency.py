"""613.8a in layer 2: control-changing effects that can't depend on one another are known
so on the fast path without a trial (`rules.control_dependency`), with the same answer as
the full computation (`compute(..., fast=False)`), explanations included.

Applying "You control enchanted creature" changes only the controller of the object it
enchants, so another such effect depends on it only when that object is its own source
(its "you" changes, so what it does, 613.8a). The boards hold Control Magics on creatures
and Confiscates on any permanent, Auras included, under either player."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import check_same, compute_checked
from arbiter.state.game_state import GameState, Player


def _layer_two(res: object) -> list[tuple[int, str]]:
    return [(a.source, a.reason) for a in res.applications  # type: ignore[attr-defined]
            if a.layer == "2"]


def test_613_8a_control_magic_depends_only_on_the_confiscate_that_takes_it() -> None:
    """Alice's Grizzly Bears and Bob's Hill Giant; Bob's Control Magic X on the Bears, then
    Alice's Control Magic Y on the Hill Giant, then Alice's Confiscate Z on X. Y doesn't
    depend on X nor X on Y (each changes only the controller of a creature, not the
    other's source); X depends on Z (Z gives X to Alice, so X would give the Bears to
    Alice: what X does, 613.8a). Y, the oldest ready, applies first (613.7), then Z, then
    X. Alice controls the Bears, the Hill Giant and X."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    bears = _add(state, "Grizzly Bears", 0)
    giant = _add(state, "Hill Giant", 1)
    x = _add(state, "Control Magic", 1, attached_to=bears)
    y = _add(state, "Control Magic", 0, attached_to=giant)
    z = _add(state, "Confiscate", 0, attached_to=x)
    for explain in (False, True):
        res = compute_checked(state, catalog, libraries=False, explain=explain)
        order = _layer_two(res)
        assert [source for source, _ in order] == [y, z, x]
        reasons = dict(order)
        assert reasons[y].startswith("timestamp order (613.7)")
        assert reasons[x].startswith("depends on an effect applied before it (613.8a")
        for oid in (bears, giant, x, y, z):
            assert res.chars[oid].controller == 0


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(plain=st.lists(st.tuples(st.sampled_from(["Grizzly Bears", "Forest", "Hill Giant"]),
                                st.integers(0, 1)), min_size=1, max_size=4),
       auras=st.lists(st.tuples(st.sampled_from(["Control Magic", "Confiscate"]),
                                st.integers(0, 1), st.integers(0, 30)),
                      min_size=1, max_size=9),
       twins=st.booleans())
def test_613_8a_control_auras_on_the_fast_path_answer_as_the_full_computation(
        plain, auras, twins) -> None:
    """Random boards of Control Magics (on creatures) and Confiscates (on any permanent,
    another Aura included) under either player: every controller, the order of layer 2
    and its reasons (613.7, 613.8) are the full computation's on the fast path, with and
    without explanations."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player in plain:
        _add(state, name, player)
        if twins:
            _add(state, name, player)
    for name, player, pick in auras:
        bf = state.battlefield()
        if name == "Control Magic":
            bf = [o for o in bf if state.objects[o].card in ("Grizzly Bears", "Hill Giant")]
            if not bf:
                continue  # Enchant creature
        _add(state, name, player, attached_to=bf[pick % len(bf)])
    state.touch()
    check_same(compute(state, catalog, libraries=False),
               compute(state, catalog, libraries=False, fast=False))
    compute_checked(state, catalog, libraries=False, explain=True)
