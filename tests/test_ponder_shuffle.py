"""401.2 / 701.24a: "Look at the top three cards of your library, then put them back in any
order. You may shuffle." (Ponder): the player reorders the top cards; shuffling is optional."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("line", "body"), [
    ("Look at the top three cards of your library, then put them back in any order. You may "
     "shuffle.", (I.LookAtTop(3, (), "top_any"), I.MayDo(do=(ShuffleLibrary(),)))),
    ("Shuffle your library, then draw a card.", (ShuffleLibrary(), I.Draw(1, who="you"))),
])
def test_701_24a_ponder_lines(line: str, body: tuple) -> None:
    [ability] = compile_text(line, "Ponder", True) or [None]
    assert ability.instructions == body


def _ponder(board, shuffle: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: Ponder
        hand: {{Alice: [Ponder]}}
        library: {{Alice: [{{card: Forest, as: a}}, {{card: Island, as: b}},
                           {{card: Swamp, as: c}}, Mountain, Plains, Wastes], Bob: [Island]}}
        choices: [c, a]
        actions:
          - {{cast: Ponder, choices: {{may: {shuffle}}}}}
    """)


def test_401_2_ponder_reorders_the_top_three_then_draws(board) -> None:
    """Alice puts Swamp, Forest, Island back in that order and doesn't shuffle: she draws the
    Swamp; the Forest is now on top."""
    game = _ponder(board, "no")
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Swamp"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == [
        "Forest", "Island", "Mountain", "Plains", "Wastes"]


def test_701_24a_ponder_may_shuffle(board) -> None:
    """Shuffling: the same cards remain (one drawn), in a random order."""
    game = _ponder(board, "yes")
    assert len(game.state.zone_list("hand", 0)) == 1
    assert len(game.state.zone_list("library", 0)) == 5
