"""Innistrad: Midnight Hunt leftovers: one-shot and odd templates. Real Oracle lines →
compiled structure, and the cards played on a board with the real engine (decisions answered
by a script that records every question asked)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from test_compiler_mid_e import Script

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import instructions as I
from arbiter.engine import instructions_choices as ic
from arbiter.engine import loop, turn
from arbiter.engine.instructions_triggers import ExileCounting
from arbiter.rules import selectors as s

_DB = CardDatabase.bundled()


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, spell: bool, face: int = 0):
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name, spell)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


def _zone(game: Any, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- 608.2d / 608.2c: "you may exile a card from a graveyard. If a creature card was exiled
# this way, ..." (Deathbonnet Hulk) -------------------------------------------------------------
def test_608_2c_deathbonnet_hulk_compiles() -> None:
    ab = _one("Deathbonnet Sprout", "At the beginning of your upkeep", False, face=1)
    assert ab.instructions == (I.MayDo(do=(ic.ChooseObject(
        s.And((s.InZone(("graveyard",)),)),
        (ExileCounting(what=I.Ref.it(), selector=s.IsType("Creature"),
                       then=(I.PutCounters("+1/+1", 1, on=I.Ref.this()),)),)),)),)


@pytest.mark.parametrize(("pick", "counters"), [
    ("bears", 1),   # a creature card (from Bob's graveyard: any graveyard, 608.2d)
    ("plains", 0),  # not a creature card: no counter
])
def test_608_2c_deathbonnet_hulk_counter_only_for_a_creature_card(board, pick,
                                                                  counters) -> None:
    game = board("""
        name: hulk
        battlefield: [{card: Deathbonnet Sprout, transformed: true, as: hulk}]
        graveyard: {Alice: [{card: Plains, as: plains}],
                    Bob: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    cards = sorted([obj_id(game, "plains"), obj_id(game, "bears")])
    script = Script(game, {"may": ["yes"], "choose_object": [pick]})
    game.decider = script
    game.state.turn.step = "upkeep"
    loop.begin(game, "upkeep")
    turn.resolve_all(game)
    (asked,) = [d for d in script.asked if d.key == "choose_object"]
    # not a target: both graveyards' cards are offered, each card once
    assert sorted(v for _, v in asked.options) == cards
    assert _zone(game, pick) == "exile"
    hulk = game.obj(obj_id(game, "hulk"))
    assert hulk.counters.get("+1/+1", 0) == counters
    assert game.chars(hulk.id).power == 3 + counters


def test_608_2c_deathbonnet_hulk_may_decline(board) -> None:
    game = board("""
        name: hulk declines
        battlefield: [{card: Deathbonnet Sprout, transformed: true, as: hulk}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    game.decider = Script(game, {"may": ["no"]})
    game.state.turn.step = "upkeep"
    loop.begin(game, "upkeep")
    turn.resolve_all(game)
    assert _zone(game, "bears") == "graveyard"
    assert game.obj(obj_id(game, "hulk")).counters.get("+1/+1", 0) == 0
