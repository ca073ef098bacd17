"""608.2c: "Exile target card from a graveyard. If a creature card is exiled this way, <effect>."
("is", like "was", names the result of the exile before) played from the real Oracle line of
Feral Appetite: a creature card exiled makes the Pest token; a land card doesn't."""

from __future__ import annotations


def _battlefield(game) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.battlefield())


_FERAL = """
    name: Feral Appetite
    battlefield: [{card: Feral Appetite, as: feral}]
    graveyard: {Bob: [{card: Grizzly Bears, as: bears}, {card: Forest, as: forest}]}
    library: {Alice: [Island], Bob: [Island]}
"""


def test_608_2c_feral_appetite_creature_card_makes_a_pest(board) -> None:
    game = board(_FERAL + """
    actions:
      - activate: {card: feral, ability: "{1}{G}", targets: [bears]}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Grizzly Bears"]
    assert _battlefield(game) == ["Feral Appetite", "Pest Token"]


def test_608_2c_feral_appetite_land_card_makes_none(board) -> None:
    game = board(_FERAL + """
    actions:
      - activate: {card: feral, ability: "{1}{G}", targets: [forest]}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Forest"]
    assert _battlefield(game) == ["Feral Appetite"]
