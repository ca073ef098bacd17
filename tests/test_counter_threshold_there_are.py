""""Then if there are N or more <kind> counters on it, remove those counters[,| and] <clauses>."
(122.1, 122.8, 608.2c, 701.27a): real Oracle lines → compiled structure, and Hostile Hostel
played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id
from test_compiler_mid_e import Script

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.rules import conditions as C
from arbiter.rules import instructions as I
from arbiter.rules import values as V

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


@pytest.mark.parametrize(("name", "kind", "after"), [
    ("Hostile Hostel // Creeping Inn", "soul", (I.Untap(I.Ref.this()),)),
    ("Treasure Map // Treasure Cove", "landmark", (I.CreateToken("Treasure", 3),)),
])
def test_701_27a_there_are_three_or_more_counters_compiles(name, kind, after) -> None:
    (ab,) = compile_text(_line(name, "{1}, {T}"), _DB.get(name).faces[0].name)
    put, check = ab.instructions[-2:]
    assert put == I.PutCounters(kind, 1, on=I.Ref.this())
    assert isinstance(check, I.If) and check.condition == C.SourceCounters(kind, 3)
    # 122.8: "remove those counters": all of that kind on it, counted as it resolves
    assert check.then == (I.RemoveCounters(kind, V.CountersOnSource(kind), on=I.Ref.this()),
                          I.Transform(I.Ref.this()), *after)


def test_701_27a_hostile_hostel_is_activated_only_as_a_sorcery() -> None:
    name = "Hostile Hostel // Creeping Inn"
    (ab,) = compile_text(_line(name, "{1}, {T}"), "Hostile Hostel")
    assert ab.sorcery_speed


@pytest.mark.parametrize(("before", "transformed", "left"), [(2, True, 0), (1, False, 2)])
def test_701_27a_hostile_hostel(board, before, transformed, left) -> None:
    """{1}, {T}, Sacrifice a creature (the Bears): a soul counter on Hostile Hostel. With
    three, the counters are removed, it transforms into Creeping Inn (the same object,
    712.18) and untaps; with two it stays a tapped Hostile Hostel."""
    game = board(f"""
        name: hostile hostel
        battlefield:
          - {{card: Hostile Hostel, as: hostel}}
          - {{card: Wastes, as: wastes}}
          - {{card: Grizzly Bears, as: bears}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - counters: {{on: hostel, add: {{soul: {before}}}}}
    """)
    hostel = obj_id(game, "hostel")
    game.decider = Script(game, {})
    wastes = obj_id(game, "wastes")
    activate(game, hostel, 0, "{1}, {T}", [], {"payment": [wastes]}, pay=True)
    assert game.obj(wastes).tapped  # {1} paid with the Wastes
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"  # the cost
    if transformed:
        steps.resolve_all(game)
        assert game.obj(hostel).zone == "battlefield"
        assert game.obj(hostel).face == 1  # 712.18: the same object, back face up
        assert game.chars(hostel).name == "Creeping Inn"
        assert game.obj(hostel).counters.get("soul", 0) == left
        assert not game.obj(hostel).tapped  # "then untap it"
        return
    steps.resolve_all(game)
    assert game.obj(hostel).zone == "battlefield"
    assert game.obj(hostel).counters.get("soul", 0) == left
    assert game.chars(hostel).name == "Hostile Hostel"
    assert game.obj(hostel).tapped  # "then untap it" only once transformed
