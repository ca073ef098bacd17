"""608.2c, 701.9b: "Discard a card. If you do, draw a card." (Akoum Flameseeker's "Cohort —
{T}, Tap an untapped Ally you control: Discard a card. If you do, draw a card."): the draw
happens only if a card was discarded; with an empty hand nothing is discarded and nothing is
drawn. Played through the real engine."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all

ALICE = 0


def _play(board, hand: str) -> tuple[object, int]:
    game = board(f"""
        name: akoum flameseeker
        turn: {{number: 2}}
        battlefield: [{{card: Akoum Flameseeker, as: seeker}}, {{card: Ondu Cleric, as: ally}}]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    """)
    before = len(game.state.zone_list("hand", ALICE))
    activate(game, obj_id(game, "seeker"), ALICE, 1, [], {}, pay=True)
    resolve_all(game)
    return game, before


def test_608_2c_a_card_discarded_then_one_drawn(board) -> None:
    game, before = _play(board, "Island")
    assert len(game.state.zone_list("hand", ALICE)) == before  # one out, one in
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", ALICE)
            if game.name_of(o) == "Island"] == ["Island"]


def test_608_2c_an_empty_hand_discards_nothing_and_draws_nothing(board) -> None:
    game, before = _play(board, "")
    assert before == 0 and game.state.zone_list("hand", ALICE) == []


def test_608_2c_two_cards_stays_unread() -> None:
    assert compile_text("{T}: Discard two cards. If you do, draw a card.", "Test Card") is None
