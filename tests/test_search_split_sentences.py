"""701.23b: "Search your library for up to two <cards> and reveal them. Put one into your
hand and the other into your graveyard. Then shuffle." (Fork in the Road) and "...,
reveal those cards, and put one onto the battlefield tapped and the other into your hand.
Shuffle, then scry 1." (Peregrination), played on boards: the player chooses which card
goes where; one card found goes where they choose."""

from __future__ import annotations

import pytest


def _names(game, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, 0))


def test_701_23b_fork_in_the_road_one_to_hand_the_other_to_the_graveyard(board) -> None:
    game = board("""
        name: Fork in the Road
        hand: {Alice: [Fork in the Road]}
        library: {Alice: [{card: Forest, as: f}, {card: Plains, as: p}, Shock, Island],
                  Bob: [Island]}
        choices: [f, p, p]
        actions:
          - {cast: Fork in the Road}
    """)
    assert _names(game, "hand") == ["Plains"]
    assert _names(game, "graveyard") == ["Forest", "Fork in the Road"]
    assert _names(game, "library") == ["Island", "Shock"]


@pytest.mark.parametrize(("where", "hand", "graveyard"), [
    (True, ["Forest"], ["Fork in the Road"]), (False, [], ["Forest", "Fork in the Road"])])
def test_701_23b_fork_in_the_road_one_card_found_goes_where_chosen(board, where, hand,
                                                                    graveyard) -> None:
    game = board(f"""
        name: Fork in the Road, one found
        hand: {{Alice: [Fork in the Road]}}
        library: {{Alice: [{{card: Forest, as: f}}, Shock], Bob: [Island]}}
        choices: [f, {str(where).lower()}]
        actions:
          - {{cast: Fork in the Road}}
    """)
    assert _names(game, "hand") == hand
    assert _names(game, "graveyard") == sorted(graveyard)


def test_701_22a_peregrination_scries_after_the_shuffle(board) -> None:
    game = board("""
        name: Peregrination
        hand: {Alice: [Peregrination]}
        library: {Alice: [{card: Forest, as: f}, {card: Plains, as: p}, Shock, Opt],
                  Bob: [Island]}
        choices: [f, p, f, bottom]
        actions:
          - {cast: Peregrination}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Forest"]
    assert game.state.objects[next(iter(game.state.battlefield()))].tapped
    assert _names(game, "hand") == ["Plains"]
    assert len(game.state.zone_list("library", 0)) == 2
