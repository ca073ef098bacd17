"""Squad (702.157a), played through the real engine: an optional additional cost paid any
number of times as the creature spell is cast (601.2b, 601.2f-h), and as the creature enters
a token copy of it for each time (its token copies, not cast, make none). Plus the keyword
lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0


@pytest.mark.parametrize(("line", "cost"), [
    ("Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of "
     "times. When this creature enters, create that many tokens that are copies of it.)",
     "{2}"),                                                               # Arco-Flagellant
    ("Squad {1}{G}", "{1}{G}"),                                            # Galadhrim Brigade
])
def test_702_157a_squad_lines_read(line: str, cost: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "squad" and kw.param == cost


def test_702_157a_a_squad_cost_in_words_is_read() -> None:
    """702.157a: "Squad—Exile four cards from your graveyard." is paid as a spell's other
    additional costs are (601.2h)."""
    kws = parse_keyword_line("Squad\u2014Exile four cards from your graveyard.")
    assert kws is not None and all(enforced(k) for k in kws)


def _board(plains: int) -> str:
    lands = ", ".join(["Plains"] * plains)
    return f"""
        name: squad
        battlefield: [{lands}]
        hand: {{Alice: [{{card: Ultramarines Honour Guard, as: guard}}]}}
    """


def _guards(game) -> list[int]:
    return [o for o in game.state.battlefield()
            if game.name_of(o) == "Ultramarines Honour Guard"]


def test_702_157a_paid_twice_two_token_copies(board) -> None:
    """Ultramarines Honour Guard ({3}{W}, 2/2, "Other creatures you control get +1/+1") with
    its squad cost {2} paid twice: eight Plains; two token copies enter, and each of the
    three Guards gets +1/+1 from the other two: 4/4."""
    game = board(_board(8))
    cast(game, obj_id(game, "guard"), ALICE, [], {"squad": 2}, pay=True)
    resolve_all(game)
    guards = _guards(game)
    assert len(guards) == 3
    assert sum(1 for o in guards if game.obj(o).token) == 2
    assert all((game.chars(o).power, game.chars(o).toughness) == (4, 4) for o in guards)


def test_702_157a_not_paid_no_copies(board) -> None:
    game = board(_board(4))
    cast(game, obj_id(game, "guard"), ALICE, [], {"squad": 0}, pay=True)
    resolve_all(game)
    assert len(_guards(game)) == 1


def test_702_157a_paying_more_times_than_mana_allows_is_refused(board) -> None:
    """Six Plains pay {3}{W} and one {2}: announcing it twice is refused; the Guard stays in
    the hand and no Plains is tapped."""
    game = board(_board(6))
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "guard"), ALICE, [], {"squad": 2}, pay=True)
    assert game.obj(obj_id(game, "guard")).zone == "hand"
    assert not any(game.obj(o).tapped for o in game.state.battlefield())
