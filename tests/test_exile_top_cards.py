"""406 / 401: "<player> exiles the top N cards of their library" and "Exile the top N cards
of your library", played from real Oracle lines: each player exiles from their own library
(fewer cards if it holds fewer), the cards are face up in exile (406.3), and a single card
so exiled is "that card" for a permission to play it (601.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.exile_top_cards import ExileTopCards
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "expected"), [
    ("Raven Guild Master", "Whenever Raven Guild Master deals combat damage to a player, that "
     "player exiles the top ten cards of their library.",
     ExileTopCards(10, I.Ref("event_player"))),
    ("Malboro", "Bad Breath \u2014 When this creature enters, each opponent discards a card, "
     "loses 2 life, and exiles the top three cards of their library.",
     ExileTopCards(3, "each_opponent")),
    ("Fathom Feeder", "{3}{U}{B}: Draw a card. Each opponent exiles the top card of their "
     "library.", I.ExileTop("each_opponent")),
    ("Ornate Kanzashi", "{2}, {T}: Target opponent exiles the top card of their library. You "
     "may play that card this turn.", I.ExileTop(I.Ref.player_target(0))),
])
def test_406_exile_top_cards_lines(name: str, line: str, expected: object) -> None:
    [ability] = compile_text(line, name, legendary=name == "Raven Guild Master") or [None]
    assert expected in ability.instructions


@pytest.mark.parametrize("line", [
    # "that card" / "it" after several cards names none of them
    "Exile the top three cards of your library. You may play that card this turn.",
    # another player's library with "your"
    "Target opponent exiles the top two cards of your library.",
])
def test_406_exile_top_cards_misfits_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


def test_406_malboro_each_opponent_exiles_three(board) -> None:
    game = board("""
        name: Malboro
        hand: {Bob: [Grizzly Bears]}
        library: {Alice: [Plains, Island, Swamp, Mountain],
                  Bob: [Forest, Island, Lightning Bolt, Mountain]}
        actions:
          - {enter: {card: Malboro}}
    """)
    assert game.state.players[1].life == 18
    assert _names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert sorted(_names(game, "exile", 1)) == ["Forest", "Island", "Lightning Bolt"]
    assert _names(game, "library", 1) == ["Mountain"]
    assert _names(game, "library", 0) == ["Plains", "Island", "Swamp", "Mountain"]


def test_406_an_opponent_with_two_cards_exiles_two(board) -> None:
    game = board("""
        name: Malboro, short library
        library: {Alice: [Plains], Bob: [Forest, Island]}
        actions:
          - {enter: {card: Malboro}}
    """)
    assert sorted(_names(game, "exile", 1)) == ["Forest", "Island"]
    assert _names(game, "library", 1) == []


def test_601_3_ornate_kanzashi_lets_alice_cast_bobs_exiled_card(board) -> None:
    """Bob exiles his top card, Lightning Bolt; Alice may cast it this turn: Bob takes 3."""
    game = board("""
        name: Ornate Kanzashi
        battlefield: [{card: Ornate Kanzashi, as: kanzashi}]
        library: {Alice: [Plains], Bob: [{card: Lightning Bolt, as: bolt}, Island]}
        actions:
          - {activate: {card: kanzashi, ability: "{2}", targets: [Bob]}}
          - {cast: bolt, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17
    assert _names(game, "graveyard", 1) == ["Lightning Bolt"]
    assert _names(game, "library", 1) == ["Island"]


def test_406_scrib_nibblers_exiles_a_land_from_bobs_library_and_gains_1(board) -> None:
    """"Exile the top card of target player's library. If it's a land card, you gain 1
    life.": Bob's Forest is exiled, Alice gains 1."""
    game = board("""
        name: Scrib Nibblers
        battlefield: [{card: Scrib Nibblers, as: scrib}]
        library: {Alice: [Plains], Bob: [Forest, Island]}
        actions:
          - {activate: {card: scrib, ability: "{T}", targets: [Bob]}}
    """)
    assert _names(game, "exile", 1) == ["Forest"]
    assert game.state.players[0].life == 21


def test_406_scrib_nibblers_a_nonland_card_gives_no_life(board) -> None:
    game = board("""
        name: Scrib Nibblers, a spell
        battlefield: [{card: Scrib Nibblers, as: scrib}]
        library: {Alice: [Plains], Bob: [Lightning Bolt, Island]}
        actions:
          - {activate: {card: scrib, ability: "{T}", targets: [Bob]}}
    """)
    assert _names(game, "exile", 1) == ["Lightning Bolt"]
    assert game.state.players[0].life == 20
