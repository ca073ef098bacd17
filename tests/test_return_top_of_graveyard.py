"""404.2, 608.2c: Shallow Grave's "Return the top creature card of your graveyard to the
battlefield. That creature gains haste until end of turn. Exile it at the beginning of the
next end step." played from the real Oracle text: the topmost creature card (a land card above
it is passed over, a creature card below it stays) returns with haste and is exiled at the end
step; with no creature card, nothing happens."""

from __future__ import annotations


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


_GRAVE = """
    name: Shallow Grave
    hand: {Alice: [Shallow Grave]}
    graveyard: {Alice: [Hill Giant, Grizzly Bears, Forest]}
    library: {Alice: [Island, Island], Bob: [Island, Island]}
    actions:
      - {cast: Shallow Grave}
"""


def test_404_2_shallow_grave_returns_the_topmost_creature_card_with_haste(board) -> None:
    game = board(_GRAVE)
    bears = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert len(bears) == 1 and game.chars(bears[0]).has_keyword("haste")
    assert _names(game, "graveyard") == ["Hill Giant", "Forest", "Shallow Grave"]


def test_603_7_shallow_grave_exiles_it_at_the_end_step(board) -> None:
    game = board(_GRAVE + """
      - {pass: next_turn}
    """)
    assert _names(game, "exile") == ["Grizzly Bears"]
    assert game.state.battlefield() == []


def test_404_2_shallow_grave_no_creature_card_does_nothing(board) -> None:
    game = board("""
    name: Shallow Grave, no creature
    hand: {Alice: [Shallow Grave]}
    graveyard: {Alice: [Forest]}
    library: {Alice: [Island], Bob: [Island]}
    actions:
      - {cast: Shallow Grave}
    """)
    assert game.state.battlefield() == []
    assert _names(game, "graveyard") == ["Forest", "Shallow Grave"]
