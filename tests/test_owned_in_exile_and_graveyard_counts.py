"""400.1, 108.3, 406.3: counting the cards a player owns in exile and in their graveyard
together ("the total number of instant and sorcery cards you own in exile and in your
graveyard"). Played with the real engine: Crackling Drake's power (604.3, 7a) and Beacon
Bolt's damage, counted as it resolves (608.2h)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all

_BOARD = """
    name: exile and graveyard
    battlefield:
      - {card: Crackling Drake, controller: Alice, as: drake}
      - {card: Grizzly Bears, controller: Bob, as: bears}
      - {card: Craw Wurm, controller: Bob, as: wurm}
      - Mountain
      - Mountain
      - Island
    graveyard: {Alice: [Lightning Bolt, Forest, Opt], Bob: [Shock]}
    exile: {Alice: [Divination], Bob: [Counterspell]}
    hand: {Alice: [{card: Beacon Bolt, as: beacon}]}
    library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
"""


def test_604_3_crackling_drake_counts_instants_and_sorceries_you_own_in_both_zones(
        board) -> None:
    """Lightning Bolt and Opt in Alice's graveyard, Divination in exile: power 3 (the Forest
    isn't an instant or sorcery; Bob's Shock and Counterspell aren't Alice's)."""
    game = board(_BOARD)
    assert game.chars(obj_id(game, "drake")).power == 3


def test_608_2h_beacon_bolt_deals_damage_for_the_cards_in_both_zones(board) -> None:
    """Beacon Bolt counts Lightning Bolt, Opt and Divination as it resolves (it is itself on
    the stack, in neither zone): 3 damage is marked on Bob's Craw Wurm (6/4), which lives."""
    game = board(_BOARD)
    cast(game, obj_id(game, "beacon"), 0, [obj_id(game, "wurm")], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "wurm")).damage == 3
    assert game.obj(obj_id(game, "wurm")).zone == "battlefield"
