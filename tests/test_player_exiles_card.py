"""608.2d, 101.4: "Target player exiles a card from their graveyard." (Scrabbling Claws,
Merrow Bonegnawer): the player targeted chooses one card in their own graveyard as the
ability resolves (not a target) and it is exiled. A later "it" ("If it's a creature card,
you gain 2 life.", Graveyard Shovel) isn't read: it was bound to the source. Played through
the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all

ALICE, BOB = 0, 1

_CLAWS = """
    name: scrabbling claws
    battlefield: [{card: Scrabbling Claws, as: claws}]
    graveyard: {Bob: [{card: Grizzly Bears, as: bears}, {card: Lightning Bolt, as: bolt}],
                Alice: [{card: Hill Giant, as: giant}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_608_2d_scrabbling_claws_the_target_player_chooses_the_card(board) -> None:
    """Alice targets Bob; Bob chooses Lightning Bolt (of his Bears and Bolt): it is exiled,
    his Bears stay, Alice's Hill Giant is untouched."""
    game = board(_CLAWS + "    choices: [bolt]\n")
    activate(game, obj_id(game, "claws"), ALICE, 1, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bolt")).zone == "exile"
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"


def test_608_2d_alice_targeting_herself_exiles_from_her_own_graveyard(board) -> None:
    """Alice targets herself: her Hill Giant (her graveyard's only card) is exiled; Bob's
    cards stay."""
    game = board(_CLAWS)
    activate(game, obj_id(game, "claws"), ALICE, 1, [("player", ALICE)], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "giant")).zone == "exile"
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


def test_608_2d_an_empty_graveyard_exiles_nothing(board) -> None:
    """Merrow Bonegnawer targeting Bob, whose graveyard is empty: nothing happens."""
    game = board("""
        name: bonegnawer
        turn: {number: 2}
        battlefield: [{card: Merrow Bonegnawer, as: merrow}]
        graveyard: {Alice: [{card: Hill Giant, as: giant}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    activate(game, obj_id(game, "merrow"), ALICE, 1, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "giant")).zone == "graveyard"
    assert game.state.zone_list("exile", BOB) == []


@pytest.mark.parametrize("line", [
    # "it" after the choice was read as the source: left unread
    "{2}, {T}: Target player exiles a card from their graveyard. If it's a creature card, "
    "you gain 2 life.",
    # a permanent, not a card
])
def test_608_2d_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None
