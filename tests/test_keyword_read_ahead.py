"""Read ahead (702.155), played through the real engine with a Saga (714): its controller
chooses the chapter it enters at (702.155b: that many lore counters), and the turn it entered
only the chapter ability whose number equals its lore counters triggers (702.155a); later
chapters follow as usual (714.3b). Plus the keyword line of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE = 0

_BOARD = """
    name: read ahead
    battlefield: [Forest, Forest, Forest, Plains]
    hand: {Alice: [{card: The Weatherseed Treaty, as: treaty}]}
    library: {Alice: [{card: Forest, as: basic}, Plains, Plains, Plains],
              Bob: [Plains, Plains, Plains, Plains]}
"""


def test_702_155_read_ahead_line_read() -> None:
    (kw,) = parse_keyword_line("Read ahead (Choose a chapter and start with that many lore "
                               "counters. Add one after your draw step. Skipped chapters "
                               "don't trigger.)")
    assert kw.keyword == "read ahead"


def _saprolings(game) -> int:
    return sum(1 for o in game.state.battlefield() if game.name_of(o) == "Saproling Token")


def test_702_155a_b_entering_at_chapter_two_skips_chapter_one(board) -> None:
    """The Weatherseed Treaty enters with 2 lore counters: chapter II makes a Saproling,
    chapter I (search for a basic land) doesn't trigger."""
    game = board(_BOARD)
    cast(game, obj_id(game, "treaty"), ALICE, [], {"read_ahead": 2}, pay=True)
    resolve_all(game)
    treaty = obj_id(game, "treaty")
    assert game.obj(treaty).counters.get("lore") == 2
    assert _saprolings(game) == 1
    assert game.obj(obj_id(game, "basic")).zone == "library"


def test_702_155b_entering_at_chapter_one_is_like_any_saga(board) -> None:
    """Entered at I, chapter I triggers: Alice finds her Forest."""
    game = board(_BOARD + "    choices: [basic]\n")
    cast(game, obj_id(game, "treaty"), ALICE, [], {"read_ahead": 1}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "treaty")).counters.get("lore") == 1
    assert game.obj(obj_id(game, "basic")).zone == "battlefield"
    assert _saprolings(game) == 0


def test_702_155a_later_chapters_trigger_as_usual(board) -> None:
    """Entered at III, chapter III triggers at once; the Saga is then sacrificed (714.4)
    without chapters I or II."""
    game = board(_BOARD)
    cast(game, obj_id(game, "treaty"), ALICE, [], {"read_ahead": 3}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "treaty")).zone == "graveyard"
    assert _saprolings(game) == 0
    assert game.obj(obj_id(game, "basic")).zone == "library"


def test_702_155a_the_next_turn_the_next_chapter_triggers(board) -> None:
    """Entered at II; on Alice's next turn the lore counter of 714.3b makes it III, which
    triggers although it entered with read ahead (only that turn is limited)."""
    game = board(_BOARD)
    cast(game, obj_id(game, "treaty"), ALICE, [], {"read_ahead": 2}, pay=True)
    resolve_all(game)
    pass_to(game, 3)
    resolve_all(game)
    assert game.obj(obj_id(game, "treaty")).zone == "graveyard"  # 714.4 after chapter III


def test_702_155b_a_number_beyond_the_final_chapter_is_refused(board) -> None:
    game = board(_BOARD)
    cast(game, obj_id(game, "treaty"), ALICE, [], {"read_ahead": 4}, pay=True)
    with pytest.raises(IllegalActionError, match="702.155b"):
        resolve_all(game)
