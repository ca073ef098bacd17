"""400.7e: a triggered ability that triggered on its source changing zones finds the new
object in the zone it went to ("When ~ dies, if it was a creature, return it to the
battlefield under its owner's control. It's an enchantment."); if that object has left
that zone since, the ability does nothing (400.7). 603.10a: "if it was a creature" looks
back in time."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.parts import BecomeTypes

_DB = CardDatabase.bundled()


def _last_line(name: str):
    face = _DB.get(name).faces[0]
    return compile_text(face.oracle_text.split("\n")[-1], face.name, False)


def test_400_7e_enduring_innocence_compiles() -> None:
    (ab,) = _last_line("Enduring Innocence")
    assert ab.trigger == Trigger("dies", "self")
    assert ab.intervening_if == C.SourceMatches(s.IsType("Creature"))  # 603.4, 603.10a
    assert ab.instructions == (I.ReturnToBattlefield(
        I.Ref.new_of(I.Ref.this()),
        effect_parts=(BecomeTypes(types=frozenset({"Enchantment"})),)),)


@pytest.mark.parametrize("line", [
    # "it" isn't the source ("Whenever another creature dies, ... if it was ..." is unread)
    "Whenever another creature you control dies, if it was a creature, draw a card.",
    # "It's an enchantment." after no return
    "When ~ dies, draw a card. It's an enchantment.",
])
def test_400_7e_lines_left_unread(line) -> None:
    assert compile_text(line, "X", False) is None


def _innocence(board):
    return board("""
        name: innocence
        battlefield: [{card: Enduring Innocence, as: ei}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)


def test_400_7e_enduring_innocence_returns_as_an_enchantment(board) -> None:
    game = _innocence(board)
    game.move(obj_id(game, "ei"), "graveyard")  # it dies (700.4)
    sba.run(game)
    assert len(game.state.stack_items) == 1
    resolve_all(game)
    ei = obj_id(game, "ei")
    assert game.obj(ei).zone == "battlefield"
    assert game.chars(ei).types == {"Enchantment"}  # 205.1a: not a creature any more


def test_400_7_enduring_innocence_exiled_in_response_stays_in_exile(board) -> None:
    """The card left the graveyard before the ability resolved: it is a new object, which
    the ability can't find (400.7); nothing returns."""
    game = _innocence(board)
    game.move(obj_id(game, "ei"), "graveyard")
    sba.run(game)
    game.move(obj_id(game, "ei"), "exile")
    resolve_all(game)
    assert game.obj(obj_id(game, "ei")).zone == "exile"
    assert not game.state.battlefield()


def test_603_4_enduring_innocence_as_an_enchantment_doesnt_return_again(board) -> None:
    """Back as a noncreature enchantment, it doesn't die (700.4) when put into the
    graveyard, so nothing triggers."""
    game = _innocence(board)
    game.move(obj_id(game, "ei"), "graveyard")
    sba.run(game)
    resolve_all(game)
    game.move(obj_id(game, "ei"), "graveyard")
    sba.run(game)
    assert not game.state.stack_items
    assert game.obj(obj_id(game, "ei")).zone == "graveyard"
