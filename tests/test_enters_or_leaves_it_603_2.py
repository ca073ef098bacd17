"""603.2, 608.2h: in "When ~ enters or leaves the battlefield, it deals 1 damage ...", "it" is
~ for both events; as it leaves, the damage is dealt by ~ as it last existed. An effect that
acts on ~ after it left (400.7) stays unread."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text


def test_603_2_subterranean_shambler_enters_and_leaves(board) -> None:
    """Entering: 1 damage to each creature without flying (Llanowar Elves dies, the Birds
    don't; the Shambler itself, 2/3, takes 1). Leaving: Fyndhorn Elves, entered since, dies too."""
    game = board("""
    name: shambler
    battlefield:
      - {card: Llanowar Elves, as: elves1, controller: Bob}
      - {card: Birds of Paradise, as: birds, controller: Bob}
    hand: {Alice: [{card: Subterranean Shambler, as: sham}]}
    library: {Alice: [Plains], Bob: [Plains]}
    actions:
      - enter: {card: sham}
      - enter: {card: Fyndhorn Elves, controller: Bob, as: elves2}
      - move: {card: sham, to: graveyard}
""")
    assert game.obj(obj_id(game, "elves1")).zone == "graveyard"
    assert game.obj(obj_id(game, "elves2")).zone == "graveyard"
    assert game.obj(obj_id(game, "birds")).zone == "battlefield"


def test_400_7_enters_or_leaves_returning_it_stays_unread() -> None:
    assert compile_text("When this creature enters or leaves the battlefield, return it to "
                        "its owner's hand.", "Test Creature", False) is None
