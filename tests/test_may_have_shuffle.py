"""701.24a, 608.2c: "Look at the top three cards of target player's library, then put them
back in any order. You may have that player shuffle." (Natural Selection), played on a
board: the caster orders the target player's top cards, then chooses whether that player
shuffles."""

from __future__ import annotations

_BOARD = """
    name: Natural Selection
    hand: {{Alice: [Natural Selection]}}
    library: {{Alice: [Island], Bob: [{{card: Forest, as: f}}, {{card: Swamp, as: s}},
                                      {{card: Plains, as: p}}, Mountain, Island, Wastes,
                                      Grizzly Bears, Shock, Opt, Serra Angel]}}
    choices: [p, f]
    actions:
      - {{cast: Natural Selection, targets: [Bob], choices: {{may: {may}}}}}
"""

_ORDERED = ["Plains", "Forest", "Swamp", "Mountain", "Island", "Wastes", "Grizzly Bears",
            "Shock", "Opt", "Serra Angel"]


def _library(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


def test_401_2_natural_selection_keeps_the_chosen_order_without_a_shuffle(board) -> None:
    game = board(_BOARD.format(may="false"))
    assert _library(game, 1) == _ORDERED


def test_701_24a_natural_selection_may_have_that_player_shuffle(board) -> None:
    game = board(_BOARD.format(may="true"))
    library = _library(game, 1)
    assert sorted(library) == sorted(_ORDERED)
    assert library != _ORDERED  # Bob's library was shuffled (the game's seeded generator)
    assert _library(game, 0) == ["Island"]  # not Alice's
