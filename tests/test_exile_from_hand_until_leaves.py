"""610.3: "Exile that card until this creature leaves the battlefield." after a revealed
hand (Kitesail Freebooter, Brain Maggot), played on boards: the card chosen from the hand is
exiled, and comes back to its owner's hand (its previous zone) when the creature leaves.

- Kitesail Freebooter: "When this creature enters, target opponent reveals their hand. You
  choose a noncreature, nonland card from it. Exile that card until this creature leaves
  the battlefield."
- Brain Maggot: "When this creature enters, target opponent reveals their hand and you
  choose a nonland card from it. Exile that card until this creature leaves the
  battlefield."
"""

from __future__ import annotations

import pytest


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_BOARD = """
    name: {card}
    hand: {{Alice: [{{card: {card}, as: thief}}, Lightning Bolt],
           Bob: [{{card: Shock, as: shock}}, Grizzly Bears, Forest]}}
    library: {{Alice: [Island], Bob: [Island]}}
    actions:
      - {{cast: {card}, choices: {{discard: shock}}}}
{more}"""


@pytest.mark.parametrize("card", ["Kitesail Freebooter", "Brain Maggot"])
def test_610_3_the_chosen_card_is_exiled_while_the_creature_stays(board, card) -> None:
    game = board(_BOARD.format(card=card, more=""))
    assert _names(game, "exile", 1) == ["Shock"]
    assert _names(game, "hand", 1) == ["Forest", "Grizzly Bears"]


@pytest.mark.parametrize("card", ["Kitesail Freebooter", "Brain Maggot"])
def test_610_3_the_card_returns_to_its_owners_hand_when_the_creature_leaves(board,
                                                                            card) -> None:
    game = board(_BOARD.format(
        card=card, more="      - {cast: Lightning Bolt, targets: [thief]}\n"))
    assert card in _names(game, "graveyard", 0)
    assert _names(game, "exile", 1) == []
    assert _names(game, "hand", 1) == ["Forest", "Grizzly Bears", "Shock"]
    assert _names(game, "battlefield", 1) == []
