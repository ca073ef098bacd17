"""118.12 / 107.3f: "When you cycle this card, you may pay {X}. If you do, create X 1/1 white
Soldier creature tokens." (Decree of Justice): X is chosen as the trigger resolves, when the
payment is made; it can be no more than the player can pay (118.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.stack.pay_x import MayPayX
from arbiter.scenario.errors import ScenarioError

_DECREE = """
        name: decree of justice
        battlefield: [{card: Plains, as: p1}, {card: Plains, as: p2}, {card: Plains, as: p3},
                      {card: Plains, as: p4}]
        hand: {Alice: [{card: Decree of Justice, as: decree}]}
        library: {Alice: [Island, Island]}
        actions:
          - activate: {card: decree, ability: cycling, choices: %s}
"""


def test_107_3f_decree_of_justice_cycled_pays_3_for_three_soldiers(solve) -> None:
    """Alice cycles Decree of Justice and pays {3} of her four Plains: three 1/1 white
    Soldiers; one Plains stays untapped; she drew a card for cycling."""
    out = solve(_DECREE % "{pay: yes, x: 3}" + """
        expect:
          decree: {zone: graveyard}
          Soldier Token: {count: 3, power: 1, toughness: 1, colors: [white]}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    lands = [o for o in game.state.battlefield() if "Land" in game.chars(o).types]
    assert sorted(game.obj(o).tapped for o in lands) == [False, True, True, True]


def test_118_12_decree_of_justice_not_paid(solve) -> None:
    """Alice declines: no tokens, her lands stay untapped."""
    out = solve(_DECREE % "{pay: no}" + """
        expect:
          Soldier Token: {count: 0}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


def test_118_3_x_no_more_than_she_can_pay(solve) -> None:
    """With four Plains, X = 5 isn't among her choices: the scenario's answer is refused."""
    with pytest.raises(ScenarioError, match=r"5 isn't an answer .*options: 0, 1, 2, 3, 4\)"):
        solve(_DECREE % "{pay: yes, x: 5}")


@pytest.mark.parametrize(("line", "name"), [
    ("When you cycle this card, you may pay {X}. If you do, create X 1/1 white Soldier "
     "creature tokens.", "Decree of Justice"),
    ("When this Aura enters, you may pay {X}. If you do, draw X cards.", "Stark's Ingenuity"),
    ("When this enchantment enters, you may pay {X}. If you do, create X 1/1 red and white "
     "Goblin Soldier creature tokens.", "Rise of the Hobgoblins"),
])
def test_107_3f_may_pay_x_lines(line: str, name: str) -> None:
    (ability,) = compile_line(line, name)
    (step,) = ability.instructions
    assert isinstance(step, MayPayX) and step.then


def test_107_3f_target_depending_on_x_unread() -> None:
    """Relentless Dead: the target ("with mana value X") is chosen before X: not read."""
    (ability,) = compile_line("When this creature dies, you may pay {X}. If you do, return "
                              "another target Zombie creature card with mana value X from your "
                              "graveyard to the battlefield.", "Relentless Dead")
    assert type(ability).__name__ == "UnsupportedAbility"
