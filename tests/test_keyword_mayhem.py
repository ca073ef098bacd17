"""Mayhem (702.187b), played through the real engine: "As long as you discarded this card
this turn, you may cast it from your graveyard by paying [cost] rather than paying its mana
cost." (an alternative cost, 601.2b, 601.2f-h); refused for a card that wasn't discarded
this turn. Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "cost"), [
    ("Mayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded "
     "it this turn. Timing rules still apply.)", "{1}{R}"),                # Electro's Bolt
    ("Mayhem {2}{B/R}", "{2}{B/R}"),                                       # Ultimate Green Goblin
])
def test_702_187b_mayhem_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "mayhem" and kw.param == cost


def test_702_187c_mayhem_without_a_cost_stays_unread() -> None:
    assert parse_keyword_line("Mayhem (You may play this card from your graveyard if you "
                              "discarded it this turn. Timing rules still apply.)") is None


_LOOTED = """
    name: mayhem
    battlefield: [Mountain, Mountain, Mountain, {card: Grizzly Bears, controller: Bob, as: bears}]
    hand: {Alice: [{card: Faithless Looting, as: looting}, {card: "Electro's Bolt", as: bolt}]}
    library: {Alice: [{card: Mountain, as: m1}, {card: Mountain, as: m2}, Plains, Plains],
              Bob: [Plains, Plains, Plains]}
    actions:
      - {cast: looting, pay: true}
      - {resolve: all}
    choices: [bolt, m1]
"""


def _mayhem_offered(game, oid: int) -> bool:
    return any(a.kind == "cast" and a.obj == oid and a.alternative == "mayhem"
               for a in priority_actions(game, ALICE))


def test_702_187b_a_card_discarded_this_turn_is_cast_for_its_mayhem_cost(board) -> None:
    """Faithless Looting discards Electro's Bolt; the same turn the Bolt is cast from the
    graveyard for {1}{R} (the two Mountains left) and deals 4 damage to Bob's Bears."""
    game = board(_LOOTED)
    bolt = obj_id(game, "bolt")
    assert game.obj(bolt).zone == "graveyard"
    assert _mayhem_offered(game, bolt)
    cast(game, bolt, ALICE, [obj_id(game, "bears")], {}, alternative="mayhem", pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_702_187b_not_on_a_later_turn(board) -> None:
    game = board(_LOOTED)
    pass_to(game, 3)
    bolt = obj_id(game, "bolt")
    assert not _mayhem_offered(game, bolt)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="702.187b"):
        cast(game, bolt, ALICE, [obj_id(game, "bears")], {}, alternative="mayhem", pay=True)
    assert game.to_json() == before


def test_702_187b_a_card_not_discarded_is_refused(board) -> None:
    """Electro's Bolt already in the graveyard (not discarded this turn): no mayhem."""
    game = board("""
        name: mayhem refused
        battlefield: [Mountain, Mountain, {card: Grizzly Bears, controller: Bob, as: bears}]
        graveyard: {Alice: [{card: "Electro's Bolt", as: bolt}]}
    """)
    bolt = obj_id(game, "bolt")
    assert not _mayhem_offered(game, bolt)
    with pytest.raises(IllegalActionError):
        cast(game, bolt, ALICE, [obj_id(game, "bears")], {}, alternative="mayhem", pay=True)
    assert game.obj(bolt).zone == "graveyard"
