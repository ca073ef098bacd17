"""613.8a, 613.8c on the fast path: copies of one effect (the same static ability on several
permanents, `rules.dependency_copies`) are asked each 613.8a question once, and a copy whose
source another effect's trial changes keeps its class's answer when that change leaves its
existence, text and controller as they are (its types, colors or P/T changed, or other
abilities gained). The answers must be the full computation's (`compute(..., fast=False)`),
explanations included, and what a judge would state."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player


def test_613_8a_copies_of_lattice_and_march_whose_sources_enchanted_evening_changes() -> None:
    """Two March of the Machines and two Mycosynth Lattices (Alice), two Enchanted Evenings
    (Bob), two Grizzly Bears (Bob), two Forests (Alice). Enchanted Evening makes every
    Lattice an enchantment: only its types change, so each Lattice's effect still exists
    with the same text and doesn't depend on it (613.8a). Each March depends on the first
    Lattice (it makes the noncreature permanents artifacts: what March applies to), which
    applies first though newer (613.8b); the Marches depend on each other (each makes the
    noncreature artifacts creatures), a loop applied in timestamp order. Every permanent
    ends an artifact enchantment and colorless (Lattice, 613.1d-e); every one that wasn't a
    creature is an artifact creature with P/T equal to its mana value (the first March,
    layers 4 and 7b): Lattice 6/6, Enchanted Evening 5/5, March 4/4, Forest 0/0; the Bears
    stay 2/2."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    marches = [_add(state, "March of the Machines", 0) for _ in range(2)]
    lattices = [_add(state, "Mycosynth Lattice", 0) for _ in range(2)]
    evenings = [_add(state, "Enchanted Evening", 1) for _ in range(2)]
    bears = [_add(state, "Grizzly Bears", 1) for _ in range(2)]
    forests = [_add(state, "Forest", 0) for _ in range(2)]
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oids, pt in ((marches, 4), (lattices, 6), (evenings, 5), (forests, 0), (bears, 2)):
        for oid in oids:
            ch = res.chars[oid]
            assert {"Artifact", "Enchantment", "Creature"} <= ch.types
            assert (ch.power, ch.toughness) == (pt, pt)
            assert not ch.colors
    assert all(res.chars[f].types == {"Artifact", "Enchantment", "Creature", "Land"}
               and res.chars[f].subtypes == {"Forest"} for f in forests)
    assert all(res.chars[b].subtypes == {"Bear"} for b in bears)
    first: dict[tuple, tuple[int, str]] = {}
    for a in res.applications:
        if a.layer == "4" and a.key not in first:
            first[a.key] = (a.source, a.reason)  # type: ignore[assignment]
    order = [source for source, _ in first.values()]
    assert order == [lattices[0], marches[0], marches[1], lattices[1], *evenings]
    reasons = dict(first.values())
    assert "613.8b" in reasons[lattices[0]] and "March of the Machines waits" in \
        reasons[lattices[0]]
    assert reasons[marches[0]] == \
        "dependency loop (March of the Machines): timestamp order (613.8b)"
    # Enchanted Evening changed the Lattices' types only: nothing waited for it.
    assert all(reasons[e] == "timestamp order (613.7)" for e in evenings)


#: Effects with several copies each whose sources other effects change: in their types or
#: colors (Enchanted Evening, Mycosynth Lattice, March of the Machines, Opalescence,
#: Life and Limb, Kormus Bell, Conspiracy, Painter's Servant, Darkest Hour), their P/T
#: (anthems, Humility), or their abilities (Humility, Titania's Song, Blood Moon).
COPIED = ["Enchanted Evening", "Mycosynth Lattice", "March of the Machines", "Opalescence",
          "Life and Limb", "Kormus Bell", "Conspiracy", "Painter's Servant", "Darkest Hour",
          "Glorious Anthem", "Crusade", "Humility", "Titania's Song", "Blood Moon",
          "Magus of the Moon", "Elvish Champion", "Goblin King"]
PLAIN = ["Grizzly Bears", "Forest", "Memnite", "Llanowar Elves", "Swamp", "Sol Ring",
         "Goblin Piker", "Savannah Lions"]
#: Auras that make one permanent unlike its copies: a creature (with Mycosynth Lattice), a
#: Swamp (305.7: it loses its abilities), another player's.
AURAS = ["Ensoul Artifact", "Evil Presence", "Control Magic"]
CHOICES = {"creature_type": ["Goblin", "Elf", "Saproling"],
           "color": ["white", "black", "green"]}


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copied=st.lists(st.tuples(st.sampled_from(COPIED), st.integers(0, 1),
                                 st.integers(2, 5), st.integers(0, 2)),
                       min_size=2, max_size=6),
       plain=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                st.integers(1, 6)), min_size=1, max_size=4),
       auras=st.lists(st.tuples(st.sampled_from(AURAS), st.integers(0, 1),
                                st.integers(0, 99)), max_size=3),
       flips=st.lists(st.integers(0, 99), max_size=3))
def test_613_8a_copies_whose_sources_other_effects_change_same_on_both_paths(
        copied, plain, auras, flips) -> None:
    """Several copies of each of a few effects under both players, each copy's source
    changed by the others' trials (types, colors, P/T, abilities), some copies told apart
    by an Aura on them: each class of copies asked once, a copy whose source a trial
    changes only where its effect doesn't rest keeping the class's answer, the others
    asked on their own. The characteristics and the explanations are the full
    computation's, before and after control of some permanents changes (a copy's
    controller, "you", is what its class is made of)."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player, n in plain:
        for _ in range(n):
            _add(state, name, player)
    for name, player, n, pick in copied:
        for _ in range(n):
            _add(state, name, player,
                 choices={k: v[pick % len(v)] for k, v in CHOICES.items()})
    bf = state.battlefield()
    for name, player, n in auras:
        _add(state, name, player, attached_to=bf[n % len(bf)])
    compute_checked(state, catalog, libraries=False)
    for n in flips:
        bf = state.battlefield()
        obj = state.objects[bf[n % len(bf)]]
        obj.controller = 1 - obj.controller
        state.touch()
        compute_checked(state, catalog, libraries=False)
    compute_checked(state, catalog, libraries=False, explain=True)


def test_613_8a_of_two_humilities_the_one_made_a_creature_waits_for_the_other() -> None:
    """Bob's Mycosynth Lattice makes every permanent an artifact; Alice's two Humilities
    ("All creatures lose all abilities and have base power and toughness 1/1"), the older
    one made a 5/5 creature by an Ensoul Artifact on it. In layer 6 applying the newer
    Humility removes the older one's ability (it is a creature), so the older one's effect
    depends on it (613.8a) and it applies first though newer (613.8b); then the older
    one's effect no longer exists and does nothing. The newer Humility isn't a creature:
    nothing removes its ability. Every creature loses its abilities and is 1/1, but the
    ensouled Humility, whose Aura's 5/5 is newer (7b, 613.7)."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    _add(state, "Mycosynth Lattice", 1)
    ensouled = _add(state, "Humility", 0)
    plain = _add(state, "Humility", 0)
    bears = [_add(state, "Grizzly Bears", p) for p in (0, 1)]
    _add(state, "Ensoul Artifact", 0, attached_to=ensouled)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    assert [ai.ability.text for ai in res.chars[plain].abilities] == \
        ["All creatures lose all abilities and have base power and toughness 1/1."]
    assert res.chars[ensouled].abilities == []
    assert "Creature" in res.chars[ensouled].types
    assert (res.chars[ensouled].power, res.chars[ensouled].toughness) == (5, 5)
    for oid in bears:
        assert res.chars[oid].abilities == []
        assert (res.chars[oid].power, res.chars[oid].toughness) == (1, 1)
    sixth = [(a.source, a.reason) for a in res.applications if a.layer == "6"]
    assert [source for source, _ in sixth] == [plain]
    assert "applying Humility removes the ability that creates Humility's effect" in \
        sixth[0][1] and "613.8b" in sixth[0][1]
