"""Compiled "Whenever one or more <objects> enter" with "This ability triggers only once each
turn." (603.2c, 603.2)."""

from __future__ import annotations

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text

_DB = CardDatabase.bundled()


def test_603_2c_one_or_more_enter_once_each_turn() -> None:
    """603.2c / 603.2: Enduring Innocence's "Whenever one or more other creatures you control
    with power 2 or less enter, draw a card. This ability triggers only once each turn.":
    triggering on the first such creature is the same as once for the event."""
    from arbiter.rules import selectors as s
    from arbiter.rules.instructions import Draw

    line = _DB.get("Enduring Innocence").faces[0].oracle_text.split("\n")[1]
    (a,) = compile_text(line, "Enduring Innocence") or [None]
    assert a.trigger.event == "enters" and a.trigger.once_each_turn
    assert set(a.trigger.selector.parts) == {
        s.IsType("Creature"), s.ControlledByYou(), s.StatCompare("power", "<=", 2), s.OTHER}
    assert a.instructions == (Draw(1, who="you"),)
    # 603.2c: without the once-each-turn limit, once per batch of simultaneous events
    (b,) = compile_text("Whenever one or more creatures you control enter, draw a card.",
                        "Test") or [None]
    assert b.trigger.batch and not b.trigger.once_each_turn
