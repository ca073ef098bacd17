"""701.23b / 201.4 / 201.2a: searching a player's graveyard, hand and library for the cards
with a name and exiling them, from the real Oracle lines:

- Splinter ("all cards with the same name as that artifact"): the graveyard's copies are
  found (701.23b's own example), the library's may be left (701.23b);
- Memoricide ("any number of cards with that name", a nonland name chosen as it resolves,
  201.4a): any of them, none included; a land's name can't be chosen;
- Ancient Vendetta ("up to four cards"): at most four in all;
- Lost Legacy: then that player draws a card for each card exiled from their hand.
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_for_name import SearchForName
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_23_splinter_line_reads_the_target_and_its_controller() -> None:
    [ability] = compile_text(
        "Exile target artifact. Search its controller's graveyard, hand, and library for all "
        "cards with the same name as that artifact and exile them. Then that player "
        "shuffles.", "Splinter", True) or [None]
    exile, search = ability.instructions
    assert isinstance(exile, I.Exile) and isinstance(search, SearchForName)
    assert search.whose == I.Ref("controller_of", 0) and search.how_many is None
    assert search.quality is None and search.same_as is not None


_SPLINTER = """
    name: Splinter
    hand: {Alice: [Splinter]}
    battlefield: [{card: Howling Mine, as: mine, controller: Bob}]
    graveyard: {Bob: [{card: Howling Mine, as: gy_mine}, Shock]}
    library: {Alice: [Plains], Bob: [{card: Howling Mine, as: lib1}, Island,
                                     {card: Howling Mine, as: lib2}, Mountain]}
"""


def test_701_23b_splinter_must_find_the_graveyards_mine_may_leave_the_librarys(board) -> None:
    """The player finds one of the two Mines in the library and stops: the graveyard's Mine
    is exiled all the same, the other library Mine stays."""
    game = board(_SPLINTER + """
    actions:
      - {cast: Splinter, targets: [mine]}
    choices: [lib1, done]
    """)
    assert _names(game, "exile", 1) == ["Howling Mine"] * 3
    assert _names(game, "graveyard", 1) == ["Shock"]
    assert _names(game, "library", 1) == ["Howling Mine", "Island", "Mountain"]


def test_701_23b_splinter_finding_none_in_the_library(board) -> None:
    game = board(_SPLINTER + """
    actions:
      - {cast: Splinter, targets: [mine]}
    choices: [done]
    """)
    assert _names(game, "exile", 1) == ["Howling Mine"] * 2  # the target and the graveyard's
    assert _names(game, "library", 1).count("Howling Mine") == 2


_MEMORICIDE = """
    name: Memoricide
    hand: {Alice: [Memoricide], Bob: [{card: Lightning Bolt, as: hand_bolt}, Shock]}
    graveyard: {Bob: [{card: Lightning Bolt, as: gy_bolt}]}
    library: {Alice: [Plains], Bob: [{card: Lightning Bolt, as: lib_bolt}, Mountain]}
"""


def test_701_23_memoricide_any_number_may_leave_the_graveyards_card(board) -> None:
    """"Any number of cards": even the graveyard's Bolt may stay."""
    game = board(_MEMORICIDE + """
    actions:
      - {cast: Memoricide, targets: [Bob], choices: {card_name: Lightning Bolt}}
    choices: [hand_bolt, lib_bolt, done]
    """)
    assert _names(game, "exile", 1) == ["Lightning Bolt", "Lightning Bolt"]
    assert _names(game, "graveyard", 1) == ["Lightning Bolt"]
    assert _names(game, "hand", 1) == ["Shock"]
    assert _names(game, "library", 1) == ["Mountain"]


def test_201_4a_memoricide_cant_name_a_land(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_MEMORICIDE + """
    actions:
      - {cast: Memoricide, targets: [Bob], choices: {card_name: Mountain}}
        """)


def test_701_23_ancient_vendetta_finds_at_most_four(board) -> None:
    """"Up to four cards": after the fourth, the search ends with a fifth copy left."""
    game = board("""
    name: Ancient Vendetta
    hand: {Alice: [Ancient Vendetta], Bob: [{card: Island, as: i1}, {card: Island, as: i2}]}
    graveyard: {Bob: [{card: Island, as: i3}]}
    library: {Alice: [Plains], Bob: [{card: Island, as: i4}, {card: Island, as: i5}, Forest]}
    actions:
      - {cast: Ancient Vendetta, targets: [Bob], choices: {card_name: Island}}
    choices: [i1, i2, i3, i4]
    """)
    assert _names(game, "exile", 1) == ["Island"] * 4
    assert _names(game, "library", 1) == ["Forest", "Island"]


def test_701_23_lost_legacy_draws_for_the_cards_exiled_from_hand(board) -> None:
    """Two Bolts exiled from Bob's hand, one from his library: he draws two cards."""
    game = board("""
    name: Lost Legacy
    hand: {Alice: [Lost Legacy], Bob: [{card: Lightning Bolt, as: b1},
                                       {card: Lightning Bolt, as: b2}]}
    library: {Alice: [Plains], Bob: [{card: Lightning Bolt, as: b3}, Mountain, Forest]}
    actions:
      - {cast: Lost Legacy, targets: [Bob], choices: {card_name: Lightning Bolt}}
    choices: [b1, b2, b3, done]
    """)
    assert _names(game, "exile", 1) == ["Lightning Bolt"] * 3
    assert _names(game, "hand", 1) == ["Forest", "Mountain"]
    assert _names(game, "library", 1) == []
