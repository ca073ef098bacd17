"""Explore (701.44a) compiled from Oracle text, with the creature that crewed a Vehicle
(702.122b) as its target: Subterranean Schooner. Its behaviour in a game is tested by the
seed scenario A06 and tests/test_explore_proliferate_emblems.py."""

from __future__ import annotations

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s

_DB = CardDatabase.bundled()


def test_701_44a_target_creature_that_crewed_it_this_turn_explores() -> None:
    face = _DB.get("Subterranean Schooner").faces[0]
    line = next(ln for ln in face.oracle_text.split("\n") if ln.startswith("Whenever"))
    (a,) = compile_text(line, face.name) or [None]
    assert a.trigger == Trigger("attacks", "self")
    assert a.instructions == (I.Explore(I.Ref.target(0)),)
    (t,) = a.targets
    assert t.kind == "creature" and not t.up_to and t.count == 1
    assert s.CrewedSourceThisTurn() in t.selector.parts


def test_701_44a_it_explores() -> None:
    (a,) = compile_text("When ~ enters, it explores.", "Test") or [None]
    assert a.instructions == (I.Explore(I.Ref.this()),)
