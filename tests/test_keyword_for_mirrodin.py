"""For Mirrodin! (702.163) played through the real engine: "When this Equipment enters,
create a 2/2 red Rebel creature token, then attach this Equipment to it." (702.163a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.keywords.triggered import keyword_trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.vocab import Color


@pytest.mark.parametrize("line", [
    "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then "
    "attach this to it.)",                                          # Barbed Batterfist
    "For Mirrodin!",                                                # Bladehold Cleaver
])
def test_702_163a_for_mirrodin_is_an_enters_trigger(line) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "for mirrodin!"
    ab = keyword_trigger(kw.keyword, kw.param, kw.extra)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event == "enters"


def _rebels(game) -> list[int]:
    return [o for o in game.state.battlefield() if "Rebel" in game.chars(o).subtypes]


def test_702_163a_the_equipment_enters_attached_to_a_new_rebel(solve) -> None:
    """Alice casts Barbed Batterfist ("Equipped creature gets +1/-1"): a 2/2 red Rebel is
    created and the Batterfist attached to it, a 3/1."""
    out = solve("""
        name: for mirrodin
        hand: {Alice: [{card: Barbed Batterfist, as: fist}]}
        actions:
          - cast: Barbed Batterfist
    """)
    game = out.game
    (rebel,) = _rebels(game)
    ch = game.chars(rebel)
    assert ch.colors == {Color.RED} and ch.types == {"Creature"}
    assert game.obj(obj_id(game, "fist")).attached_to == rebel
    assert (ch.power, ch.toughness) == (3, 1)
    assert game.obj(rebel).controller == 0


def test_702_163a_a_setup_equipment_creates_no_rebel(solve) -> None:
    """The ability triggers on entering; an Equipment placed by the setup doesn't enter
    (the format's setup entries are placed), one put onto the battlefield does."""
    placed = solve("""
        name: for mirrodin placed
        battlefield: [Barbed Batterfist]
    """)
    assert _rebels(placed.game) == []
    entered = solve("""
        name: for mirrodin entered
        actions:
          - enter: {card: Barbed Batterfist}
    """)
    assert len(_rebels(entered.game)) == 1
