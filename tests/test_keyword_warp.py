"""Warp (702.185a), played through the real engine across turns: cast from the hand for the
warp cost, the permanent exiled at the beginning of the next end step, and the card cast
from exile by its owner after that turn has ended. Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


def test_702_185a_warp_line_read() -> None:
    (kw,) = parse_keyword_line("Warp {2}{R} (You may cast this card from your hand for its "
                               "warp cost. Exile this creature at the beginning of the next "
                               "end step, then you may cast it from exile on a later turn.)")
    assert kw.keyword == "warp" and kw.param == "{2}{R}"                     # Nova Hellkite


def test_702_185a_a_warp_cost_in_words_the_engine_doesnt_pay_stays_unread() -> None:
    """Timeline Culler's "Warp—{B}, Pay 2 life." is read (played in
    `test_keyword_printed_forms`); a part the engine doesn't pay for warp (tapping a
    creature) leaves the line unread."""
    assert parse_keyword_line("Warp\u2014{B}, Pay 2 life.") is not None
    assert parse_keyword_line("Warp\u2014{B}, Tap an untapped creature you control.") is None


_BOARD = """
    name: warp
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain,
                  {card: Llanowar Elves, controller: Bob, as: elves}]
    hand: {Alice: [{card: Nova Hellkite, as: hellkite}]}
    library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains, Plains]}
"""


def _untapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Mountain" and not game.obj(o).tapped)


def _warped(board):
    game = board(_BOARD)
    cast(game, obj_id(game, "hellkite"), ALICE, [], {}, alternative="warp", pay=True)
    resolve_all(game)
    return game


def test_702_185a_cast_for_the_warp_cost(board) -> None:
    """Nova Hellkite cast for {2}{R} (not {3}{R}{R}): two Mountains stay untapped; it
    enters and its trigger kills Bob's Elves."""
    game = _warped(board)
    assert game.obj(obj_id(game, "hellkite")).zone == "battlefield"
    assert _untapped(game) == 2
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"


def test_702_185a_warped_permanent_is_exiled_at_the_next_end_step(board) -> None:
    """At the beginning of the end step the delayed trigger exiles it; Alice can't cast it
    from exile that turn."""
    game = _warped(board)
    pass_to(game, 1, "end")
    resolve_all(game)
    hellkite = obj_id(game, "hellkite")
    assert game.obj(hellkite).zone == "exile"
    assert not any(a.kind == "cast" and a.obj == hellkite for a in priority_actions(game, ALICE))
    with pytest.raises(IllegalActionError):
        cast(game, hellkite, ALICE, [], {}, pay=True)
    assert game.obj(hellkite).zone == "exile"


def test_702_185a_the_owner_casts_it_from_exile_on_a_later_turn(board) -> None:
    """On her next turn Alice casts the warped Hellkite from exile paying its mana cost
    {3}{R}{R}; cast that way it isn't exiled at that turn's end step."""
    game = _warped(board)
    pass_to(game, 3)
    hellkite = obj_id(game, "hellkite")
    assert game.obj(hellkite).zone == "exile"
    assert any(a.kind == "cast" and a.obj == hellkite for a in priority_actions(game, ALICE))
    cast(game, hellkite, ALICE, [], {}, pay=True)
    assert _untapped(game) == 0
    resolve_all(game)
    pass_to(game, 4)
    assert game.obj(obj_id(game, "hellkite")).zone == "battlefield"


def test_702_185a_cast_for_its_mana_cost_it_stays(board) -> None:
    """Cast normally from the hand, the Hellkite isn't exiled at the end step."""
    game = board(_BOARD)
    cast(game, obj_id(game, "hellkite"), ALICE, [], {}, pay=True)
    resolve_all(game)
    pass_to(game, 2)
    assert game.obj(obj_id(game, "hellkite")).zone == "battlefield"
