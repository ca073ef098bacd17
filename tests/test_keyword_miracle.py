"""Miracle (702.94a), played through the real turn loop: "You may reveal this card from your
hand as you draw it if it's the first card you've drawn this turn. When you reveal this card
this way, you may cast it by paying [cost] rather than its mana cost." Plus the keyword
lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import Passing, pass_to

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


def test_702_94a_miracle_line_read() -> None:
    (kw,) = parse_keyword_line("Miracle {1}{U} (You may cast this card for its miracle cost "
                               "when you draw it if it's the first card you drew this turn.)")
    assert kw.keyword == "miracle" and kw.param == "{1}{U}"               # Devastation Tide


def test_702_94a_107_3a_a_miracle_cost_with_x_is_read() -> None:
    """Entreat the Angels' "Miracle {X}{W}{W}": X is announced as the spell is cast (107.3a;
    Bonfire of the Damned is played in `test_keyword_printed_forms`); a cost in words isn't
    read."""
    assert parse_keyword_line("Miracle {X}{W}{W}") is not None
    assert keywords_of("Miracle\u2014Pay 3 life.") is not None
    assert parse_keyword_line("Miracle\u2014Pay 3 life.") is None


_BOARD = """
    name: miracle
    turn: {{number: 3, phase: upkeep}}
    battlefield: [Island, Island, {{card: Grizzly Bears, controller: Bob, as: bears}}]
    hand: {{Alice: [{{card: Divination, as: divination}}]}}
    library: {{Alice: [{library}], Bob: [Plains, Plains, Plains]}}
"""


def test_702_94a_revealed_in_the_draw_step_and_cast_for_its_miracle_cost(board) -> None:
    """Alice draws Devastation Tide as the first card of her turn, reveals it, and as the
    triggered ability resolves casts it for {1}{U} during her draw step (a sorcery, timing
    aside): the Bears return to Bob's hand and both Islands are tapped."""
    game = board(_BOARD.format(library="{card: Devastation Tide, as: tide}, Plains, Plains"))
    decider = Passing({"miracle": True, "cast_miracle": True})
    pass_to(game, 3, "precombat_main", decider)
    assert any(d.key == "cast_miracle" for d in decider.asked)
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.obj(obj_id(game, "tide")).zone == "graveyard"
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")


def test_702_94a_not_revealed_it_stays_in_the_hand(board) -> None:
    game = board(_BOARD.format(library="{card: Devastation Tide, as: tide}, Plains, Plains"))
    pass_to(game, 3, "precombat_main", Passing({"miracle": False}))
    assert game.obj(obj_id(game, "tide")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"


def test_702_94a_only_the_first_card_drawn_this_turn(board) -> None:
    """Alice draws a Plains in her draw step; Divination then draws Devastation Tide as her
    second card this turn: no reveal is offered."""
    game = board(_BOARD.format(library="Plains, {card: Devastation Tide, as: tide}, Plains")
                 .replace("Island, Island,", "Island, Island, Island, Island, Island,"))
    decider = Passing({"miracle": True, "cast_miracle": True})
    pass_to(game, 3, "precombat_main", decider)
    game.decider = decider
    cast(game, obj_id(game, "divination"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert not any(d.key == "miracle" for d in decider.asked)
    assert game.obj(obj_id(game, "tide")).zone == "hand"


def test_702_94a_cast_for_its_miracle_cost_only_as_the_ability_resolves(board) -> None:
    game = board(_BOARD.format(library="Plains")
                 .replace("{card: Divination, as: divination}",
                          "{card: Devastation Tide, as: tide}"))
    pass_to(game, 3, "precombat_main")
    with pytest.raises(IllegalActionError, match="702.94a"):
        cast(game, obj_id(game, "tide"), ALICE, [], {}, alternative="miracle", pay=True)
    assert game.obj(obj_id(game, "tide")).zone == "hand"


def test_702_94a_the_miracle_cost_is_never_offered_at_priority(board) -> None:
    """Devastation Tide ({3}{U}{U}, miracle {1}{U}) in Alice's hand in her main phase with two
    Islands: the miracle cost isn't among her legal actions (the random agents' games tried
    it and had it refused); she can't pay the mana cost, so the card isn't offered at all."""
    game = board(_BOARD.format(library="Plains")
                 .replace("{card: Divination, as: divination}",
                          "{card: Devastation Tide, as: tide}"))
    pass_to(game, 3, "precombat_main")
    assert game.state.turn.priority == ALICE
    assert not any("Devastation Tide" in a.label for a in game.legal_actions())
