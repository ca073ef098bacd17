"""602.5b, 402.1: "Activate only if you have exactly seven cards in hand." (Library of
Alexandria, Magus of the Library) and "... if you have seven or more cards in your hand."
(Resonating Lute): the activating player's hand, counted as the ability would be activated.
Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0


def _board(board, card: str, cards: int):
    hand = ", ".join(["Island"] * cards)
    return board(f"""
        name: hand size
        turn: {{number: 2}}
        battlefield: [{{card: "{card}", as: source}}, Island, Island, Island]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    """)


def _draw_ability(game, oid: int) -> list[int]:
    return [a.ability for a in priority_actions(game, ALICE)
            if a.kind == "activate" and a.obj == oid and "Draw a card" in a.label]


@pytest.mark.parametrize(("card", "cards", "offered"), [
    ("Library of Alexandria", 7, True),
    ("Library of Alexandria", 6, False),
    ("Library of Alexandria", 8, False),
    ("Resonating Lute", 7, True),
    ("Resonating Lute", 8, True),
    ("Resonating Lute", 6, False),
])
def test_602_5b_hand_size_restrictions(board, card: str, cards: int, offered: bool) -> None:
    game = _board(board, card, cards)
    source = obj_id(game, "source")
    found = _draw_ability(game, source)
    assert bool(found) is offered
    if offered:
        activate(game, source, ALICE, found[0], [], {}, pay=True)
        resolve_all(game)
        assert len(game.state.zone_list("hand", ALICE)) == cards + 1
    else:
        with pytest.raises(IllegalActionError, match="602.5b"):
            activate(game, source, ALICE, 2, [], {}, pay=True)  # "{T}: Draw a card. ..."
        assert len(game.state.zone_list("hand", ALICE)) == cards
