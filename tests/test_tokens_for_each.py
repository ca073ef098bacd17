"""111.2 / 107.1 / 608.2h: "create a <token> for each <permanent>" (Avenger of Zendikar): as
many tokens as there are such permanents as the effect resolves."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I


def test_111_2_avenger_of_zendikar_line() -> None:
    [ability] = compile_text("When this creature enters, create a 0/1 green Plant creature "
                             "token for each land you control.", "Avenger of Zendikar") or [None]
    [create] = ability.instructions
    assert isinstance(create, I.CreateToken) and isinstance(create.n, V.CountOf)
    assert create.token.power == 0 and create.token.toughness == 1


def test_111_2_more_than_one_token_for_each_is_unread() -> None:
    assert compile_text("Create two 1/1 white Soldier creature tokens for each creature you "
                        "control.", "Test Spell", True) is None


def test_608_2h_avenger_counts_alices_lands(board) -> None:
    """Three lands of Alice's and one of Bob's: three Plants."""
    game = board("""
        name: Avenger of Zendikar
        battlefield: [Forest, Forest, Island, {card: Swamp, controller: Bob}]
        hand: {Alice: [Avenger of Zendikar]}
        library: {Alice: [Forest], Bob: [Swamp]}
        actions:
          - cast: Avenger of Zendikar
    """)
    plants = [o for o in game.state.battlefield() if "Plant" in game.chars(o).subtypes]
    assert len(plants) == 3 and all(game.controller_of(o) == 0 for o in plants)
