"""702.138a / 613.1f: escape given to cards in a graveyard, its cost being the card's own
mana cost plus three other cards exiled (Underworld Breach, The Master of Keys); 118.6: a card
with no mana cost has an unpayable escape cost then; 601.2b: a card with an escape of its own
as well stops the game rather than have the engine pick one. Played with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError, UnsupportedTextError

ALICE, BOB = 0, 1

_BREACH = """
    name: underworld breach
    battlefield: [{{card: "{source}", controller: Alice}}, Mountain, Mountain, Swamp, Swamp]
    graveyard: {{Alice: [{{card: Lightning Bolt, as: bolt}}, {{card: Forest, as: g1}},
                        {{card: Island, as: g2}}, {{card: Plains, as: g3}}{more}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
"""


def _offered(game, alias: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == "cast" and a.obj == oid and a.alternative == "escape"
               for a in priority_actions(game, ALICE))


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


def test_702_138a_underworld_breach_bolt_escapes_for_r_and_three_other_cards(board) -> None:
    """Underworld Breach: Lightning Bolt in Alice's graveyard has escape for {R} and three
    other cards exiled from her graveyard; cast that way it deals 3 damage to Bob, the three
    cards are exiled, and Bolt goes back to the graveyard (escape doesn't exile it)."""
    game = board(_BREACH.format(source="Underworld Breach", more=""))
    assert _offered(game, "bolt")
    exiled = [obj_id(game, g) for g in ("g1", "g2", "g3")]
    cast(game, obj_id(game, "bolt"), ALICE, [("player", BOB)], {"exile": exiled},
         alternative="escape", pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 17
    assert all(_zone(game, g) == "exile" for g in ("g1", "g2", "g3"))
    assert _zone(game, "bolt") == "graveyard"
    tapped = [game.name_of(o) for o in game.state.battlefield() if game.obj(o).tapped]
    assert tapped == ["Mountain"]


def test_702_138a_granted_escape_needs_three_other_cards(board) -> None:
    """With Underworld Breach and only two other cards in the graveyard, Bolt can't escape:
    it isn't one of its own "other cards"."""
    game = board(_BREACH.format(source="Underworld Breach", more="").replace(
        ", {card: Plains, as: g3}", ""))
    assert not _offered(game, "bolt")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "bolt"), ALICE, [("player", BOB)],
             {"exile": [obj_id(game, "g1"), obj_id(game, "g2"), obj_id(game, "bolt")]},
             alternative="escape", pay=True)
    assert _zone(game, "g1") == "graveyard" and _zone(game, "bolt") == "graveyard"


def test_702_138a_the_master_of_keys_gives_escape_to_enchantment_cards_only(board) -> None:
    """The Master of Keys gives escape to each enchantment card in its controller's
    graveyard: Pacifism may escape ({1}{W} plus three other cards), Lightning Bolt may not."""
    game = board(_BREACH.format(source="The Master of Keys",
                                more=", {card: Pacifism, as: pacifism}"))
    assert not _offered(game, "bolt")
    game2 = board(_BREACH.format(source="The Master of Keys",
                                 more=", {card: Pacifism, as: pacifism}").replace(
        "Mountain, Mountain, Swamp, Swamp", "Plains, Plains, Swamp, Swamp"))
    assert _offered(game2, "pacifism")
    assert not _offered(game2, "bolt")


def test_118_6_a_card_with_no_mana_cost_has_an_unpayable_granted_escape_cost(board) -> None:
    """Ancestral Vision has no mana cost: the escape cost Underworld Breach gives it can't be
    paid (118.6), so casting it that way is illegal and changes nothing."""
    game = board(_BREACH.format(source="Underworld Breach",
                                more=", {card: Ancestral Vision, as: vision}"))
    exiled = [obj_id(game, g) for g in ("g1", "g2", "g3")]
    with pytest.raises(IllegalActionError, match="118.6"):
        cast(game, obj_id(game, "vision"), ALICE, [("player", ALICE)], {"exile": exiled},
             alternative="escape", pay=True)
    assert all(_zone(game, g) == "graveyard" for g in ("g1", "g2", "g3", "vision"))


def test_601_2b_a_card_with_two_escape_costs_stops_the_game(board) -> None:
    """Fruit of Tizerus has its own escape ({3}{B}, three other cards) and the one
    Underworld Breach gives it: its owner would announce which one (601.2b); the engine
    doesn't offer that, so listing or casting it with escape stops naming both, and nothing
    changed."""
    game = board(_BREACH.format(source="Underworld Breach",
                                more=", {card: Fruit of Tizerus, as: fruit}"))
    with pytest.raises(UnsupportedTextError, match="601.2b"):
        _offered(game, "fruit")  # whether it may be cast so is not guessed either
    exiled = [obj_id(game, g) for g in ("g1", "g2", "g3")]
    with pytest.raises(UnsupportedTextError, match="601.2b"):
        cast(game, obj_id(game, "fruit"), ALICE, [("player", BOB)], {"exile": exiled},
             alternative="escape", pay=True)
    assert all(_zone(game, g) == "graveyard" for g in ("g1", "g2", "g3", "fruit"))
    assert game.state.players[BOB].life == 20
