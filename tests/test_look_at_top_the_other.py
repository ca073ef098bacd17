"""401.4 with 608.2c: "Look at the top two cards of your library. Put one of them into your
hand and the other on the bottom of your library." (Sea Gate Oracle): the card not chosen
goes under the rest of the library; "the other" is the one card left."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_401_4_sea_gate_oracle_one_to_hand_the_other_to_the_bottom(solve) -> None:
    out = solve("""
        name: sea gate oracle
        hand: {Alice: [Sea Gate Oracle]}
        library: {Alice: [Island, Swamp, Plains]}
        actions:
          - {cast: Sea Gate Oracle}
        choices: [Swamp#3]
        expect:
          Swamp: {zone: hand}
          Island: {zone: library}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    library = [game.obj(o).card for o in game.state.zone_list("library", 0)]
    assert library == ["Plains", "Island"]  # 401.2: the top first


@pytest.mark.parametrize(("line", "rest"), [
    ("Look at the top two cards of your library. Put one of them into your hand and the other "
     "on the bottom of your library.", "bottom_any"),
    ("Look at the top two cards of your library. Put one of them into your hand and the other "
     "into your graveyard.", "graveyard"),
])
def test_401_4_the_other_lines(line: str, rest: str) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    [look] = ab.instructions
    assert isinstance(look, I.LookAtTop) and look.n == 2 and look.rest == rest
    assert [p.to for p in look.picks] == ["hand"]
