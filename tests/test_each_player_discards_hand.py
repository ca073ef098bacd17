"""701.9a: "Each player discards their hand, then draws seven cards." (Wheel of Fortune): every
player's whole hand is discarded, then each draws (121.1)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.discard_hand import DiscardHand
from arbiter.rules.instructions import objects as I


def test_701_9a_wheel_of_fortune_line() -> None:
    [ability] = compile_text("Each player discards their hand, then draws seven cards.",
                             "Wheel of Fortune", True) or [None]
    assert ability.instructions == (DiscardHand(who="each_player"),
                                    I.Draw(7, who="each_player"))


def test_701_9a_target_player_discards_their_hand_line() -> None:
    [ability] = compile_text("Target player discards their hand.", "Test Spell", True) or [None]
    assert ability.instructions == (DiscardHand(who=I.Ref("player_target")),)
    assert ability.targets[0].kind == "player"


def test_701_9a_wheel_of_fortune_both_hands_then_seven_each(board) -> None:
    game = board("""
        name: Wheel of Fortune
        hand: {Alice: [Wheel of Fortune, Forest], Bob: [Island, Island, Island]}
        library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains],
                  Bob: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]}
        actions:
          - cast: Wheel of Fortune
    """)
    hands = [[game.name_of(o) for o in game.state.zone_list("hand", p)] for p in (0, 1)]
    assert hands == [["Plains"] * 7, ["Swamp"] * 7]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Forest", "Wheel of Fortune"]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Island"] * 3
