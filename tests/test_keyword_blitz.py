"""Blitz (702.152a), played through the real engine: cast from the hand for the blitz cost
(an alternative cost, 601.2b, 601.2f-h), the permanent has haste and "When this permanent is
put into a graveyard from the battlefield, draw a card." as long as its blitz cost was paid,
and it is sacrificed at the beginning of the next end step. Plus the keyword lines of real
cards."""

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

_BOARD = """
    name: blitz
    battlefield: [Swamp, Swamp, Swamp, {card: Grizzly Bears, controller: Bob, as: bears}]
    hand: {Alice: [{card: Night Clubber, as: clubber}]}
    library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains, Plains]}
"""


def _hand(game, player: int = ALICE) -> int:
    return len(game.state.zone_list("hand", player))


def _untapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Swamp" and not game.obj(o).tapped)


@pytest.mark.parametrize(("line", "cost"), [
    ("Blitz {2}{B} (If you cast this spell for its blitz cost, it gains haste and \"When "
     "this creature dies, draw a card.\" Sacrifice it at the beginning of the next end "
     "step.)", "{2}{B}"),                                                  # Night Clubber
    ("Blitz {1}{R}", "{1}{R}"),                                            # Mayhem Patrol
    ("Blitz {4}{G}{G}", "{4}{G}{G}"),                                      # Workshop Warchief
    ("Blitz {2}{B}{R}{G}", "{2}{B}{R}{G}"),                                # Ziatora's Envoy
])
def test_702_152a_blitz_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "blitz" and kw.param == cost


def test_702_152a_a_blitz_cost_beyond_what_the_engine_pays_stays_unread() -> None:
    """A blitz cost in words is read when the engine pays each part (Tenacious Underdog's
    "Blitz—{2}{B}{B}, Pay 2 life."; Sabin's "Blitz—{2}{R}{R}, Discard a card." is played in
    `test_keyword_printed_forms`); a part it doesn't
    pay for blitz (exiling a card from the hand) leaves the line an unsupported part
    (principle 5)."""
    assert parse_keyword_line("Blitz\u2014{2}{B}{B}, Pay 2 life.") is not None
    assert parse_keyword_line("Blitz\u2014{2}{B}{B}, Exile a card from your hand.") is None


def test_702_152a_blitzed_creature_has_haste_and_is_sacrificed_with_a_draw(board) -> None:
    """Night Clubber ({1}{B}{B}) cast for its blitz cost {2}{B}: all three Swamps pay it, it
    enters with haste; at the beginning of the end step it is sacrificed and Alice draws a card."""
    game = board(_BOARD)
    assert any(a.kind == "cast" and a.alternative == "blitz"
               for a in priority_actions(game, ALICE))
    cast(game, obj_id(game, "clubber"), ALICE, [], {}, alternative="blitz", pay=True)
    assert _untapped(game) == 0
    resolve_all(game)
    clubber = obj_id(game, "clubber")
    assert game.obj(clubber).zone == "battlefield"
    assert game.chars(clubber).has_keyword("haste")
    hand = _hand(game)
    pass_to(game, 1, "end")
    resolve_all(game)
    assert game.obj(obj_id(game, "clubber")).zone == "graveyard"
    assert _hand(game) == hand + 1


def test_702_152a_cast_for_its_mana_cost_no_haste_and_it_stays(board) -> None:
    """Cast for {1}{B}{B}, Night Clubber has no haste and isn't sacrificed at the end
    step."""
    game = board(_BOARD)
    cast(game, obj_id(game, "clubber"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert not game.chars(obj_id(game, "clubber")).has_keyword("haste")
    pass_to(game, 2)
    assert game.obj(obj_id(game, "clubber")).zone == "battlefield"


def test_702_152a_not_blitzed_it_dies_without_a_draw(board) -> None:
    """The draw belongs to a blitzed permanent only: Night Clubber cast normally and then
    sacrificed draws nothing."""
    game = board(_BOARD)
    cast(game, obj_id(game, "clubber"), ALICE, [], {}, pay=True)
    resolve_all(game)
    hand = _hand(game)
    game.sacrifice(obj_id(game, "clubber"))
    resolve_all(game)
    assert game.obj(obj_id(game, "clubber")).zone == "graveyard"
    assert _hand(game) == hand


def test_702_152a_blitzed_creature_that_dies_early_draws_and_is_not_sacrificed_again(
        board) -> None:
    """A blitzed Night Clubber put into the graveyard before the end step draws its card
    then; the delayed trigger finds nothing to sacrifice (603.7c): one card in all."""
    game = board(_BOARD)
    cast(game, obj_id(game, "clubber"), ALICE, [], {}, alternative="blitz", pay=True)
    resolve_all(game)
    hand = _hand(game)
    game.sacrifice(obj_id(game, "clubber"))
    resolve_all(game)
    assert _hand(game) == hand + 1
    pass_to(game, 1, "end")
    resolve_all(game)
    assert _hand(game) == hand + 1


def test_702_152a_blitz_cost_unaffordable_is_refused(board) -> None:
    """With two Swamps, {2}{B} can't be paid: the cast is refused and nothing changes."""
    game = board("""
        name: blitz short
        battlefield: [Swamp, Swamp]
        hand: {Alice: [{card: Night Clubber, as: clubber}]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "clubber"), ALICE, [], {}, alternative="blitz", pay=True)
    assert game.to_json() == before
    assert game.obj(obj_id(game, "clubber")).zone == "hand"
