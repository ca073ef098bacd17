"""608.2c: every instruction is carried out by one handler, registered in one table
(`engine.stack.handlers.HANDLERS`); an instruction the table doesn't know stops the game
naming it (principle 5)."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest
from conftest import obj_id

import arbiter.cardlib
import arbiter.compiler
import arbiter.engine
from arbiter.engine.stack import resolve
from arbiter.engine.stack.handlers import CUSTOM, HANDLERS
from arbiter.engine.stack.items import StackItem
from arbiter.errors import UnsupportedTextError
from arbiter.rules import instructions as I


def _all_instruction_classes() -> set[type]:
    for pkg in (arbiter.engine, arbiter.compiler, arbiter.cardlib):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            importlib.import_module(info.name)
    found: set[type] = set()
    todo = [I.Instruction]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("arbiter.") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_every_instruction_class_has_a_handler() -> None:
    missing = sorted(c.__qualname__ for c in _all_instruction_classes() if c not in HANDLERS)
    assert missing == []


def test_the_table_holds_instructions_and_names_each_handler_for_it() -> None:
    for cls, handler in HANDLERS.items():
        assert issubclass(cls, I.Instruction), cls
        snake = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
        assert handler.__name__ == f"do_{snake}", (cls.__name__, handler.__name__)
    assert all(h.__name__.startswith("do_") for h in CUSTOM.values())


def _bears(board):
    game = board("""
        name: instruction handlers
        battlefield: [{card: Grizzly Bears, as: bears}]
        library: {Alice: [Plains, Plains]}
    """)
    return game, StackItem(0, "triggered", obj_id(game, "bears"), None, 0, [],
                           source_name="Test Source")


class _NotAnInstruction(I.Instruction):
    pass


@pytest.mark.parametrize(("step", "text"), [
    (_NotAnInstruction(), "_NotAnInstruction instruction"),
    (I.Custom(name="no_such_action"), "Custom instruction"),
    (I.Unsupported(text="Do something unheard of."), "Do something unheard of."),
])
def test_an_instruction_without_a_handler_stops_the_game_naming_it(board, step, text) -> None:
    game, item = _bears(board)
    with pytest.raises(UnsupportedTextError) as err:
        resolve.run(game, item, (step,))
    assert text in str(err.value)


def test_instructions_are_followed_in_order_each_by_its_handler(board) -> None:
    """608.2c: "You gain 3 life, then draw a card; each opponent loses 1 life." -- each
    instruction by its handler, in order."""
    game, item = _bears(board)
    alice, bob = game.state.players
    life, hand = alice.life, len(game.state.zone_list("hand", 0))
    resolve.run(game, item, (I.GainLife(3), I.Draw(1), I.LoseLife(1, "each_opponent")))
    assert (alice.life, bob.life) == (life + 3, life - 1)
    assert len(game.state.zone_list("hand", 0)) == hand + 1
