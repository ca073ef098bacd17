"""608.2c / 111.2: "Each opponent may create <tokens>. For each opponent who does, [you]
create <the same tokens>." (Tempt with Vengeance's tempting offer, Tempting Contract): each
opponent in turn order (101.4) chooses; each who accepts creates the tokens (111.2: they own
and control them), and the controller creates the tokens again once for each of them."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_line


def _count(game, name: str, player: int) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.chars(o).name == name and game.chars(o).controller == player)


def _vengeance(board, answers: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Tempt with Vengeance, three players
        players: [Alice, Bob, Carol]
        hand: {{Alice: [Tempt with Vengeance]}}
        library: {{Alice: [Forest], Bob: [Forest], Carol: [Forest]}}
        actions:
          - {{cast: Tempt with Vengeance, choices: {{x: 2}}}}
        choices: {answers}
    """)


def test_111_2_tempt_with_vengeance_bob_accepts_carol_declines(board) -> None:
    """X=2: Alice makes two Elementals, Bob accepts (two of his own), Carol declines; for
    the one opponent who accepted Alice makes two more: four for Alice, each 1/1 with
    haste."""
    game = _vengeance(board, "[true, false]")
    assert (_count(game, "Elemental Token", 0), _count(game, "Elemental Token", 1),
            _count(game, "Elemental Token", 2)) == (4, 2, 0)
    [one] = [o for o in game.state.battlefield() if game.chars(o).controller == 1][:1]
    ch = game.chars(one)
    assert (ch.power, ch.toughness) == (1, 1) and ch.has_keyword("haste")


def test_111_2_tempt_with_vengeance_both_accept(board) -> None:
    game = _vengeance(board, "[true, true]")
    assert (_count(game, "Elemental Token", 0), _count(game, "Elemental Token", 1),
            _count(game, "Elemental Token", 2)) == (6, 2, 2)


def test_608_2c_tempt_with_vengeance_no_opponent_accepts(board) -> None:
    game = _vengeance(board, "[false, false]")
    assert (_count(game, "Elemental Token", 0), _count(game, "Elemental Token", 1),
            _count(game, "Elemental Token", 2)) == (2, 0, 0)


def test_111_2_tempting_contract_at_its_controllers_upkeep(board) -> None:
    """Bob's Tempting Contract at his upkeep: Alice (his opponent) accepts a Treasure, so Bob
    makes one too."""
    game = board("""
        name: Tempting Contract
        battlefield: [{card: Tempting Contract, controller: Bob}]
        library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
        actions:
          - pass: next_turn
        choices: [true]
    """)
    assert game.state.turn.active == 1
    assert (_count(game, "Treasure Token", 0), _count(game, "Treasure Token", 1)) == (1, 1)


def test_608_2c_different_tokens_in_the_two_sentences_stay_unread() -> None:
    abilities = compile_line("At the beginning of your upkeep, each opponent may create a "
                             "Treasure token. For each opponent who does, you create a Food "
                             "token.", "Offer")
    assert any(unread_parts(a) for a in abilities)
