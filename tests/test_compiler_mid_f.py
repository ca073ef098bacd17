"""Innistrad: Midnight Hunt costs and counts (group F): real Oracle lines → compiled
structure, and the cards played on a board with the real engine.

601.2f cost reductions counted over the turn (700.4, 508.1a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import combat
from arbiter.engine.cost import total_cost
from arbiter.rules import values as V
from arbiter.rules.spell_costs import SelfCostChange

_DB = CardDatabase.bundled()


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, spell: bool, face: int = 0):
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name, spell)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


# -- 601.2f: "This spell costs {1} less to cast for each <thing that happened this turn>" -----
@pytest.mark.parametrize(("name", "spell", "per"), [
    ("Diregraf Rebirth", True, V.CreaturesDiedThisTurn()),
    ("Search Party Captain", False, V.CreaturesAttackedWithThisTurn()),
])
def test_601_2f_costs_less_for_each_this_turn(name, spell, per) -> None:
    ab = _one(name, "This spell costs", spell)
    assert isinstance(ab, SelfCostChange)
    assert (ab.amount, ab.condition, ab.per) == (-1, None, per)


def test_700_4_diregraf_rebirth_costs_one_less_per_creature_that_died(board) -> None:
    """601.2f / 700.4: two creatures died this turn (one of them Bob's); a creature card
    milled from the library didn't die. {3}{B}{G} becomes {1}{B}{G}, and its flashback
    {5}{B}{G} becomes {3}{B}{G}."""
    game = board("""
        name: diregraf
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, controller: Bob,
                      as: b}]
        graveyard: {Alice: [{card: Diregraf Rebirth, as: gy}]}
        hand: {Alice: [{card: Diregraf Rebirth, as: r}]}
        library: {Alice: [{card: Grizzly Bears, as: lib}], Bob: [Plains]}
        actions:
          - move: {card: a, to: graveyard}
          - move: {card: b, to: graveyard}
          - move: {card: lib, to: graveyard}
    """)
    assert game.state.turn.creatures_died == 2
    assert str(total_cost(game, obj_id(game, "r"), 0, None)[0]) == "{1}{B}{G}"
    assert str(total_cost(game, obj_id(game, "gy"), 0, "flashback")[0]) == "{3}{B}{G}"


def test_508_1a_search_party_captain_counts_creatures_you_attacked_with(board) -> None:
    """601.2f / 508.1a: Alice attacked with two creatures; one has since left the
    battlefield and still counts. Bob's attackers (another turn) don't count for her."""
    game = board("""
        name: search party
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b},
                      {card: Grizzly Bears, as: c}]
        hand: {Alice: [{card: Search Party Captain, as: cap}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cap = obj_id(game, "cap")
    assert str(total_cost(game, cap, 0, None)[0]) == "{3}{W}"
    game.state.turn.step = "declare_attackers"
    combat.declare_attackers(game, {obj_id(game, "a"): ("player", 1),
                                    obj_id(game, "b"): ("player", 1)})
    game.move(obj_id(game, "b"), "graveyard")
    assert str(total_cost(game, cap, 0, None)[0]) == "{1}{W}"
    assert str(total_cost(game, cap, 1, None)[0]) == "{3}{W}"
