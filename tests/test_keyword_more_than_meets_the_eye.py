"""More Than Meets the Eye (702.162) and Convert (701.28), played through the real engine on
Transformers cards: cast converted for the alternative cost, the card is put on the stack and
enters with its back face up (702.162a, 712.11a); "convert ~" turns a permanent to its other
face as transforming does (701.28a), but it isn't transforming (701.28b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.keyword_actions.convert import Convert
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility

ALICE = 0


def _board(lands: str) -> str:
    return f"""
        name: jetfire
        battlefield: [{lands}]
        hand: {{Alice: [{{card: "Jetfire, Ingenious Scientist", as: jet}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """


def test_702_162a_cast_converted_for_its_cost(board) -> None:
    """Jetfire, Ingenious Scientist ({4}{U}; More Than Meets the Eye {3}{U}) cast converted
    with four Islands: it enters as Jetfire, Air Guardian, a Vehicle (712.11a)."""
    game = board(_board("Island, Island, Island, Island"))
    cast(game, obj_id(game, "jet"), ALICE, [], {}, alternative="more than meets the eye",
         pay=True)
    resolve_all(game)
    jet = obj_id(game, "jet")
    ch = game.chars(jet)
    assert game.obj(jet).zone == "battlefield" and ch.name == "Jetfire, Air Guardian"
    # a Vehicle, a creature on Alice's turn by its living metal (702.161a)
    assert ch.subtypes == {"Vehicle"} and ch.types == {"Artifact", "Creature"}
    assert ch.mana_value == 5  # 712.8e: the back face's mana value is the front face's


def test_702_162a_the_normal_cost_needs_five_lands(board) -> None:
    """Cast normally it costs {4}{U}: with four Islands it is refused, the game unchanged."""
    game = board(_board("Island, Island, Island, Island"))
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "jet"), ALICE, [], {}, pay=True)
    assert game.obj(obj_id(game, "jet")).zone == "hand"


def test_701_28a_jetfire_converts_then_adapts(solve) -> None:
    """Jetfire, Air Guardian (its back face up) activates "{U}{U}{U}: Convert Jetfire, then
    adapt 3.": it converts to Jetfire, Ingenious Scientist, a 3/4 creature, and gets three
    +1/+1 counters: 6/7. 701.28b: it converted; it didn't transform."""
    out = solve("""
        name: jetfire
        battlefield:
          - {card: "Jetfire, Ingenious Scientist", as: jet, transformed: true}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {activate: {card: jet, ability: "{U}{U}{U}"}}
        expect:
          jet: {name: "Jetfire, Ingenious Scientist", power: 6, toughness: 7,
                counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures
    kinds = {e.kind for e in out.game.events}
    assert "converted" in kinds and "transformed" not in kinds


def test_701_28c_a_single_faced_permanent_doesnt_convert(board) -> None:
    """701.28c: convert Grizzly Bears (no other face): nothing happens."""
    from arbiter.engine.keyword_actions.transform import transform

    game = board("""
        name: bears
        battlefield: [{card: Grizzly Bears, as: bears}]
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    bears = obj_id(game, "bears")
    assert not transform(game, bears, action="convert")
    assert game.chars(bears).name == "Grizzly Bears"


@pytest.mark.parametrize(("name", "line"), [
    ("Goldbug, Humanity's Ally", "Whenever you cast your second spell each turn, convert "
                                 "Goldbug."),
    ("Blitzwing, Cruel Tormentor", "Whenever Blitzwing deals combat damage to a player, "
                                   "convert it."),
])
def test_701_28a_convert_lines_read(name, line) -> None:
    [ab] = compile_line(line, name, legendary=True)
    assert not isinstance(ab, UnsupportedAbility)
    assert isinstance(ab.instructions[-1], Convert)
