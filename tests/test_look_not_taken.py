"""608.2c: "If you didn't put a card into your hand this way, <effect>." after looking at the
top cards of your library (Blossom Prancer: "... You may reveal a creature or enchantment
card from among them and put it into your hand. Put the rest on the bottom of your library in
a random order. If you didn't put a card into your hand this way, you gain 4 life."): a card
taken, no card taken by choice, none there to take."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import UnsupportedAbility

_PRANCER = """
name: Blossom Prancer
hand: {{Alice: [Blossom Prancer]}}
library: {{Alice: [{{card: {first}, as: first}}, Island, Island, Island, Island, Swamp],
          Bob: [Island]}}
actions:
  - {{cast: Blossom Prancer{choices}}}
"""


@pytest.mark.parametrize(("first", "choices", "hand", "life"), [
    ("Grizzly Bears", ", choices: {look: first}", ["Grizzly Bears"], 20),
    ("Grizzly Bears", ", choices: {look: done}", [], 24),  # declined
    ("Forest", "", [], 24),  # nothing it could take
])
def test_608_2c_blossom_prancer_gains_life_only_without_a_card(board, first, choices, hand,
                                                               life) -> None:
    game = board(_PRANCER.format(first=first, choices=choices))
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == hand
    assert game.state.players[0].life == life
    assert game.name_of(game.state.zone_list("library", 0)[0]) == "Swamp"


def test_608_2c_put_into_your_hand_this_way_after_anything_else_stays_unread() -> None:
    line = ("When this creature enters, draw a card. If you didn't put a card into your hand "
            "this way, you gain 4 life.")
    abilities = compile_text(line, "Test Card")
    assert not abilities or isinstance(abilities[0], UnsupportedAbility)
