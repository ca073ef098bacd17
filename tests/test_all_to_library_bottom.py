"""401.4: "Put all creatures on the bottom of their owners' libraries." (Terminus), played on
a board: every creature goes under its owner's library (not its controller's), the owner
arranging their own cards; other permanents stay."""

from __future__ import annotations

import pytest


def _library(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


@pytest.mark.parametrize(("first", "order"), [
    ("bears", ["Grizzly Bears", "Serra Angel"]), ("angel", ["Serra Angel", "Grizzly Bears"])])
def test_401_4_terminus_puts_creatures_under_their_owners_libraries(board, first,
                                                                    order) -> None:
    game = board(f"""
        name: Terminus
        battlefield: [{{card: Grizzly Bears, as: bears}}, {{card: Serra Angel, as: angel}},
                      Forest, {{card: Hill Giant, controller: Bob, as: giant}},
                      {{card: Llanowar Elves, owner: Bob, controller: Alice}}]
        hand: {{Alice: [Terminus]}}
        library: {{Alice: [Island], Bob: [Swamp]}}
        choices: [{first}, giant]
        actions:
          - {{cast: Terminus}}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Forest"]
    assert _library(game, 0) == ["Island", *order]
    # Bob owns the Elves Alice controlled: they go under Bob's library, in Bob's order
    assert _library(game, 1) == ["Swamp", "Hill Giant", "Llanowar Elves"]
