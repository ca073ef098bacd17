"""401.4, 401.2: "Look at the top five cards of your library. Put one of them into your hand
and the rest on top of your library in any order." (Diabolic Vision), played on a board: the
player takes one card and puts the other four back on top in the order they choose."""

from __future__ import annotations


def test_401_4_diabolic_vision_puts_the_rest_on_top_in_the_chosen_order(board) -> None:
    game = board("""
        name: Diabolic Vision
        hand: {Alice: [Diabolic Vision]}
        library: {Alice: [{card: Plains, as: a}, {card: Island, as: b},
                          {card: Serra Angel, as: c}, {card: Swamp, as: d},
                          {card: Mountain, as: e}, Forest], Bob: [Island]}
        choices: [c, e, d, b]
        actions:
          - {cast: Diabolic Vision}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Serra Angel"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == [
        "Mountain", "Swamp", "Island", "Plains", "Forest"]
