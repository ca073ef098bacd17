"""601.2d, 107.3a: "~ deals X damage divided as you choose among any number of targets."
(Rolling Thunder): X is announced (601.2b), the targets chosen (601.2c), then the X damage
divided among them, each at least one (601.2d: no more targets than X); a "where X is" line
and a triggered ability's X (no X announced) stay unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError
from arbiter.rules import instructions as I
from arbiter.rules import values as V
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording.
LINES = [
    ("Rolling Thunder", "Rolling Thunder deals X damage divided as you choose among any number "
                        "of targets.", "any"),
    ("Conflagrate", "Conflagrate deals X damage divided as you choose among any number of "
                    "targets.", "any"),
    ("Fire Covenant", "Fire Covenant deals X damage divided as you choose among any number of "
                      "target creatures.", "creature"),
]


@pytest.mark.parametrize(("name", "line", "kind"), LINES)
def test_601_2d_x_damage_divided_lines(name: str, line: str, kind: str) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (step,) = ability.instructions
    assert isinstance(step, I.DealDamageDivided) and step.amount == V.ChosenX()
    (spec,) = ability.targets
    assert spec.kind == kind and spec.up_to and step.at_least == 0


@pytest.mark.parametrize("line", [
    # 107.3a: X defined by the text about an object, not announced: not this template (a
    # count such as "the number of Mountains you control" is read by
    # `compiler.effects.divided_amounts`, tests/test_divided_where_x.py)
    "Test Card deals X damage divided as you choose among any number of targets, where "
    "X is its power.",
    # 603.3d: a triggered ability announces no X
    "When this creature enters, it deals X damage divided as you choose among any number of "
    "targets.",
])
def test_107_3a_x_damage_divided_without_a_spells_x_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Card", spell=True) is None


BOARD = """
name: rolling thunder
battlefield:
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Savannah Lions, as: lions, controller: Bob}
hand:
  Alice: [{card: Rolling Thunder, as: d}]
library: {Alice: [Plains], Bob: [Plains]}
"""


def test_601_2d_rolling_thunder_x_4_divided_among_three_targets(board) -> None:
    """X = 4: 2 to the Bears, 1 to the Lions, 1 to Bob: both creatures die, Bob at 19."""
    game = board(BOARD + """
actions:
  - {cast: d, targets: [bears, lions, Bob], choices: {x: 4, divide: {bears: 2, lions: 1,
                                                                   Bob: 1}}}
""")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "lions")).zone == "graveyard"
    assert game.state.players[1].life == 19


def test_601_2d_rolling_thunder_one_target_gets_all_of_x(board) -> None:
    game = board(BOARD + """
actions:
  - {cast: d, targets: [Bob], choices: {x: 5}}
""")
    assert game.state.players[1].life == 15


def test_601_2d_rolling_thunder_more_targets_than_x_is_refused(board) -> None:
    """X = 2 can't be divided among three targets, each getting at least one: refused, the
    game unchanged."""
    game = board(BOARD)
    before = game.state.version
    with pytest.raises(IllegalActionError, match="601.2d"):
        spells.cast(game, obj_id(game, "d"), 0,
                    [obj_id(game, "bears"), obj_id(game, "lions"), ("player", 1)], {"x": 2})
    assert game.state.version == before and game.obj(obj_id(game, "d")).zone == "hand"


def test_601_2d_rolling_thunder_division_must_add_up_to_x(board) -> None:
    game = board(BOARD)
    before = game.state.version
    with pytest.raises(IllegalActionError, match="601.2d"):
        spells.cast(game, obj_id(game, "d"), 0, [obj_id(game, "bears"), ("player", 1)],
                    {"x": 4, "divide": [1, 1]})
    assert game.state.version == before
