"""119.1, 402.1, 108.4, 603.4, 613.1b: "At the beginning of your upkeep, if a player has more
life than each other player, the player with the most life gains control of this creature."
(Ghazbán Ogre; Sokenzan Renegade with cards in hand, Wild Mammoth with creatures), played
through the real engine: the unique leader gains control; with a tie nobody does."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

_OGRE = """
    name: {name}
    turn: {{number: 3, phase: untap}}
    battlefield:
      - {{card: {card}, as: it}}
{more_battlefield}
    hand: {{Alice: [{alice_hand}], Bob: [{bob_hand}]}}
    library: {{Alice: [Forest, Forest], Bob: [Forest, Forest]}}
    actions:
      - {{set: {{player: Bob, life: {bob_life}}}}}
      - {{pass: {{to: draw}}}}
    expect:
      it: {{controller: {who}}}
"""


def _play(solve, name: str, card: str = "Ghazbán Ogre", bob_life: int = 20,
          more_battlefield: str = "", alice_hand: str = "", bob_hand: str = "",
          who: str = "Alice"):
    return solve(_OGRE.format(name=name, card=card, bob_life=bob_life, who=who,
                              more_battlefield=more_battlefield, alice_hand=alice_hand,
                              bob_hand=bob_hand))


def test_119_1_ghazban_ogre_goes_to_the_player_with_the_most_life(solve) -> None:
    out = _play(solve, "ogre bob", bob_life=25, who="Bob")
    assert out.passed, out.failures


def test_603_4_ghazban_ogre_tied_life_nobody_gains_it(solve) -> None:
    out = _play(solve, "ogre tie", bob_life=20, who="Alice")
    assert out.passed, out.failures


def test_402_1_sokenzan_renegade_goes_to_the_player_with_the_most_cards(solve) -> None:
    """Bob holds three cards, Alice one (her draw comes after the upkeep)."""
    out = _play(solve, "renegade", card="Sokenzan Renegade", alice_hand="Forest",
                bob_hand="Forest, Forest, Forest", who="Bob")
    assert out.passed, out.failures


def test_108_4_wild_mammoth_goes_to_the_player_with_the_most_creatures(solve) -> None:
    """Alice controls the Mammoth only, Bob two Grizzly Bears: Bob gains control of it."""
    out = _play(solve, "mammoth", card="Wild Mammoth",
                more_battlefield="      - {card: Grizzly Bears, controller: Bob}\n"
                                 "      - {card: Grizzly Bears, controller: Bob}",
                who="Bob")
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # another kind of count isn't read here
    "At the beginning of your upkeep, if a player controls more Wizards than each other "
    "player, the player who controls the most Wizards gains control of this creature.",
])
def test_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None
