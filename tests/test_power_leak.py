"""118.12 / 615.1: Power Leak: "At the beginning of the upkeep of enchanted enchantment's
controller, that player may pay any amount of mana. This Aura deals 2 damage to that player.
Prevent X of that damage, where X is the amount of mana that player paid this way." """

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """
        name: Power Leak
        battlefield:
          - {{card: Glorious Anthem, controller: Bob, as: anthem}}
          - {{card: Power Leak, attached_to: anthem}}
          - {{card: Plains, controller: Bob, as: p1}}
          - {{card: Plains, controller: Bob, as: p2}}
          - {{card: Plains, controller: Bob, as: p3}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        choices: [{x}]
        actions:
          - pass: {{to: draw}}
"""


@pytest.mark.parametrize(("x", "life", "tapped"), [
    (0, 18, 0),  # nothing paid: 2 damage
    (1, 19, 1),  # 1 of the 2 damage prevented
    (2, 20, 2),  # all of it prevented
    (3, 20, 3),  # he may pay more than 2 (any amount): still no damage
])
def test_615_1_power_leak_prevents_x_of_the_damage(solve, x: int, life: int,
                                                    tapped: int) -> None:
    """In Bob's upkeep, Bob pays X ({1} per Plains tapped): Power Leak deals 2 damage to him,
    X of it prevented."""
    out = solve(_BOARD.format(x=x))
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.active == 1
    assert game.state.players[1].life == life
    assert sum(game.obj(o).tapped for o in game.state.battlefield()
               if game.chars(o).name == "Plains") == tapped
    assert not game.state.shields  # the prevention was for that damage only


def test_615_1_power_leak_line() -> None:
    (ab,) = compile_line(
        "At the beginning of the upkeep of enchanted enchantment's controller, that player may "
        "pay any amount of mana. This Aura deals 2 damage to that player. Prevent X of that "
        "damage, where X is the amount of mana that player paid this way.", "Power Leak")
    assert isinstance(ab, TriggeredAbility)
