"""Cycling with a cost in words (702.29a: "Cycling [cost]" means "[Cost], Discard this card:
Draw a card."), played through the real engine: Street Wraith's "Cycling—Pay 2 life." (119.4)
and Edge of Autumn's "Cycling—Sacrifice a land." (701.21a)."""

from __future__ import annotations

from casting_play import ALICE, labels, pass_until_empty, take
from conftest import obj_id


def test_702_29a_119_4_street_wraith_cycled_for_2_life_draws_a_card(board) -> None:
    game = board("""
        name: wraith
        hand: {Alice: [{card: Street Wraith, as: wraith}]}
        library: {Alice: [Plains, Plains]}
    """)
    take(game, "~Cycling")
    assert game.state.players[ALICE].life == 18
    assert game.obj(obj_id(game, "wraith")).zone == "graveyard"
    pass_until_empty(game)  # the ability resolves: a card drawn
    assert [game.name_of(o) for o in game.state.zone_list("hand", ALICE)] == ["Plains"]


def test_702_29a_701_21a_edge_of_autumn_cycled_by_sacrificing_a_land(board) -> None:
    game = board("""
        name: edge
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [{card: Edge of Autumn, as: edge}]}
        library: {Alice: [Plains, Plains]}
    """)
    take(game, "~Cycling")
    if any("Forest" in a for a in labels(game)):
        take(game, "~Forest")
    assert game.obj(obj_id(game, "forest")).zone == "graveyard"
    assert game.obj(obj_id(game, "edge")).zone == "graveyard"
    pass_until_empty(game)  # the ability resolves: a card drawn
    assert [game.name_of(o) for o in game.state.zone_list("hand", ALICE)] == ["Plains"]


def test_702_29a_118_3_no_cycling_without_a_land_to_sacrifice(board) -> None:
    game = board("""
        name: edge, no land
        hand: {Alice: [{card: Edge of Autumn, as: edge}]}
        library: {Alice: [Plains]}
    """)
    assert not any("Cycling" in a for a in labels(game))
