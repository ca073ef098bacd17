"""613.8a-c on the fast path: copies of one effect are asked the 613.8a questions once per
class (`rules.dependency_copies`), and the fast path now keeps more between applications:

- a class's answer is kept by the two classes, not by the members asked, so it outlives the
  member applied first (613.8c: asked again only when an application changed what it
  rests on);
- copies whose selector reads nothing of them, not even "you" (Mycosynth Lattice's "all
  permanents", March of the Machines' "each noncreature artifact"), are one class whoever
  controls them;
- a copy with no set or trial of its own yet brings up a copy's (the same selector or the
  same parts, under the same controller);
- a pair that could depend only through A's sources is answered without a trial when B
  applies to none of them or only grants abilities (lords beside lords).

Each must give the full computation's answer (`compute(..., fast=False)`), explanations
included, and what a judge would state; the random boards hold many copies of each effect
under both players, copies made unlike the others (an Aura, a change of control), so that
the shortcuts' assumptions nearly fail."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player


def test_613_8b_copies_of_lattice_and_march_under_both_players_wait_as_one_class() -> None:
    """Alice's Mycosynth Lattice and March of the Machines, then Bob's: neither card's
    selector says "you", so each pair of copies is one class. Each March depends on the
    Lattices (613.8a: making the noncreature permanents artifacts changes what March
    applies to), so Alice's Lattice applies first and both Marches wait for it; after it
    Bob's Lattice changes nothing, and the Marches depend on each other (each makes the
    other's noncreature artifacts creatures), a loop applied in timestamp order (613.8b).
    Every permanent is an artifact; every one that wasn't a creature is an artifact
    creature with P/T equal to its mana value (Lattice 6/6, March 4/4, Forest 0/0); Bob's
    Grizzly Bears stay 2/2."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    lattice_a = _add(state, "Mycosynth Lattice", 0)
    march_a = _add(state, "March of the Machines", 0)
    lattice_b = _add(state, "Mycosynth Lattice", 1)
    march_b = _add(state, "March of the Machines", 1)
    bears = _add(state, "Grizzly Bears", 1)
    forest = _add(state, "Forest", 0)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid, pt in ((lattice_a, 6), (lattice_b, 6), (march_a, 4), (march_b, 4), (forest, 0),
                    (bears, 2)):
        ch = res.chars[oid]
        assert {"Artifact", "Creature"} <= ch.types
        assert (ch.power, ch.toughness) == (pt, pt)
    first: dict[tuple, tuple[int, str]] = {}
    for a in res.applications:
        if a.layer == "4" and a.key not in first:
            first[a.key] = (a.source, a.reason)  # type: ignore[assignment]
    order = [source for source, _ in first.values()]
    reasons = dict(first.values())
    assert order[0] == lattice_a
    assert "March of the Machines, March of the Machines waits for it" in reasons[lattice_a]
    assert order.index(march_a) < order.index(march_b)
    assert reasons[march_a] == \
        "dependency loop (March of the Machines): timestamp order (613.8b)"


def test_613_8a_march_depends_on_the_encroaching_mycosynth_whose_you_controls_it() -> None:
    """Bob's March of the Machines (a noncreature enchantment), then Alice's Encroaching
    Mycosynth, then Bob's ("Nonland permanents you control are artifacts in addition to
    their other types"). The two Mycosynths aren't one class: "you" is their controller.
    Alice's changes nothing March applies to (her only other permanent is a Forest); Bob's
    makes March an artifact, so March depends on Bob's only (613.8a), which applies first
    though newer (613.8b), after Alice's (timestamp order). Then March is a noncreature
    artifact and makes itself and both Mycosynths artifact creatures with P/T equal to
    their mana value (4/4); the Forest stays a land."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    march = _add(state, "March of the Machines", 1)
    mine = _add(state, "Encroaching Mycosynth", 0)
    theirs = _add(state, "Encroaching Mycosynth", 1)
    forest = _add(state, "Forest", 0)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in (march, mine, theirs):
        ch = res.chars[oid]
        assert {"Artifact", "Creature"} <= ch.types
        assert (ch.power, ch.toughness) == (4, 4)
    assert res.chars[forest].types == {"Land"}
    first: dict[tuple, tuple[int, str]] = {}
    for a in res.applications:
        if a.layer == "4" and a.key not in first:
            first[a.key] = (a.source, a.reason)  # type: ignore[assignment]
    assert [source for source, _ in first.values()] == [mine, theirs, march]
    reasons = dict(first.values())
    assert reasons[mine] == "timestamp order (613.7)"
    assert "613.8b" in reasons[theirs] and "March of the Machines waits" in reasons[theirs]


def test_613_8a_lords_granting_abilities_to_each_other_dont_wait() -> None:
    """Alice's two Elvish Champions ("Other Elf creatures get +1/+1 and have forestwalk")
    and Llanowar Elves, Bob's Goblin King ("Other Goblin creatures ... have
    mountainwalk"). Each Champion gives the other forestwalk, which leaves the ability
    its own effect comes from: no effect depends on another (613.8a), all apply in
    timestamp order (613.7). Each Champion is a 3/3 and the Elves a 3/3 with forestwalk;
    the Goblin King (no Goblin but itself) stays a 2/2 without forestwalk."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    champions = [_add(state, "Elvish Champion", 0) for _ in range(2)]
    elves = _add(state, "Llanowar Elves", 0)
    king = _add(state, "Goblin King", 1)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in (*champions, elves):
        ch = res.chars[oid]
        assert (ch.power, ch.toughness) == (3, 3)
        assert "Forestwalk" in [ai.ability.text for ai in ch.abilities]
    ch = res.chars[king]
    assert (ch.power, ch.toughness) == (2, 2)
    assert "Forestwalk" not in [ai.ability.text for ai in ch.abilities]
    sixth = [a for a in res.applications if a.layer == "6"]
    assert [a.source for a in sixth] == [*champions, king]
    assert all(a.reason == "timestamp order (613.7)" for a in sixth)


def test_613_8a_lords_wait_for_the_humility_that_removes_their_abilities() -> None:
    """The same lords and Bob's Humility ("All creatures lose all abilities and have base
    power and toughness 1/1"), the newest: applying it removes the abilities the lords'
    effects come from, so each depends on it (613.8a) and it applies first though newer
    (613.8b); then the lords' effects no longer exist and never apply. Every creature is
    a 1/1 without abilities."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    champions = [_add(state, "Elvish Champion", 0) for _ in range(2)]
    elves = _add(state, "Llanowar Elves", 0)
    king = _add(state, "Goblin King", 1)
    humility = _add(state, "Humility", 1)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in (*champions, elves, king):
        ch = res.chars[oid]
        assert (ch.power, ch.toughness) == (1, 1)
        assert ch.abilities == []
    sixth = [a for a in res.applications if a.layer == "6"]
    assert [a.source for a in sixth] == [humility]
    assert "613.8b" in sixth[0].reason
    assert "Elvish Champion, Elvish Champion, Goblin King waits for it" in sixth[0].reason


#: Effects whose selectors don't say "you" (one class across controllers), effects whose
#: selectors do, and effects on their own ("other", "enchanted", a chosen type), with
#: copies that other effects' trials change (types, colors, P/T, abilities).
EFFECTS = ["Enchanted Evening", "Mycosynth Lattice", "March of the Machines", "Titania's Song",
           "Life and Limb", "Kormus Bell", "Blood Moon", "Magus of the Moon", "Humility",
           "Darkest Hour", "Painter's Servant", "Opalescence", "Conspiracy",
           "Urborg, Tomb of Yawgmoth", "Glorious Anthem", "Crusade", "Goblin King",
           "Elvish Champion", "Lord of Atlantis", "Encroaching Mycosynth", "Maskwood Nexus"]
PLAIN = ["Grizzly Bears", "Forest", "Swamp", "Memnite", "Sol Ring", "Llanowar Elves",
         "Goblin Piker", "Plateau", "Ornithopter"]
#: Attached to a random permanent: another player's (layer 2), a Swamp (305.7), a creature
#: artifact, stronger.
ATTACHED = ["Control Magic", "Evil Presence", "Ensoul Artifact", "Holy Strength"]
CHOICES = {"creature_type": ["Goblin", "Elf", "Saproling"],
           "color": ["white", "black", "green"]}

change = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 199)),
    st.tuples(st.just("attach"), st.integers(0, 199), st.sampled_from(ATTACHED)),
    st.tuples(st.just("leave"), st.integers(0, 199)),
    st.tuples(st.just("enter"), st.sampled_from(EFFECTS), st.integers(0, 1)),
)


def _change(state: GameState, step: tuple) -> None:
    bf = state.battlefield()
    if step[0] == "enter":
        _add(state, step[1], step[2])
        return
    oid = bf[step[1] % len(bf)]
    if step[0] == "flip":
        obj = state.objects[oid]
        obj.controller = 1 - obj.controller
        state.touch()
    elif step[0] == "attach":
        _add(state, step[2], step[1] % 2, attached_to=oid)
    else:
        state.move(oid, "graveyard")


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(copies=st.lists(st.tuples(st.sampled_from(EFFECTS), st.integers(1, 4),
                                 st.integers(0, 4), st.integers(0, 2)),
                       min_size=2, max_size=6),
       plain=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                st.integers(1, 5)), min_size=1, max_size=4),
       changes=st.lists(change, max_size=4))
def test_613_8c_class_answers_kept_across_applications_same_on_both_paths(
        copies, plain, changes) -> None:
    """Several copies of each effect, some under Alice and some under Bob: each class's
    answers kept while nothing they rest on changes, the copies whose selectors don't say
    "you" one class across players, and a copy's set or trial brought up from another's.
    The characteristics and explanations are the full computation's, before and after
    control of some permanents changes, Auras enter and permanents leave."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player, n in plain:
        for _ in range(n):
            _add(state, name, player)
    for name, alice, bob, pick in copies:
        for player, n in ((0, alice), (1, bob)):
            for _ in range(n):
                _add(state, name, player,
                     choices={k: v[pick % len(v)] for k, v in CHOICES.items()})
    compute_checked(state, catalog, libraries=False, explain=True)
    for i, step in enumerate(changes):
        _change(state, step)
        compute_checked(state, catalog, libraries=False, explain=i % 2 == 1)
