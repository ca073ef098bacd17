"""613.4c, 122.1, 613.7: after counters on one object change, `Game.layers` derives the new
answer from the cached one (`rules.layers_incremental`) when nothing the layer system read
could see the change but that object's own counter effect; otherwise it computes everything
again. Either way the answer must be the full computation's, characteristics and
explanations alike: checked on random boards after random sequences of changes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine import game as game_module
from arbiter.engine.game import Game
from arbiter.engine.layer_status import touch_status
from arbiter.rules import layers_incremental as incremental
from arbiter.rules import parts as P
from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import differences
from arbiter.state.effects import ContinuousEffect

#: Effects the shortcut can see past (anthems, lords, Humility, Opalescence, Blood Moon and
#: Urborg, March of the Machines), effects that read counters or power (Abzan Falconer's
#: "with a +1/+1 counter on it", a leveler's LEVEL, Tarmogoyf's count), and plain creatures.
CARDS = ["Glorious Anthem", "Crusade", "Bad Moon", "Humility", "Opalescence", "Blood Moon",
         "Urborg, Tomb of Yawgmoth", "March of the Machines", "Mycosynth Lattice",
         "Wilt-Leaf Liege", "Darkest Hour", "Abzan Falconer", "Student of Warfare",
         "Tarmogoyf", "Grizzly Bears", "Savannah Lions", "Llanowar Elves", "Forest",
         "Memnite", "Sol Ring", "Conspiracy", "Titania's Song", "Painter's Servant",
         "Life and Limb", "Magus of the Moon", "Castle", "Kormus Bell", "Evil Presence"]
#: Auras and Equipment the random changes attach: control (layer 2), a land type (layer 4)
#: and power and toughness (7c).
ATTACHED = ["Control Magic", "Holy Strength", "Bonesplitter", "Evil Presence"]
CHOICES = {"creature_type": "Goblin", "color": "red"}
KINDS = ["+1/+1", "-1/-1", "+1/+0", "flying", "charge", "level"]

step = st.one_of(
    st.tuples(st.just("put"), st.integers(0, 99), st.sampled_from(KINDS), st.integers(1, 3)),
    st.tuples(st.just("remove"), st.integers(0, 99), st.sampled_from(KINDS),
              st.integers(1, 3)),
    st.tuples(st.just("enter"), st.sampled_from(CARDS), st.just(""), st.integers(0, 1)),
    st.tuples(st.just("leave"), st.integers(0, 99), st.just(""), st.just(0)),
    st.tuples(st.just("attach"), st.sampled_from(ATTACHED), st.integers(0, 99),
              st.integers(0, 1)),
    st.tuples(st.just("tap"), st.integers(0, 99), st.just(""), st.just(0)),
)


@pytest.fixture(scope="module")
def catalog():  # type: ignore[no-untyped-def]
    return default_catalog()


def _board(catalog, names: list[tuple[str, int]]) -> Game:  # type: ignore[no-untyped-def]
    game = Game(catalog=catalog)
    for name, player in names:
        game.state.add_object({"owner": player, "controller": player, "card": name,
                               "choices": dict(CHOICES)}, "battlefield")
    return game


def _counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Count the answers computed in full and those derived."""
    seen = {"full": 0, "derived": 0}
    real_compute, real_derive = game_module.compute, incremental.counters_changed

    def full(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen["full"] += 1
        return real_compute(*args, **kwargs)

    def derived(*args, **kwargs):  # type: ignore[no-untyped-def]
        res = real_derive(*args, **kwargs)
        seen["derived"] += res is not None
        return res

    monkeypatch.setattr(game_module, "compute", full)
    monkeypatch.setattr(incremental, "counters_changed", derived)
    return seen


@settings(max_examples=80, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(board=st.lists(st.tuples(st.sampled_from(CARDS), st.integers(0, 1)), min_size=1,
                      max_size=12),
       steps=st.lists(st.lists(step, min_size=1, max_size=3), max_size=6))
def test_613_4c_derived_answer_is_the_full_computations(catalog, board, steps) -> None:
    """After each batch of changes (counters put and removed through the game, objects
    entering and leaving), `Game.layers` equals a full computation, explanations included."""
    game = _board(catalog, board)
    game.layers()
    for batch in steps:
        for kind, what, counter, n in batch:
            bf = game.state.battlefield()
            if kind == "enter":
                game.state.add_object({"owner": n, "controller": n, "card": what,
                                       "choices": dict(CHOICES)}, "battlefield")
                game.state.touch()
            elif not bf:
                continue
            elif kind == "attach":
                game.state.add_object({"owner": n, "controller": n, "card": what,
                                       "choices": dict(CHOICES),
                                       "attached_to": bf[counter % len(bf)]}, "battlefield")
                game.state.touch()
            elif kind == "tap":
                obj = game.state.objects[bf[what % len(bf)]]
                obj.tapped = not obj.tapped
                touch_status(game)  # as the engine marks tapping (`engine.layer_status`)
            elif kind == "leave":
                game.state.move(bf[what % len(bf)], "graveyard")
                game.state.touch()
            elif kind == "put":
                game.put_counters(bf[what % len(bf)], counter, n, replace=False)
            else:
                game.remove_counters(bf[what % len(bf)], counter, n)
        full = compute(game.state, catalog, libraries=False, fast=False)
        assert differences(game.layers(), full) == []


def test_613_4c_counters_under_an_anthem_answered_without_computing_again(
        catalog, monkeypatch) -> None:
    """Glorious Anthem and Grizzly Bears: two +1/+1 counters make the Bears 5/5, applied after
    the Anthem in timestamp order (613.7); removing them makes it 3/3 again. Neither answer
    computes the layers again, and each is the full computation's."""
    game = _board(catalog, [("Glorious Anthem", 0), ("Grizzly Bears", 0), ("Savannah Lions", 1)])
    bears, lions = game.state.battlefield()[1:]
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    seen = _counted(monkeypatch)
    game.put_counters(bears, "+1/+1", 2)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 5)
    assert (game.chars(lions).power, game.chars(lions).toughness) == (2, 1)
    layer_7c = [(a.effect_name, a.did) for a in game.layers().for_object(bears)
                if a.layer == "7c"]
    assert layer_7c == [("Glorious Anthem", "+1/+1"), ("+1/+1 counter", "+2/+2")]
    assert differences(game.layers(), compute(game.state, catalog, libraries=False)) == []
    game.remove_counters(bears, "+1/+1", 2)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    assert [a.effect_name for a in game.layers().for_object(bears)] == ["Glorious Anthem"]
    assert seen == {"full": 0, "derived": 2}


def test_122_1_a_counter_the_layers_dont_read_changes_nothing(catalog, monkeypatch) -> None:
    """A charge counter on Sol Ring under an anthem: no effect reads it, the answer stays."""
    game = _board(catalog, [("Glorious Anthem", 0), ("Sol Ring", 0), ("Memnite", 0)])
    ring, memnite = game.state.battlefield()[1:]
    before = game.layers()
    seen = _counted(monkeypatch)
    game.put_counters(ring, "charge", 1)
    assert game.layers().chars == before.chars
    assert (game.chars(memnite).power, game.chars(memnite).toughness) == (2, 2)
    assert seen == {"full": 0, "derived": 1}


@pytest.mark.parametrize("card, kind, expect", [
    # "Each creature you control with a +1/+1 counter on it has flying": the selector reads
    # counters, so the Bears gains flying (613.1f, layer 6).
    ("Abzan Falconer", "+1/+1", "Flying"),
    # 122.1b: a keyword counter adds an ability in layer 6, which other effects may read.
    ("Glorious Anthem", "flying", "Flying"),
])
def test_613_4c_counters_something_reads_computed_again(catalog, monkeypatch, card, kind,
                                                        expect) -> None:
    game = _board(catalog, [(card, 0), ("Grizzly Bears", 0)])
    bears = game.state.battlefield()[1]
    game.layers()
    seen = _counted(monkeypatch)
    game.put_counters(bears, kind, 1)
    assert expect in {a.text for a in game.chars(bears).abilities}
    assert seen == {"full": 1, "derived": 0}


def test_711_leveler_counters_computed_again(catalog, monkeypatch) -> None:
    """Student of Warfare's LEVEL 2-6 is a static ability with a condition on its level
    counters (711.2): two level counters make it a 3/3 with first strike."""
    game = _board(catalog, [("Student of Warfare", 0)])
    student = game.state.battlefield()[0]
    assert (game.chars(student).power, game.chars(student).toughness) == (1, 1)
    seen = _counted(monkeypatch)
    game.put_counters(student, "level", 2)
    ch = game.chars(student)
    assert (ch.power, ch.toughness) == (3, 3)
    assert "First strike" in {a.text for a in ch.abilities}
    assert seen["derived"] == 0 and seen["full"] == 1


def test_613_4d_counters_on_a_switched_creature(catalog, monkeypatch) -> None:
    """613.4c then 613.4d: Grizzly Bears under Glorious Anthem, its power and toughness
    switched until end of turn (as About Face does). A +1/+0 counter adds to power before
    the switch: 2/2 +1/+1 +1/+0 is 4/3, switched 3/4. The derived answer is the full one."""
    game = _board(catalog, [("Glorious Anthem", 0), ("Grizzly Bears", 0)])
    bears = game.state.battlefield()[1]
    game.state.effects.append(ContinuousEffect(
        key=("switch", bears), source=None, source_name="About Face",
        timestamp=(game.state.new_timestamp(),), controller=0, parts=(P.SwitchPT(),),
        locked=frozenset({bears}), label="About Face"))
    game.state.touch()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    seen = _counted(monkeypatch)
    game.put_counters(bears, "+1/+0", 1)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 4)
    game.put_counters(bears, "-0/-1", 2)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 4)
    assert seen == {"full": 0, "derived": 2}
    full = compute(game.state, catalog, libraries=False, fast=False)
    assert differences(game.layers(), full) == []


def test_613_1b_613_4c_counters_beside_control_chosen_types_and_rules_effects(
        catalog, monkeypatch) -> None:
    """Control Magic on the opponent's Grizzly Bears (613.1b, layer 2), Conspiracy naming
    Goblin (layer 4), Titania's Song making Sol Ring a 1/1 artifact creature (4, 6, 7b; its
    "this effect continues" is a rule, 613.11) and Glorious Anthem: none of them reads
    counters, so two +1/+1 counters on the stolen Bears are answered without computing
    again. The Bears is a 5/5 Goblin Alice controls (2/2, +1/+1 from her Anthem, +2/+2)."""
    game = _board(catalog, [("Glorious Anthem", 0), ("Conspiracy", 0), ("Titania's Song", 1),
                            ("Sol Ring", 1), ("Grizzly Bears", 1)])
    ring, bears = game.state.battlefield()[3:]
    game.state.add_object({"owner": 0, "controller": 0, "card": "Control Magic",
                           "attached_to": bears}, "battlefield")
    game.state.touch()
    ch = game.chars(bears)
    assert (ch.controller, ch.power, ch.toughness, ch.subtypes) == (0, 3, 3, {"Goblin"})
    seen = _counted(monkeypatch)
    game.put_counters(bears, "+1/+1", 2, replace=False)
    ch = game.chars(bears)
    assert (ch.controller, ch.power, ch.toughness) == (0, 5, 5)
    assert (game.chars(ring).power, game.chars(ring).toughness) == (1, 1)
    game.remove_counters(bears, "+1/+1", 1)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert seen == {"full": 0, "derived": 2}
    full = compute(game.state, catalog, libraries=False, fast=False)
    assert differences(game.layers(), full) == []
