"""701.21a, 608.2d, 603.12: "You may sacrifice up to three Zombies. When you sacrifice one or
more Zombies this way, each opponent sacrifices that many creatures of their choice."
(Ravenous Rotbelly), played through the real engine: the choice is made as the ability
resolves, the reflexive ability triggers only if something was sacrificed, and "that many"
is the number sacrificed."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.sacrifice_up_to import SacrificeUpTo
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError

ROTBELLY = ("When this creature enters, you may sacrifice up to three Zombies. When you "
            "sacrifice one or more Zombies this way, each opponent sacrifices that many "
            "creatures of their choice.")


@pytest.mark.parametrize(("line", "read"), [
    (ROTBELLY, True),
    ("When this creature enters, sacrifice up to two creatures.", True),
    # "this way" naming other permanents than those sacrificed: not read
    ("When this creature enters, you may sacrifice up to three Zombies. When you sacrifice "
     "one or more artifacts this way, draw a card.", False),
])
def test_701_21a_603_12_sacrifice_up_to_lines(line: str, read: bool) -> None:
    abilities = compile_line(line, "Ravenous Rotbelly")
    assert (not any(isinstance(a, UnsupportedAbility) for a in abilities)) is read
    if read:
        assert isinstance(abilities[0].instructions[0], SacrificeUpTo)


_BOARD = """
    name: rotbelly
    battlefield:
      - {token: Zombie, as: z1}
      - {token: Zombie, as: z2}
      - {token: Zombie, as: z3}
      - {card: Grizzly Bears, controller: Bob, as: bears}
      - {card: Hill Giant, controller: Bob, as: giant}
      - {card: Savannah Lions, controller: Bob, as: lions}
    hand: {Alice: [Ravenous Rotbelly]}
"""


def test_603_12_two_zombies_sacrificed_each_opponent_sacrifices_two(solve) -> None:
    out = solve(_BOARD + """
    choices: [[z1, z2], bears, giant]
    actions:
      - {cast: Ravenous Rotbelly}
    expect:
      z1: {exists: false}
      z3: {zone: battlefield}
      bears: {zone: graveyard}
      giant: {zone: graveyard}
      lions: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_12_nothing_sacrificed_no_reflexive_trigger(solve) -> None:
    """Choosing no Zombie: the reflexive ability doesn't trigger; Bob keeps his creatures."""
    out = solve(_BOARD + """
    choices: [[]]
    actions:
      - {cast: Ravenous Rotbelly}
    expect:
      z1: {zone: battlefield}
      bears: {zone: battlefield}
      giant: {zone: battlefield}
      lions: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_701_21a_only_your_own_zombies_are_sacrificed(solve) -> None:
    """Bob's Zombie isn't among the choices (701.21a: you sacrifice only your own): Alice
    sacrifices her one Zombie, Bob sacrifices one creature of his choice."""
    out = solve("""
    name: rotbelly own zombies
    battlefield:
      - {token: Zombie, as: z1}
      - {token: Zombie, controller: Bob, as: theirs}
      - {card: Grizzly Bears, controller: Bob, as: bears}
    hand: {Alice: [Ravenous Rotbelly]}
    choices: [[z1], bears]
    actions:
      - {cast: Ravenous Rotbelly}
    expect:
      z1: {exists: false}
      theirs: {zone: battlefield}
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_21a_at_most_three_may_be_sacrificed(solve) -> None:
    with pytest.raises(ScenarioError, match="at most 3"):
        solve("""
        name: rotbelly four
        battlefield:
          - {token: Zombie, as: z1}
          - {token: Zombie, as: z2}
          - {token: Zombie, as: z3}
          - {token: Zombie, as: z4}
        hand: {Alice: [Ravenous Rotbelly]}
        choices: [[z1, z2, z3, z4]]
        actions:
          - {cast: Ravenous Rotbelly}
        """)
