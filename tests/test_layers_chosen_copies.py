"""613.8a, 613.7 on the fast path: copies of an effect whose parts read a choice their source
made as it entered (614.12: "As ~ enters, choose a creature type | a color | a basic land
type"; Conspiracy, Arcane Adaptation, Realmwright, Painter's Servant) are one class of
copies (`rules.dependency_copies.same_trial_key`) only when their sources made the same
choices: copies that chose differently do different things and are asked on their own.
The answers must be the full computation's (`compute(..., fast=False)`), explanations
included, and what a judge would state."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layer_boards import add_permanent as _add
from layer_boards import twins_on_small_boards  # noqa: F401 (an autouse fixture)

from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers_checked import compute_checked
from arbiter.state.game_state import GameState, Player
from arbiter.vocab import Color


@pytest.mark.parametrize("newer", ["Goblin", "Elf"])
def test_613_7_two_conspiracies_with_different_chosen_types_newer_wins(newer: str) -> None:
    """Alice controls two Conspiracies ("Creatures you control are the chosen type"), one
    naming Goblin and one Elf, a Goblin King ("Other Goblin creatures get +1/+1 and have
    mountainwalk") and three Grizzly Bears; Bob controls a Grizzly Bears. Both Conspiracies
    set the creature type in layer 4 (205.1a: the new type replaces the old), in timestamp
    order (613.7): Alice's creatures end with the type the newer one chose. If that is
    Goblin, her Bears are 3/3 Goblins with mountainwalk (the King is a Goblin but not
    "other"); if Elf, none of her creatures is a Goblin and the Bears stay 2/2. Bob's Bears
    is a Bear, 2/2, either way."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    older = "Elf" if newer == "Goblin" else "Goblin"
    first = _add(state, "Conspiracy", 0, choices={"creature_type": older})
    second = _add(state, "Conspiracy", 0, choices={"creature_type": newer})
    king = _add(state, "Goblin King", 0)
    bears = [_add(state, "Grizzly Bears", 0) for _ in range(3)]
    bobs = _add(state, "Grizzly Bears", 1)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in [*bears, king]:
        assert res.chars[oid].subtypes == {newer}
    for oid in bears:
        ch = res.chars[oid]
        pumped = newer == "Goblin"
        assert (ch.power, ch.toughness) == ((3, 3) if pumped else (2, 2))
        assert any(ai.ability.text.lower() == "mountainwalk" for ai in ch.abilities) == pumped
    assert (res.chars[king].power, res.chars[king].toughness) == (2, 2)
    assert res.chars[bobs].subtypes == {"Bear"}
    assert (res.chars[bobs].power, res.chars[bobs].toughness) == (2, 2)
    fourth = [a.source for a in res.applications if a.layer == "4"]
    assert fourth == [first, second]


def test_613_1e_painters_servants_with_the_same_and_other_colors() -> None:
    """Alice's Painter's Servant chose red, Bob's two chose red and blue ("All cards that
    aren't on the battlefield, spells, and permanents are the chosen color in addition to
    their other colors", layer 5). Each adds its color: every permanent is red and blue
    besides its own colors (the Grizzly Bears green, a Sol Ring colorless otherwise), and
    the two red ones add the same color."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    servants = [_add(state, "Painter's Servant", 0, choices={"color": "red"}),
                _add(state, "Painter's Servant", 1, choices={"color": "red"}),
                _add(state, "Painter's Servant", 1, choices={"color": "blue"})]
    bears = [_add(state, "Grizzly Bears", p) for p in (0, 0, 1)]
    ring = _add(state, "Sol Ring", 1)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    for oid in bears:
        assert res.chars[oid].colors == {Color.GREEN, Color.RED, Color.BLUE}
    assert res.chars[ring].colors == {Color.RED, Color.BLUE}
    for oid in servants:
        assert res.chars[oid].colors == {Color.RED, Color.BLUE}



def test_613_8a_realmwrights_that_chose_other_land_types_are_waited_for_apart() -> None:
    """Bob's Life and Limb ("All Forests and all Saprolings are 1/1 green Saproling
    creatures and Forest lands in addition to their other types") and Kormus Bell ("All
    Swamps are 1/1 black creatures"), then Alice's two Realmwrights ("Lands you control are
    the chosen type in addition to their other types"), the first naming Swamp, the second
    Forest, and her Island. Life and Limb depends on the Forest Realmwright (it makes the
    Island a Forest: what Life and Limb applies to, 613.8a) and Kormus Bell on the Swamp
    one, each waiting for it though older (613.8a-b); neither depends on the other
    Realmwright. So in layer 4: the Swamp Realmwright, Kormus Bell, the Forest Realmwright,
    Life and Limb. The Island is an Island Swamp Forest land and a Saproling creature,
    black (Kormus Bell's color is newer than Life and Limb's, 613.7), 1/1, with the three
    lands' mana abilities (305.6)."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    limb = _add(state, "Life and Limb", 1)
    bell = _add(state, "Kormus Bell", 1)
    swampy = _add(state, "Realmwright", 0, choices={"basic_land_type": "Swamp"})
    foresty = _add(state, "Realmwright", 0, choices={"basic_land_type": "Forest"})
    island = _add(state, "Island", 0)
    res = compute_checked(state, catalog, libraries=False, explain=True)
    ch = res.chars[island]
    assert ch.types == {"Land", "Creature"}
    assert ch.subtypes == {"Island", "Swamp", "Forest", "Saproling"}
    assert ch.colors == {Color.BLACK}
    assert (ch.power, ch.toughness) == (1, 1)
    assert {ai.key for ai in ch.abilities if ai.key[0] == "intrinsic"} == {
        ("intrinsic", t) for t in ("Island", "Swamp", "Forest")}
    fourth: dict[int, str] = {}
    for a in res.applications:
        if a.layer == "4" and a.source not in fourth:
            fourth[a.source] = a.reason  # type: ignore[index]
    assert list(fourth) == [swampy, bell, foresty, limb]
    assert "Kormus Bell waits for it" in fourth[swampy] and "Life and Limb" not in fourth[swampy]
    assert "Life and Limb waits for it" in fourth[foresty] and "Kormus" not in fourth[foresty]

#: Effects reading a choice their source made: a creature type (Conspiracy sets it, Arcane
#: Adaptation adds it), a basic land type or else a creature type (Realmwright,
#: Xenograft), a color (Painter's Servant, Shifting Sky).
CHOOSERS = ["Conspiracy", "Arcane Adaptation", "Realmwright", "Xenograft",
            "Painter's Servant", "Shifting Sky"]
#: Effects that read what the choosers change: subtypes (lords, Blood Moon and Urborg,
#: Life and Limb, Kormus Bell), types (Opalescence, Enchanted Evening), colors.
READERS = ["Goblin King", "Elvish Champion", "Lord of Atlantis", "Blood Moon",
           "Urborg, Tomb of Yawgmoth", "Life and Limb", "Kormus Bell", "Opalescence",
           "Enchanted Evening", "Darkest Hour", "Wilt-Leaf Liege", "Humility"]
PLAIN = ["Grizzly Bears", "Forest", "Swamp", "Island", "Llanowar Elves", "Goblin Piker",
         "Sol Ring", "Merfolk of the Pearl Trident", "Plains", "Mountain"]
#: The choosers and readers whose dependencies turn on the choice itself (a land made a
#: Forest or a Swamp by Realmwright is then Life and Limb's or Kormus Bell's), drawn more.
LAND_WEB = ["Realmwright", "Life and Limb", "Kormus Bell"]
#: Two values of each choice: copies of one effect often choose alike, sometimes not.
CHOICES = {"creature_type": ["Goblin", "Elf"], "color": ["red", "green"],
           "basic_land_type": ["Swamp", "Forest"]}


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(choosers=st.lists(st.tuples(st.sampled_from(CHOOSERS + LAND_WEB[:1] * 3),
                                   st.integers(0, 1),
                                   st.lists(st.integers(0, 7), min_size=2, max_size=4)),
                         min_size=1, max_size=4),
       readers=st.lists(st.tuples(st.sampled_from(READERS + LAND_WEB[1:] * 3),
                                  st.integers(0, 1)),
                        min_size=1, max_size=4),
       plain=st.lists(st.tuples(st.sampled_from(PLAIN), st.integers(0, 1),
                                st.integers(1, 5)), min_size=1, max_size=4),
       flips=st.lists(st.integers(0, 99), max_size=3))
def test_613_8a_copies_reading_their_sources_choices_same_on_both_paths(
        choosers, readers, plain, flips) -> None:
    """Several copies of effects that read their source's choice, each copy's choices
    drawn from two values per kind (so copies of one effect mostly chose alike: one class;
    a copy that chose otherwise stands apart), beside effects that read what they change
    and plain permanents in classes of twins. The characteristics and the explanations
    are the full computation's, before and after control of some permanents changes."""
    catalog = default_catalog()
    state = GameState(players=[Player(0, "Alice"), Player(1, "Bob")])
    for name, player, n in plain:
        for _ in range(n):
            _add(state, name, player)
    for name, player, picks in choosers:
        for pick in picks:
            _add(state, name, player,
                 choices={k: v[(pick >> i) % 2] for i, (k, v) in enumerate(CHOICES.items())})
    for name, player in readers:
        _add(state, name, player, choices={k: v[player] for k, v in CHOICES.items()})
    compute_checked(state, catalog, libraries=False)
    for n in flips:
        bf = state.battlefield()
        obj = state.objects[bf[n % len(bf)]]
        obj.controller = 1 - obj.controller
        state.touch()
        compute_checked(state, catalog, libraries=False)
    compute_checked(state, catalog, libraries=False, explain=True)
