"""702.34a / 613.1f: flashback given to instant and sorcery cards in a graveyard, its cost
being the card's own mana cost (Lier, Disciple of the Drowned; A-Lier only during its
controller's turn; Otaria); 118.6: a card with no mana cost then has an unpayable flashback
cost. Real Oracle lines → compiled structure, and boards played with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.compiler.statics.granted_flashback import FLASHBACK_OF_MANA_COST
from arbiter.engine.casting import spells
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import YourTurn

_DB = CardDatabase.bundled()
ALICE, BOB = ("player", 0), ("player", 1)
_INSTANT_OR_SORCERY = s.Or((s.IsType("Instant"), s.IsType("Sorcery")))


def _one(name: str, starts: str):
    text = _DB.get(name).faces[0].oracle_text or ""
    line = next(x for x in text.split("\n") if x.startswith(starts))
    abilities = compile_text(line, _DB.get(name).faces[0].name, False)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


@pytest.mark.parametrize(("name", "starts", "affected", "condition"), [
    ("Lier, Disciple of the Drowned", "Each instant",
     s.And((s.InZone(("graveyard",)), _INSTANT_OR_SORCERY, s.OwnedByYou())), None),
    ("A-Lier, Disciple of the Drowned", "As long as it's your turn",
     s.And((s.InZone(("graveyard",)), _INSTANT_OR_SORCERY, s.OwnedByYou())), YourTurn()),
])
def test_702_34a_cards_in_your_graveyard_have_flashback_for_their_mana_cost(
        name, starts, affected, condition) -> None:
    ab = _one(name, starts)
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    assert spec.affected == affected
    assert spec.parts == (P.AddAbilities((FLASHBACK_OF_MANA_COST,)),)
    assert ab.condition == condition


_BOARD = """
    name: lier
    battlefield: [{{card: "{lier}", controller: Alice}}, Mountain]
    graveyard: {{Alice: [{{card: Lightning Bolt, as: bolt}}, {{card: Think Twice, as: tt}},
                        {{card: Ancestral Vision, as: vision}}]}}
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
    actions:
{actions}
"""


def test_702_34a_lier_bolt_cast_from_the_graveyard_for_r_then_exiled(board) -> None:
    """Lier: Lightning Bolt in Alice's graveyard has flashback {R}: she casts it from there
    paying {R} with her Mountain; it deals 3 damage to Bob and is exiled (702.34a)."""
    game = board(_BOARD.format(lier="Lier, Disciple of the Drowned", actions="      []"))
    spells.cast(game, obj_id(game, "bolt"), 0, [BOB], {}, "flashback", pay=True)
    resolve_all(game)
    assert game.state.players[1].life == 17
    assert game.obj(obj_id(game, "bolt")).zone == "exile"
    mountain = next(o for o in game.state.battlefield() if game.name_of(o) == "Mountain")
    assert game.obj(mountain).tapped


def test_118_6_no_mana_cost_means_an_unpayable_flashback_cost(board) -> None:
    """118.6: Ancestral Vision has no mana cost, so the flashback cost Lier gives it can't be
    paid: casting it that way is illegal and changes nothing."""
    game = board(_BOARD.format(lier="Lier, Disciple of the Drowned", actions="      []"))
    with pytest.raises(IllegalActionError, match="118.6"):
        spells.cast(game, obj_id(game, "vision"), 0, [ALICE], {}, "flashback", pay=True)
    assert game.obj(obj_id(game, "vision")).zone == "graveyard"
    assert not game.state.stack_items


def test_601_2b_two_flashback_costs_stop_the_game(board) -> None:
    """Think Twice has its own flashback {2}{U} and Lier's {1}{U}: its owner would announce
    one (601.2b), which the engine doesn't offer yet: the cast stops, naming the card."""
    game = board(_BOARD.format(lier="Lier, Disciple of the Drowned", actions="      []"))
    with pytest.raises(UnsupportedTextError):
        spells.cast(game, obj_id(game, "tt"), 0, [], {}, "flashback", pay=True)
    assert game.obj(obj_id(game, "tt")).zone == "graveyard"


def test_702_34a_without_lier_no_flashback(board) -> None:
    game = board("""
        name: nolier
        battlefield: [Mountain]
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "bolt"), 0, [BOB], {}, "flashback", pay=True)
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_611_3b_a_lier_gives_flashback_only_during_your_turn(board) -> None:
    """A-Lier: in Bob's turn the Bolt in Alice's graveyard has no flashback (casting it that
    way is illegal); in her own turn it has, for {R}."""
    # Without Think Twice: with two flashback costs to choose from, working out whether it
    # can be cast as players receive priority stops the game (601.2b; principle 5).
    game = board(_BOARD.replace("{{card: Think Twice, as: tt}},", "").format(
        lier="A-Lier, Disciple of the Drowned", actions="      - pass: end_of_turn"))
    assert game.state.turn.active == 1
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "bolt"), 0, [BOB], {}, "flashback", pay=True)
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"
    mine = board(_BOARD.format(lier="A-Lier, Disciple of the Drowned", actions="      []"))
    spells.cast(mine, obj_id(mine, "bolt"), 0, [BOB], {}, "flashback", pay=True)
    resolve_all(mine)
    assert mine.state.players[1].life == 17
    assert mine.obj(obj_id(mine, "bolt")).zone == "exile"
