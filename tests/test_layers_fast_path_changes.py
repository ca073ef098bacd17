"""613.8c and 613.4c on mixed boards: after every change of a random sequence (a counter, an
Aura, a control change, a copy effect, a text change, a new anthem, a permanent leaving), the
fast computation (the kept 613.8 relation, copies of one effect asked once, twins) and the
game's answer (`Game.layers`, derived from the one before when only counters or status
changed) are the full computation's: every characteristic, every application and its reason
(613.7, 613.8a-b), and what did nothing and why."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine.game import Game
from arbiter.rules import parts as P
from arbiter.rules.catalog import default_catalog
from arbiter.rules.copiable import CopiableValues, CopyValues
from arbiter.rules.layers import compute
from arbiter.rules.layers_checked import compute_checked, differences
from arbiter.state.effects import ContinuousEffect

#: Static effects in every layer, several copies of each likely (lords, anthems, type
#: changers that depend on each other, chosen types and colors, a CDA), and plain permanents.
STATICS = ["Glorious Anthem", "Crusade", "Humility", "Opalescence", "Blood Moon",
           "Urborg, Tomb of Yawgmoth", "Mycosynth Lattice", "March of the Machines",
           "Conspiracy", "Painter's Servant", "Enchanted Evening", "Lord of Atlantis",
           "Goblin King", "Life and Limb", "Titania's Song", "Kormus Bell", "Tarmogoyf",
           "Darkest Hour", "Magus of the Moon"]
PLAIN = ["Grizzly Bears", "Llanowar Elves", "Forest", "Island", "Tundra", "Sol Ring",
         "Memnite", "Goblin Piker", "Merfolk of the Pearl Trident", "Savannah Lions"]
ATTACHED = ["Control Magic", "Holy Strength", "Evil Presence", "Bonesplitter"]
CHOICES = {"creature_type": "Goblin", "color": "red"}
#: Text changes (612.2): a color word or a basic land type word.
WORDS = [("white", "black"), ("Forest", "Island"), ("Island", "Swamp"), ("red", "green")]

card = st.sampled_from(STATICS + STATICS + PLAIN)
change = st.one_of(
    st.tuples(st.just("counter"), st.integers(0, 99), st.sampled_from(["+1/+1", "-1/-1"])),
    st.tuples(st.just("aura"), st.integers(0, 99), st.sampled_from(ATTACHED)),
    st.tuples(st.just("control"), st.integers(0, 99), st.integers(0, 1)),
    st.tuples(st.just("copy"), st.integers(0, 99), st.integers(0, 99)),
    st.tuples(st.just("text"), st.integers(0, 99), st.sampled_from(WORDS)),
    st.tuples(st.just("anthem"), st.integers(0, 1), st.sampled_from(STATICS)),
    st.tuples(st.just("leave"), st.integers(0, 99), st.just(0)),
    st.tuples(st.just("tap"), st.integers(0, 99), st.just(0)),
)


def _effect(game: Game, target: int, part: P.Part, name: str) -> None:
    """A resolved spell's effect on one object (611.2c: the set is locked)."""
    state = game.state
    state.effects.append(ContinuousEffect(
        key=("test", name, state.new_timestamp()), source=None, source_name=name,
        timestamp=(state.new_timestamp(),), controller=0, parts=(part,),
        locked=frozenset({target}), label=name))
    state.touch()


def _change(game: Game, step: tuple) -> None:
    kind, what, extra = step
    state = game.state
    bf = state.battlefield()
    if kind == "anthem":
        state.add_object({"owner": what, "controller": what, "card": extra,
                          "choices": dict(CHOICES)}, "battlefield")
        state.touch()
        return
    if not bf:
        return
    oid = bf[what % len(bf)]
    if kind == "counter":
        game.put_counters(oid, extra, 1, replace=False)
    elif kind == "aura":
        state.add_object({"owner": 0, "controller": 0, "card": extra, "attached_to": oid},
                         "battlefield")
        state.touch()
    elif kind == "control":
        _effect(game, oid, P.SetController(player=extra), "Act of Treason")
    elif kind == "copy":
        # 707.2: the copiable values of another permanent as they are now.
        other = bf[extra % len(bf)]
        values = CopiableValues.of(game.layers().chars[other])
        _effect(game, oid, CopyValues(values=values, of_name=values.name or ""), "Cytoshape")
    elif kind == "text":
        old, new = extra
        _effect(game, oid, P.TextChange(old=old, new=new), "Magical Hack")
    elif kind == "leave":
        state.move(oid, "graveyard")
        state.touch()
    else:
        state.objects[oid].tapped = not state.objects[oid].tapped
        state.touch()


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board=st.lists(st.tuples(card, st.integers(0, 1)), min_size=4, max_size=18),
       changes=st.lists(change, min_size=1, max_size=7))
def test_613_8c_613_4c_random_changes_on_mixed_boards(board, changes) -> None:
    catalog = default_catalog()
    game = Game(catalog=catalog)
    for name, player in board:
        game.state.add_object({"owner": player, "controller": player, "card": name,
                               "choices": dict(CHOICES)}, "battlefield")
    game.layers()
    for i, step in enumerate(changes):
        _change(game, step)
        # The fast path against the full one (raises if they differ), explanations too.
        compute_checked(game.state, catalog, libraries=False, explain=i % 3 == 0)
        full = compute(game.state, catalog, libraries=False, fast=False)
        assert differences(game.layers(), full) == []
