"""118.12, 404.2: Barrow Ghoul's "At the beginning of your upkeep, sacrifice this creature
unless you exile the top creature card of your graveyard." played from the real Oracle line:
the topmost creature card is exiled (the graveyard is kept in order, a land card above it
stays), and with no creature card the Ghoul is sacrificed (118.3)."""

from __future__ import annotations


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


_GHOUL = """
    name: Barrow Ghoul
    battlefield: [{card: Barrow Ghoul, as: ghoul}]
    library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}
    actions:
      - {pass: next_turn}
      - {pass: next_turn}
"""


def test_404_2_barrow_ghoul_exiles_the_topmost_creature_card(board) -> None:
    """Alice's graveyard, bottom first: Grizzly Bears, Hill Giant, Forest; the Giant is the
    topmost creature card."""
    game = board(_GHOUL + """
    graveyard: {Alice: [Grizzly Bears, Hill Giant, Forest]}
    choices: ["yes"]
    """)
    assert _names(game, "exile") == ["Hill Giant"]
    assert _names(game, "graveyard") == ["Grizzly Bears", "Forest"]
    assert "Barrow Ghoul" in [game.name_of(o) for o in game.state.battlefield()]


def test_118_3_barrow_ghoul_without_a_creature_card_is_sacrificed(board) -> None:
    game = board(_GHOUL + """
    graveyard: {Alice: [Forest]}
    """)
    assert "Barrow Ghoul" not in [game.name_of(o) for o in game.state.battlefield()]
    assert _names(game, "graveyard") == ["Forest", "Barrow Ghoul"]
