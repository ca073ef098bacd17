"""120.4, 115.3: "<source> deals 2 damage to any target and 1 damage to any other target."
(Arc Trail): two different targets of one requirement, each dealt its own amount, at once;
an illegal target is dealt nothing (608.2b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording: (card, line, amounts).
LINES = [
    ("Arc Trail", "Arc Trail deals 2 damage to any target and 1 damage to any other target.",
     (2, 1)),
    ("Boulder Dash", "Boulder Dash deals 2 damage to any target and 1 damage to any other "
                     "target.", (2, 1)),
    ("Explosive Welcome", "Explosive Welcome deals 5 damage to any target and 3 damage to any "
                          "other target. Add {R}{R}{R}.", (5, 3)),
]


@pytest.mark.parametrize(("name", "line", "amounts"), LINES)
def test_120_4_any_other_target_lines(name: str, line: str, amounts: tuple) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (spec,) = ability.targets
    assert spec.kind == "any" and spec.count == 2
    assert ability.instructions[0].amounts == amounts


_BOARD = """
    name: arc trail
    battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
    hand: {Alice: [{card: Arc Trail, as: d}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_120_4_arc_trail_2_to_a_creature_and_1_to_a_player(board) -> None:
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [bears, Bob]}
""")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.state.players[1].life == 19


def test_120_4_arc_trail_the_order_of_the_targets_says_who_gets_2(board) -> None:
    """1 damage to the Bears (2/2): it survives with 1 damage marked; Bob loses 2."""
    game = board(_BOARD + """
    actions:
      - {cast: d, targets: [Bob, bears]}
""")
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 1
    assert game.state.players[1].life == 18


def test_115_3_arc_trail_cant_choose_the_same_target_twice(board) -> None:
    game = board(_BOARD)
    before = game.state.version
    with pytest.raises(IllegalActionError, match="115.3"):
        spells.cast(game, obj_id(game, "d"), 0, [("player", 1), ("player", 1)], {})
    assert game.state.version == before
