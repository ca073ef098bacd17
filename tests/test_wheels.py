"""Wheels and "discarded this way", played from real Oracle lines: 701.24a "Each player
shuffles their hand and graveyard into their library, then draws seven cards." (Timetwister:
all the cards go at once, each library is shuffled, then each player draws); 701.9a / 608.2c
"Each player discards their hand, then draws cards equal to the greatest number of cards a
player discarded this way." (Windfall) and "Each other player discards a card. You draw a card
for each card discarded this way." (Syphon Mind: every player but the caster discards)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.discarded_values import DiscardedThisWay
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "first", "then"), [
    ("Timetwister", "Each player shuffles their hand and graveyard into their library, then "
     "draws seven cards.", I.ShuffleIntoLibrary(("hand", "graveyard"), who="each_player"),
     I.Draw(7, who="each_player")),
    ("Windfall", "Each player discards their hand, then draws cards equal to the greatest "
     "number of cards a player discarded this way.", None,
     I.Draw(DiscardedThisWay(most=True), who="each_player")),
    ("Syphon Mind", "Each other player discards a card. You draw a card for each card "
     "discarded this way.", I.Discard(1, who="each_other_player"),
     I.Draw(DiscardedThisWay(), who="you")),
    ("Mnemonic Nexus", "Each player shuffles their graveyard into their library.",
     I.ShuffleIntoLibrary(("graveyard",), who="each_player"), None),
    ("Borrowed Knowledge", "Discard your hand, then draw cards equal to the number of cards "
     "discarded this way.", None, I.Draw(DiscardedThisWay(), who="you")),
])
def test_701_24a_and_701_9a_wheel_lines(name: str, line: str, first, then) -> None:
    [ability] = compile_text(line, name, True) or [None]
    steps = ability.instructions
    if first is not None:
        assert steps[0] == first
    if then is not None:
        assert steps[-1] == then


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_24a_timetwister_shuffles_hands_and_graveyards_then_seven_each(board) -> None:
    game = board("""
        name: Timetwister
        hand: {Alice: [Timetwister, Shock], Bob: [Giant Growth, Grizzly Bears]}
        graveyard: {Alice: [Lightning Bolt], Bob: [Forest, Island, Swamp]}
        library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains],
                  Bob: [Mountain, Mountain, Mountain]}
        actions:
          - {cast: Timetwister}
    """)
    # Alice: 6 + Shock + Lightning Bolt = 8 cards, draws 7, one left; Timetwister itself
    # goes to the graveyard after it resolves (608.2n).
    assert len(game.state.zone_list("hand", 0)) == 7
    assert len(game.state.zone_list("library", 0)) == 1
    assert _names(game, "graveyard", 0) == ["Timetwister"]
    # Bob: 3 + 2 + 3 = 8 cards, draws 7.
    assert len(game.state.zone_list("hand", 1)) == 7
    assert len(game.state.zone_list("library", 1)) == 1
    assert _names(game, "graveyard", 1) == []
    everything = _names(game, "hand", 1) + _names(game, "library", 1)
    assert sorted(everything) == ["Forest", "Giant Growth", "Grizzly Bears", "Island",
                                  "Mountain", "Mountain", "Mountain", "Swamp"]


def test_701_9a_windfall_draws_the_greatest_number_discarded(board) -> None:
    """Alice discards 1 card (besides Windfall on the stack), Bob 3: each draws 3."""
    game = board("""
        name: Windfall
        hand: {Alice: [Windfall, Shock], Bob: [Forest, Island, Swamp]}
        library: {Alice: [Plains, Plains, Plains, Plains],
                  Bob: [Mountain, Mountain, Mountain, Mountain]}
        actions:
          - {cast: Windfall}
    """)
    assert _names(game, "hand", 0) == ["Plains", "Plains", "Plains"]
    assert _names(game, "hand", 1) == ["Mountain", "Mountain", "Mountain"]
    assert _names(game, "graveyard", 0) == ["Shock", "Windfall"]
    assert _names(game, "graveyard", 1) == ["Forest", "Island", "Swamp"]


def test_701_9a_windfall_with_empty_hands_draws_nothing(board) -> None:
    game = board("""
        name: Windfall, no cards
        hand: {Alice: [Windfall]}
        library: {Alice: [Plains], Bob: [Mountain]}
        actions:
          - {cast: Windfall}
    """)
    assert _names(game, "hand", 0) == [] and _names(game, "hand", 1) == []


def test_701_9b_syphon_mind_each_other_player_discards_you_draw_that_many(board) -> None:
    """Three players: Bob and Carol each discard a card; Alice discards nothing and draws
    two."""
    game = board("""
        name: Syphon Mind
        players: [Alice, Bob, Carol]
        hand: {Alice: [Syphon Mind, Shock], Bob: [Forest], Carol: [Island]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Mountain], Carol: [Mountain]}
        actions:
          - {cast: Syphon Mind}
    """)
    assert _names(game, "hand", 0) == ["Plains", "Plains", "Shock"]
    assert _names(game, "graveyard", 1) == ["Forest"]
    assert _names(game, "graveyard", 2) == ["Island"]


def test_701_9b_syphon_mind_a_player_with_no_card_discards_nothing(board) -> None:
    game = board("""
        name: Syphon Mind, an empty hand
        players: [Alice, Bob, Carol]
        hand: {Alice: [Syphon Mind], Bob: [Forest]}
        library: {Alice: [Plains, Plains, Plains], Bob: [Mountain], Carol: [Mountain]}
        actions:
          - {cast: Syphon Mind}
    """)
    assert _names(game, "hand", 0) == ["Plains"]
    assert _names(game, "graveyard", 1) == ["Forest"]
