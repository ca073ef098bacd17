"""508.1a, 303.4b, 608.2d, 111.2: "Whenever a player attacks enchanted player with one or more
creatures, that attacking player may create a tapped 2/2 black Zombie creature token."
(Curse of Shallow Graves), with real attacks in a three-player game; and 111.2's "create a
tapped <token>" wording read for any token."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I

CURSE = ("Whenever a player attacks enchanted player with one or more creatures, that "
         "attacking player may create a tapped 2/2 black Zombie creature token.")


@pytest.mark.parametrize(("line", "read"), [
    (CURSE, True),
    # another effect than creating tokens (Curse of Inertia): its targets are the attacking
    # player's choice, not read here
    ("Whenever a player attacks enchanted player with one or more creatures, that attacking "
     "player may tap or untap target permanent of their choice.", False),
])
def test_508_1a_lines(line: str, read: bool) -> None:
    abilities = compile_line(line, "Curse of Shallow Graves")
    assert (not any(isinstance(a, UnsupportedAbility) for a in abilities)) is read


@pytest.mark.parametrize(("line", "tapped"), [
    ("Create a tapped 2/2 black Zombie creature token.", True),
    ("Create a tapped Treasure token.", True),
    ("Create two tapped 1/1 white Spirit creature tokens with flying.", True),
    ("Create a 1/1 white Spirit creature token with flying.", False),
])
def test_111_2_tapped_tokens(line: str, tapped: bool) -> None:
    (spell,) = compile_line(line, "Test Spell", spell=True)
    (create,) = spell.instructions
    assert isinstance(create, I.CreateToken) and create.tapped is tapped


_BOARD = """
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Curse of Shallow Graves, controller: Bob, attached_to: Carol}
      - {card: Grizzly Bears, as: bears}
      - {card: Savannah Lions, as: lions}
"""


def test_608_2d_the_attacking_player_creates_the_tapped_zombie(solve) -> None:
    """Bob's Curse enchants Carol; Alice attacks Carol with two creatures: one trigger, and
    Alice (the attacking player) creates one tapped Zombie, hers."""
    out = solve(_BOARD + """
    name: shallow graves
    choices: [true]
    actions:
      - {attack: {bears: Carol, lions: Carol}}
    expect:
      Zombie Token: {count: 1, controller: Alice, tapped: true}
    """)
    assert out.passed, out.failures


def test_508_1a_attacking_another_player_no_trigger(solve) -> None:
    out = solve(_BOARD + """
    name: shallow graves bob
    actions:
      - {attack: {bears: Bob}}
    expect:
      Zombie Token: {count: 0}
    """)
    assert out.passed, out.failures


def test_608_2d_the_attacking_player_may_decline(solve) -> None:
    out = solve(_BOARD + """
    name: shallow graves declined
    choices: [false]
    actions:
      - {attack: {bears: Carol}}
    expect:
      Zombie Token: {count: 0}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items
