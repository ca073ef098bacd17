"""109.5, 613.8c: copies of an effect whose selector doesn't say "you" (Titania's Song's "each
noncreature artifact", Opalescence's "each other non-Aura enchantment") apply to the same
objects whoever controls them, so the fast path shares what one matched with its copies
under every player (`rules.dependency_targets.updated_targets`); a selector that says "you"
("creatures you control") is shared only between copies under one player. The answers must
be the full computation's exactly: checked on boards with copies under both players whose
sources and objects change controller (Control Magic, layer 2)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import (
    add_permanent,
    twins_on_small_boards,  # noqa: F401 (an autouse fixture)
)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player

PLAIN = ["Sol Ring", "Memnite", "Grizzly Bears", "Forest", "Savannah", "Ornithopter"]
#: Selectors without "you" (Titania's Song, Enchanted Evening, Opalescence, March of the
#: Machines, Blood Moon, Humility) beside ones with it (Glorious Anthem, Crusade's "white
#: creatures" has none, Castle's "untapped creatures you control", Conspiracy).
STATICS = ["Titania's Song", "Enchanted Evening", "Opalescence", "March of the Machines",
           "Blood Moon", "Humility", "Glorious Anthem", "Crusade", "Castle", "Conspiracy"]


def _board() -> GameState:
    return GameState(players=[Player(0, "Alice"), Player(1, "Bob")])


def test_109_5_opalescences_and_titanias_songs_under_both_players() -> None:
    """Alice and Bob each control an Opalescence and a Titania's Song; Alice two Sol Rings,
    Bob one and a Memnite. Each Opalescence makes every other non-Aura enchantment, whoever
    controls it, a creature with power and toughness equal to its mana value (both Songs
    and the other Opalescence: 4/4); each Song makes every noncreature artifact, whoever
    controls it, a 1/1 artifact creature (Sol Ring's mana value) with no abilities, and
    leaves the Memnite, already a creature, as it is."""
    catalog = default_catalog()
    state = _board()
    opal = [add_permanent(state, "Opalescence", p) for p in (0, 1)]
    songs = [add_permanent(state, "Titania's Song", p) for p in (0, 1)]
    rings = [add_permanent(state, "Sol Ring", p) for p in (0, 0, 1)]
    memnite = add_permanent(state, "Memnite", 1)
    res = compute_checked(state, catalog, libraries=False)
    for oid in opal + songs:
        ch = res.chars[oid]
        assert "Creature" in ch.types and (ch.power, ch.toughness) == (4, 4)
    for oid in rings:
        ch = res.chars[oid]
        assert {"Artifact", "Creature"} <= set(ch.types)
        assert (ch.power, ch.toughness) == (1, 1) and not ch.abilities
    assert (res.chars[memnite].power, res.chars[memnite].toughness) == (1, 1)


def test_109_5_control_magic_on_an_animated_ring_changes_whose_anthem_applies() -> None:
    """Bob's Titania's Song makes Alice's Sol Rings 1/1 creatures; Bob's Glorious Anthem
    ("creatures you control") gives +1/+1 only to the ring Bob's Control Magic took (2/2),
    Alice's other ring stays 1/1."""
    catalog = default_catalog()
    state = _board()
    add_permanent(state, "Titania's Song", 1)
    add_permanent(state, "Glorious Anthem", 1)
    rings = [add_permanent(state, "Sol Ring", 0) for _ in range(2)]
    res = compute_checked(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].controller) for o in rings] == [(1, 0), (1, 0)]
    add_permanent(state, "Control Magic", 1, attached_to=rings[1])
    state.touch()
    res = compute_checked(state, catalog, libraries=False)
    assert [(res.chars[o].power, res.chars[o].controller) for o in rings] == [(1, 0), (2, 1)]


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copies=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                 st.integers(1, 5)), min_size=1, max_size=4),
       statics=st.lists(st.tuples(st.sampled_from(STATICS), st.integers(0, 1)),
                        min_size=1, max_size=8),
       stolen=st.lists(st.tuples(st.integers(0, 99), st.integers(0, 1)), max_size=4))
def test_109_5_613_8c_copies_under_both_players_same_on_both_paths(copies, statics,
                                                                   stolen) -> None:
    """Random boards of copies of statics under both players, some of whose sources and
    objects then change controller: the fast path gives the full computation's answer."""
    catalog = default_catalog()
    state = _board()
    for name, player, n in copies:
        for _ in range(n):
            add_permanent(state, name, player)
    for name, player in statics:
        add_permanent(state, name, player, choices={"creature_type": "Bear"})
    compute_checked(state, catalog, libraries=False)
    for i, player in stolen:
        bf = state.battlefield()
        add_permanent(state, "Control Magic", player, attached_to=bf[i % len(bf)])
        state.touch()
        compute_checked(state, catalog, libraries=False)
    compute_checked(state, catalog, explain=True)
