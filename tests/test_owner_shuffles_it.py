"""701.24a / 701.24c: "<Target creature>'s owner shuffles it into their library", "The owner of
target nonland permanent shuffles it into their library, then draws two cards", "Shuffle
enchanted creature into its owner's library", played from real Oracle lines: the object goes
into its owner's library (whoever controls it), the owner draws, and the library is shuffled
even when the object has already left (701.24c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I

_T0 = I.Ref.target(0)


@pytest.mark.parametrize(("name", "line", "spell", "expected"), [
    ("Cerulean Sphinx", "{U}: This creature's owner shuffles it into their library.", False,
     (I.ShuffleInto(I.Ref.this()),)),
    ("Ominous Cemetery", "{5}, {T}, Exile this land: Target creature's owner shuffles it into "
     "their library.", False, (I.ShuffleInto(_T0),)),
    ("Watery Grasp", "{2}{U}: Enchanted creature's owner shuffles it into their library.",
     False, (I.ShuffleInto(I.Ref.attached()),)),
    ("Dramatic Accusation", "{U}{U}: Shuffle enchanted creature into its owner's library.",
     False, (I.ShuffleInto(I.Ref.attached()),)),
    ("Rishadan Pawnshop", "{2}, {T}: Shuffle target nontoken permanent you control into its "
     "owner's library.", False, (I.ShuffleInto(_T0),)),
    ("Oblation", "The owner of target nonland permanent shuffles it into their library, then "
     "draws two cards.", True,
     (I.ShuffleInto(_T0), I.Draw(2, who=I.Ref("owner_of", 0)))),
])
def test_701_24a_owner_shuffles_it_lines(name: str, line: str, spell: bool,
                                         expected: tuple) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert ability.instructions == expected


def test_701_24a_another_verb_after_it_needs_its_subject() -> None:
    """"..., then loses 2 life" would be the owner's loss: not read as "you"."""
    assert compile_text("Target creature's owner shuffles it into their library, then loses "
                        "2 life.", "Test Card", True) is None


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_24a_oblation_the_owner_shuffles_and_draws_two(board) -> None:
    """Alice's Oblation on Bob's Grizzly Bears: the Bears go into Bob's library, and Bob (its
    owner) draws two cards; Alice draws none."""
    game = board("""
        name: Oblation
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Oblation]}
        library: {Alice: [Plains], Bob: [Island, Forest]}
        actions:
          - {cast: Oblation, targets: [bears]}
    """)
    assert game.state.battlefield() == []
    assert len(game.state.zone_list("hand", 1)) == 2
    assert len(game.state.zone_list("library", 1)) == 1
    assert (_names(game, "hand", 1) + _names(game, "library", 1)).count("Grizzly Bears") == 1
    assert _names(game, "hand", 0) == [] and _names(game, "library", 0) == ["Plains"]


def test_701_24a_stolen_creature_goes_to_its_owners_library(board) -> None:
    """Alice controls Bob's Grizzly Bears; Ominous Cemetery puts them into Bob's library."""
    game = board("""
        name: Ominous Cemetery
        battlefield: [{card: Ominous Cemetery, as: cem},
                      {card: Grizzly Bears, as: bears, controller: Alice, owner: Bob}]
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {activate: {card: cem, ability: "{5}", targets: [bears]}}
    """)
    assert _names(game, "library", 1) == ["Grizzly Bears", "Island"]
    assert _names(game, "library", 0) == ["Plains"]
    assert _names(game, "exile", 0) == ["Ominous Cemetery"]


def test_701_24c_the_library_is_shuffled_though_it_left(board) -> None:
    """Cerulean Sphinx's ability on the stack, the Sphinx returns to Alice's hand: it stays in
    her hand (a new object, 400.7), and her library is still shuffled (701.24c): with eight
    cards, the seeded shuffle leaves them in another order."""
    game = board("""
        name: Cerulean Sphinx, bounced in response
        battlefield: [{card: Cerulean Sphinx, as: sphinx}]
        library: {Alice: [Forest, Island, Mountain, Plains, Swamp, Wastes, Grizzly Bears,
                          Serra Angel], Bob: [Island]}
        actions:
          - {activate: {card: sphinx, ability: "{U}"}, respond: true}
          - {move: {card: sphinx, to: hand}}
          - {resolve: all}
    """)
    assert _names(game, "hand", 0) == ["Cerulean Sphinx"]
    library = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert sorted(library) == ["Forest", "Grizzly Bears", "Island", "Mountain", "Plains",
                               "Serra Angel", "Swamp", "Wastes"]
    assert library != ["Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes",
                       "Grizzly Bears", "Serra Angel"]


def test_701_24a_cerulean_sphinx_shuffles_itself_in(board) -> None:
    game = board("""
        name: Cerulean Sphinx
        battlefield: [{card: Cerulean Sphinx, as: sphinx}]
        library: {Alice: [Forest], Bob: [Island]}
        actions:
          - {activate: {card: sphinx, ability: "{U}"}}
    """)
    assert game.state.battlefield() == []
    assert _names(game, "library", 0) == ["Cerulean Sphinx", "Forest"]
