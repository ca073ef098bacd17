"""611.3b: a static ability that applies "during your turn" written at the end of the
sentence ("This creature has first strike during your turn.", Razorkin Needlehead's line;
the card's other line is a trigger not read yet, so a token carries the line): its effect
exists only while it is its controller's turn."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import YourTurn

_NEEDLE = ('{token: {name: Needlehead, types: [Creature], power: 2, toughness: 2, '
           'text: "This creature has first strike during your turn."}')


@pytest.mark.parametrize(("controller", "has"), [("Alice", True), ("Bob", False)])
def test_611_3b_first_strike_during_your_turn(solve, controller: str, has: bool) -> None:
    """Alice's turn: Alice's Needlehead has first strike, Bob's hasn't."""
    field = "has" if has else "lacks"
    out = solve(f"""
name: needlehead
battlefield:
  - {_NEEDLE}, controller: {controller}, as: needle}}
expect:
  needle: {{{field}: [first strike]}}
""")
    assert out.passed, out.failures


def test_611_3b_first_strike_wins_the_fight_in_your_turn(solve) -> None:
    """Alice's 2/2 Needlehead attacks, Bob's Grizzly Bears block: first strike kills the Bears
    before they deal damage."""
    out = solve("""
name: needlehead fight
turn: {number: 2}
battlefield:
  - """ + _NEEDLE + """, as: needle}
  - {card: Grizzly Bears, controller: Bob, as: bears}
actions:
  - {attack: [needle]}
  - {block: {bears: needle}}
  - {pass: end_of_turn}
expect:
  needle: {zone: battlefield}
  bears: {zone: graveyard}
""")
    assert out.passed, out.failures


def test_611_3b_razorkin_needlehead_line() -> None:
    [ability] = compile_text("This creature has first strike during your turn.",
                             "Razorkin Needlehead") or [None]
    assert isinstance(ability, StaticAbility) and ability.condition == YourTurn()
