"""Madness (702.35), played through the real engine: a card with madness discarded is exiled
instead (still discarded), its triggered ability goes on the stack, and as it resolves the
owner may cast the card for its madness cost, ignoring timing (608.2g); otherwise it goes to
the graveyard. Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from keyword_play import Answers

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.keyword_costs import costs_of

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "cost"), [
    ("Madness {R} (If you discard this card, discard it into exile. When you do, cast it for "
     "its madness cost or put it into your graveyard.)", "{R}"),          # Fiery Temper
    ("Madness {0} (If you discard this card, discard it into exile. When you do, cast it for "
     "its madness cost or put it into your graveyard.)", "{0}"),          # Basking Rootwalla
])
def test_702_35a_madness_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "madness" and str(costs_of(kw)[0].mana) == cost


def test_702_35a_a_madness_cost_with_life_stays_unread() -> None:
    """"Madness—{2}{B}, Pay 8 life." isn't carried out yet: the line stays unread."""
    line = "Madness\u2014{2}{B}, Pay 8 life."
    assert keywords_of(line) is not None
    assert parse_keyword_line(line) is None


_BOARD = """
    name: madness
    battlefield: [{lands}]
    hand: {{Alice: [{{card: Tormenting Voice, as: voice}}, {{card: Fiery Temper, as: temper}}]}}
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains]}}
"""


def _bob(d):
    return next(v for label, v in d.options if label == "Bob")


def _voice(board, lands: str, **answers):
    """Alice casts Tormenting Voice, discarding Fiery Temper as its additional cost."""
    game = board(_BOARD.format(lands=lands))
    asked = Answers(cost=obj_id(game, "temper"), target=_bob, **answers)
    game.decider = asked
    cast(game, obj_id(game, "voice"), ALICE, [], {}, pay=True)
    return game, asked


def test_702_35a_discarded_into_exile_and_cast_for_its_madness_cost(board) -> None:
    """Fiery Temper is exiled instead of going to the graveyard; its madness ability resolves
    first (it is above Tormenting Voice) and Alice casts it for {R}, with Tormenting Voice
    still on the stack: Bob takes 3. Then Voice draws her two cards."""
    game, asked = _voice(board, "Mountain, Mountain, Mountain", madness=True)
    assert game.obj(obj_id(game, "temper")).zone == "exile"
    resolve_all(game)
    assert game.state.players[BOB].life == 17
    assert any(d.key == "madness" for d in asked.asked)
    names = sorted(game.name_of(o) for o in game.state.zone_list("graveyard", ALICE))
    assert names == ["Fiery Temper", "Tormenting Voice"]
    assert len(game.state.zone_list("hand", ALICE)) == 2
    assert all(game.obj(o).tapped for o in game.state.battlefield())


def test_702_35a_declined_it_goes_to_the_graveyard(board) -> None:
    game, _ = _voice(board, "Mountain, Mountain, Mountain", madness=False)
    resolve_all(game)
    assert game.state.players[BOB].life == 20
    assert game.obj(obj_id(game, "temper")).zone == "graveyard"
    assert sum(1 for o in game.state.battlefield() if not game.obj(o).tapped) == 1


def test_702_35a_a_madness_cost_that_cant_be_paid_leaves_it_in_the_graveyard(board) -> None:
    """With her two Mountains spent on Tormenting Voice, Alice can't pay {R}: the card isn't
    cast and goes to her graveyard."""
    game, _ = _voice(board, "Mountain, Mountain", madness=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 20
    assert game.obj(obj_id(game, "temper")).zone == "graveyard"


def test_702_35a_cast_only_as_the_madness_ability_resolves(board) -> None:
    """While the madness ability waits on the stack, Alice can't cast the exiled card for its
    madness cost herself: refused, the game unchanged."""
    game, _ = _voice(board, "Mountain, Mountain, Mountain", madness=True)
    from arbiter.engine.triggers.triggered import put_on_stack

    put_on_stack(game)
    temper = obj_id(game, "temper")
    with pytest.raises(IllegalActionError, match="702.35a"):
        cast(game, temper, ALICE, [("player", BOB)], {}, alternative="madness", pay=True)
    assert game.obj(temper).zone == "exile" and game.state.players[BOB].life == 20


def test_702_35a_a_card_without_madness_is_discarded_into_the_graveyard(board) -> None:
    game = board(_BOARD.format(lands="Mountain, Mountain").replace("Fiery Temper",
                                                                   "Lightning Bolt"))
    game.decider = Answers(cost=obj_id(game, "temper"))
    cast(game, obj_id(game, "voice"), ALICE, [], {}, pay=True)
    assert game.obj(obj_id(game, "temper")).zone == "graveyard"
