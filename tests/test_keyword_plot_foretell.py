"""Plot (702.170, special action 116.2k) and foretell (702.143, special action 116.2h),
played through the real engine: the special action from the hand, then casting the card
from exile on a later turn. Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to as _pass_to

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.casting.from_exile import take
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1


def _special(game, kind: str, alias: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == kind and a.obj == oid for a in priority_actions(game, ALICE))


def _cast_offered(game, alias: str, way: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == "cast" and a.obj == oid and a.alternative == way
               for a in priority_actions(game, ALICE))


def _untapped(game, name: str) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == name and not game.obj(o).tapped)


@pytest.mark.parametrize(("line", "keyword"), [
    ("Plot {1}{R} (You may pay {1}{R} and exile this card from your hand. Cast it as a "
     "sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)",
     "plot"),                                                              # Slickshot Show-Off
    ("Foretell {1}{W}{W} (During your turn, you may pay {2} and exile this card from your "
     "hand face down. Cast it on a later turn for its foretell cost.)", "foretell"),  # Doomskar
    ("Foretell {1}{U} (During your turn, you may pay {2} and exile this card from your hand "
     "face down. Cast it on a later turn for its foretell cost.)", "foretell"),  # Saw It Coming
])
def test_702_170a_702_143a_lines_read(line: str, keyword: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == keyword


def test_702_143a_a_foretell_cost_in_words_stays_unread() -> None:
    line = "Foretell\u2014Pay 3 life."
    assert keywords_of(line) is not None
    assert parse_keyword_line(line) is None


# -- 702.170 plot ---------------------------------------------------------------------------

_PLOT = """
    name: plot
    battlefield: [Mountain, Mountain, {card: Grizzly Bears, controller: Bob, as: bears}]
    hand: {Alice: [{card: Slickshot Show-Off, as: show}, {card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains, Plains]}
"""


def test_702_170a_plotting_is_a_special_action_that_exiles_and_pays(board) -> None:
    """In her main phase with an empty stack Alice plots Slickshot Show-Off for {1}{R}: it
    is exiled, her Mountains are tapped, and nothing went on the stack (116.2k)."""
    game = board(_PLOT)
    assert _special(game, "plot", "show")
    take(game, ALICE, "plot", obj_id(game, "show"))
    assert game.obj(obj_id(game, "show")).zone == "exile"
    assert _untapped(game, "Mountain") == 0
    assert not game.state.stack_items


def test_702_170a_plot_only_with_an_empty_stack_in_a_main_phase(board) -> None:
    """With Lightning Bolt on the stack Alice can't plot: refused, nothing changes."""
    game = board(_PLOT.replace("Mountain, Mountain,", "Mountain, Mountain, Mountain,"))
    cast(game, obj_id(game, "bolt"), ALICE, [obj_id(game, "bears")], {}, pay=True)
    assert not _special(game, "plot", "show")
    with pytest.raises(IllegalActionError, match="702.170a"):
        take(game, ALICE, "plot", obj_id(game, "show"))
    assert game.obj(obj_id(game, "show")).zone == "hand"
    assert _untapped(game, "Mountain") == 2


def test_702_170d_a_plotted_card_cant_be_cast_the_turn_it_was_plotted(board) -> None:
    game = board(_PLOT)
    take(game, ALICE, "plot", obj_id(game, "show"))
    assert not _cast_offered(game, "show", "plot")
    with pytest.raises(IllegalActionError, match="702.170d"):
        cast(game, obj_id(game, "show"), ALICE, [], {}, alternative="plot", pay=True)
    assert game.obj(obj_id(game, "show")).zone == "exile"


def test_702_170d_cast_on_a_later_turn_without_paying_its_mana_cost(board) -> None:
    """On her next turn Alice casts the plotted Show-Off in her main phase paying nothing:
    it enters and her Mountains stay untapped."""
    game = board(_PLOT)
    take(game, ALICE, "plot", obj_id(game, "show"))
    _pass_to(game, 3)
    assert _cast_offered(game, "show", "plot")
    cast(game, obj_id(game, "show"), ALICE, [], {}, alternative="plot", pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "show")).zone == "battlefield"
    assert _untapped(game, "Mountain") == 2


def test_702_170d_a_plotted_card_is_cast_only_in_its_owners_main_phase(board) -> None:
    """In the beginning of combat step of her next turn Alice can't cast it (no plot card
    is an instant or has flash, so 307.1 and 702.170d agree here)."""
    game = board(_PLOT)
    take(game, ALICE, "plot", obj_id(game, "show"))
    _pass_to(game, 3, "beginning_of_combat")
    assert not _cast_offered(game, "show", "plot")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "show"), ALICE, [], {}, alternative="plot", pay=True)
    assert game.obj(obj_id(game, "show")).zone == "exile"


# -- 702.143 foretell -----------------------------------------------------------------------

_FORETELL = """
    name: foretell
    battlefield: [Plains, Plains, Plains, Plains, Plains,
                  {card: Grizzly Bears, controller: Bob, as: bears}]
    hand: {Alice: [{card: Doomskar, as: doom}]}
    library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island, Island]}
"""


def test_702_143a_foretelling_pays_2_and_exiles_face_down(board) -> None:
    """During her turn Alice pays {2} and exiles Doomskar face down (116.2h: no stack)."""
    game = board(_FORETELL)
    assert _special(game, "foretell", "doom")
    take(game, ALICE, "foretell", obj_id(game, "doom"))
    doom = obj_id(game, "doom")
    assert game.obj(doom).zone == "exile" and game.obj(doom).face_down is not None
    assert game.quick_name(doom) == "a face-down card"
    assert _untapped(game, "Plains") == 3
    assert not game.state.stack_items


def test_702_143a_foretell_only_during_your_turn(board) -> None:
    """On Bob's turn Alice can't foretell (116.2h); the card stays in her hand."""
    game = board(_FORETELL)
    _pass_to(game, 2)
    with pytest.raises(IllegalActionError, match="116.2h"):
        take(game, ALICE, "foretell", obj_id(game, "doom"))
    assert game.obj(obj_id(game, "doom")).zone == "hand"


def test_702_143a_not_cast_the_turn_it_was_foretold(board) -> None:
    game = board(_FORETELL)
    take(game, ALICE, "foretell", obj_id(game, "doom"))
    assert not _cast_offered(game, "doom", "foretell")
    with pytest.raises(IllegalActionError, match="702.143a"):
        cast(game, obj_id(game, "doom"), ALICE, [], {}, alternative="foretell", pay=True)


def test_702_143a_cast_later_for_its_foretell_cost(board) -> None:
    """On her next turn Alice casts Doomskar for its foretell cost {1}{W}{W} (not its mana
    cost {3}{W}{W}): two of her five Plains stay untapped, and the Bears are destroyed."""
    game = board(_FORETELL)
    take(game, ALICE, "foretell", obj_id(game, "doom"))
    _pass_to(game, 3)
    assert _cast_offered(game, "doom", "foretell")
    cast(game, obj_id(game, "doom"), ALICE, [], {}, alternative="foretell", pay=True)
    assert _untapped(game, "Plains") == 2
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "doom")).zone == "graveyard"


def test_702_143a_special_actions_through_the_public_api(board) -> None:
    """The foretell special action is one of Alice's legal actions, taken by its text."""
    game = board(_FORETELL)
    doom = obj_id(game, "doom")
    label = next(a.label for a in game.legal_actions() if a.label.startswith("foretell"))
    game.apply(label)
    assert game.state.objects[doom].zone.startswith("left:")
    assert any(game.obj(o).face_down for o in game.state.zone_list("exile"))
