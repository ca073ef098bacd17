"""603.4: "Whenever a permanent you control is turned face up, if it's a creature, ..." is an
intervening "if" about the event's object: checked as the permanent is turned face up (the
ability doesn't trigger for a permanent that isn't a creature then) and again as the ability
resolves (`compiler.triggers.leading_if`). A leading "if" the engine can't check as the event
happens leaves the line unread."""

from __future__ import annotations

from typing import Any

import pyparsing as pp
import pytest
from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.engine.turn import steps
from arbiter.rules.instructions import Ref
from arbiter.rules.object_conditions import ObjectIs
from arbiter.rules.selectors import And, ControlledByYou, IsType

ALICE, BOB = 0, 1


def _turn_up_with_expose(board, battlefield: str) -> Any:
    game = board("name: trail\nlibrary: {Alice: [Plains], Bob: [Plains]}\n"
                 "hand: {Alice: [{card: Expose the Culprit, as: expose}]}\n"
                 "battlefield:\n  - {card: Trail of Mystery, as: trail}\n" + battlefield)
    # Expose the Culprit's first mode: "Turn target face-down creature face up."
    spells.cast(game, obj_id(game, "expose"), ALICE, [obj_id(game, "hidden")], {"mode": [1]})
    steps.resolve_all(game)
    return game


def test_603_4_a_creature_turned_face_up_gets_the_bonus(board) -> None:
    """A face-down Grizzly Bears turned face up is a creature as it happens and as the
    ability resolves: Trail of Mystery gives it +2/+2 until end of turn (a 4/4)."""
    game = _turn_up_with_expose(board, "  - {card: Grizzly Bears, face_down: manifest, "
                                       "as: hidden}\n")
    ch = game.chars(obj_id(game, "hidden"))
    assert ch.name == "Grizzly Bears" and (ch.power, ch.toughness) == (4, 4)


def test_603_4_a_land_turned_face_up_doesnt_trigger(board) -> None:
    """A manifested Forest turned face up by an effect is a land, not a creature, as it's
    turned face up: the intervening "if" is false, so the ability doesn't trigger at all
    (nothing goes on the stack, nothing in the log says it triggered)."""
    game = _turn_up_with_expose(board, "  - {card: Forest, face_down: manifest, as: hidden}\n")
    hidden = obj_id(game, "hidden")
    assert game.obj(hidden).face_down is None and game.chars(hidden).types == {"Land"}
    assert not any("Trail of Mystery" in line for line in game.state.log)


def test_603_4_a_leading_if_not_about_the_event_object_stays_unread() -> None:
    """An "If <condition>, <effect>" the effect grammar read (608.2c, checked on resolution
    only) after a trigger's comma would drop 603.4's first check: unless the condition is
    about the event's object, the line is not read that way."""
    from arbiter.compiler.triggers.leading_if import checked_on_trigger
    from arbiter.engine.triggers.conditions import Trigger
    from arbiter.rules.conditions import YourTurn
    from arbiter.rules.instructions import Draw, If

    trigger = Trigger("turned_face_up", "any", selector=ControlledByYou())
    with pytest.raises(pp.ParseException):
        checked_on_trigger(trigger, [If(YourTurn(), (Draw(1),))])
    with pytest.raises(pp.ParseException):  # an "otherwise" is not an intervening "if"
        checked_on_trigger(trigger, [If(ObjectIs(Ref.event(), IsType("Creature")), (Draw(1),),
                                        (Draw(2),))])
    checked = checked_on_trigger(trigger, [If(ObjectIs(Ref.event(), IsType("Creature")),
                                              (Draw(1),))])
    assert checked.selector == And((ControlledByYou(), IsType("Creature")))
