"""205.1a on the fast path: an effect setting creature types ("Creatures you control are the
chosen type", Conspiracy) that would leave an object as it is isn't applied to it
(`Part.no_change`: `rules.type_rules.subtypes_already_set`), and 613.8 trials skip it. That
is exact only if applying it really changes nothing: the object already has the new types
and no other of those kinds, none set aside (205.1a: a creature type set aside while the
object isn't a creature), isn't every creature type (205.3m), and every subtype it has stays
where it is. Checked on the characteristics of random boards (Auras that make creatures
lands, changelings, several Conspiracies that chose alike or not), and the fast computation
against the full one."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules import parts as P
from arbiter.rules.catalog import default_catalog
from arbiter.rules.characteristics import Characteristics
from arbiter.rules.layers_checked import compute_checked
from arbiter.rules.view import EffectContext, LayerView
from arbiter.state.game_state import GameState, Player


def _fields(ch: Characteristics) -> tuple:
    return tuple(getattr(ch, f) for f in Characteristics.__slots__)


def test_205_1a_a_second_conspiracy_naming_the_same_type_changes_nothing() -> None:
    """Alice's two Conspiracies both chose Elf; her Grizzly Bears, Llanowar Elves and an
    Amoeboid Changeling (every creature type, 205.3m). The first makes each of her
    creatures an Elf and nothing else (205.1a: the new creature type replaces the others;
    the Changeling is no longer every creature type); the second then finds them Elves
    already and changes nothing. Bob's Bears stays a Bear."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for _ in range(2):
        _add(state, "Conspiracy", 0, choices={"creature_type": "Elf"})
    mine = [_add(state, n, 0) for n in ("Grizzly Bears", "Llanowar Elves",
                                         "Amoeboid Changeling")]
    bobs = _add(state, "Grizzly Bears", 1)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in mine:
        assert res.chars[oid].subtypes == {"Elf"}
        assert not res.chars[oid].every_creature_type
    assert res.chars[bobs].subtypes == {"Bear"}


BOARD = ["Conspiracy", "Conspiracy", "Arcane Adaptation", "Xenograft", "Maskwood Nexus",
         "Amoeboid Changeling", "Opalescence", "Titania's Song", "March of the Machines",
         "Life and Limb", "Grizzly Bears", "Llanowar Elves", "Goblin Piker", "Forest",
         "Sol Ring", "Memnite", "Dryad Arbor"]
#: Auras that change what a creature is: a land losing its other card types (its creature
#: types set aside, 205.1a), an artifact made a creature.
AURAS = ["Imprisoned in the Moon", "Ensoul Artifact"]
TYPES = ["Elf", "Goblin", "Bear", "Shapeshifter"]
#: Type-setting parts as the compiler makes them, beside the board's own: "is a Forest"
#: (a land type set, its creature types set aside kept), "is a Shapeshifter" (a changeling
#: stops being every creature type), "loses all creature types".
MORE = [P.BecomeTypes(subtypes=frozenset({"Forest"})),
        P.BecomeTypes(subtypes=frozenset({"Shapeshifter"})),
        P.BecomeTypes(clear_kinds=frozenset({"creature"}))]


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board=st.lists(st.tuples(st.sampled_from(BOARD), st.integers(0, 1),
                                st.sampled_from(TYPES)), min_size=2, max_size=12),
       auras=st.lists(st.tuples(st.sampled_from(AURAS), st.integers(0, 99)), min_size=1,
                      max_size=3))
def test_205_1a_setting_creature_types_skipped_only_where_it_changes_nothing(
        board, auras) -> None:
    """On random boards: the fast computation is the full one's; and for every object's
    characteristics and every effect of the board that sets creature types, the effect
    is said to change nothing only when applying it to a copy leaves the copy equal."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player, chosen in board:
        _add(state, name, player, choices={"creature_type": chosen})
    bf = state.battlefield()
    for name, n in auras:
        _add(state, name, 0, attached_to=bf[n % len(bf)])
    res = compute_checked(state, catalog, libraries=False)
    view = LayerView(state, res.chars)
    setters = [(e, p) for e in res.effects.values() for p in e.parts
               if isinstance(p, P.BecomeTypes)]
    setters += [(e, p) for e, _ in setters[:1] for p in MORE]
    for oid, ch in res.chars.items():
        for e, part in setters:
            ctx = EffectContext(view, e)
            copy = ch.clone()
            part.apply(copy, view, oid, ctx)
            # Never "nothing" where something changes ("maybe" is always allowed).
            if part.no_change(ch, view, oid, ctx):
                assert _fields(copy) == _fields(ch), \
                    (e.name, oid, ch.subtypes, ch.hidden_subtypes, ch.types)
