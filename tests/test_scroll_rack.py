"""406.3 / 401.4: Scroll Rack ("{1}, {T}: Exile any number of cards from your hand face down.
Put that many cards from the top of your library into your hand. Then look at the exiled
cards and put them on top of your library in any order.") played on a board: the cards
swap places, in the order the player chooses; putting cards into the hand isn't drawing."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.hand_top_swap import HandTopSwap

LINE = ("{1}, {T}: Exile any number of cards from your hand face down. Put that many cards from "
        "the top of your library into your hand. Then look at the exiled cards and put them on "
        "top of your library in any order.")


def test_401_4_scroll_rack_line() -> None:
    [ability] = compile_text(LINE, "Scroll Rack") or [None]
    assert ability.instructions == (HandTopSwap(),)


def _library(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", 0)]


def test_401_4_scroll_rack_swaps_two_cards_in_the_chosen_order(board) -> None:
    game = board("""
        name: Scroll Rack
        battlefield: [{card: Scroll Rack, as: rack}]
        hand: {Alice: [{card: Forest, as: f}, {card: Island, as: i}, Shock]}
        library: {Alice: [Serra Angel, Lightning Bolt, Mountain], Bob: [Island]}
        choices: [f, i, done, i]
        actions:
          - activate: {card: rack, ability: 1}
    """)
    assert sorted(game.name_of(o) for o in game.state.zone_list("hand", 0)) == [
        "Lightning Bolt", "Serra Angel", "Shock"]
    assert _library(game) == ["Island", "Forest", "Mountain"]
    assert game.state.zone_list("exile") == []
    assert game.state.turn.cards_drawn.get(0, 0) == 0  # 121.5: put into the hand, not drawn


def test_401_4_scroll_rack_exiling_nothing_changes_nothing(board) -> None:
    game = board("""
        name: Scroll Rack, nothing
        battlefield: [{card: Scroll Rack, as: rack}]
        hand: {Alice: [Forest]}
        library: {Alice: [Serra Angel, Mountain], Bob: [Island]}
        choices: [done]
        actions:
          - activate: {card: rack, ability: 1}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Forest"]
    assert _library(game) == ["Serra Angel", "Mountain"]
