"""401.4: "The owner of target nonland permanent puts it into their library second from the
top or on the bottom." (Temporal Cleansing, Deem Inferior, Lost Days; "target nonland
permanent's owner puts it ...", Wan Shi Tong): the owner, not the spell's controller, chooses
where; "second from the top" under one card; with an empty library it is the only card."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line"), [
    ("Temporal Cleansing", "The owner of target nonland permanent puts it into their library "
                           "second from the top or on the bottom."),
    ("Wan Shi Tong, All-Knowing", "When Wan Shi Tong enters, target nonland permanent's owner "
                                  "puts it into their library second from the top or on the "
                                  "bottom."),
])
def test_401_4_second_or_bottom_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, name == "Temporal Cleansing",
                             legendary="," in name) or [None]
    assert ability.instructions == (I.PutInLibrary(I.Ref.target(), position="2_or_bottom"),)


_CLEANSING = """
    name: Temporal Cleansing
    hand: {{Alice: [Temporal Cleansing]}}
    battlefield: [{{card: Grizzly Bears, as: bears, controller: Bob}}]
    library: {{Alice: [Plains], Bob: [Island, Forest, Mountain]}}
    actions:
      - {{cast: Temporal Cleansing, targets: [bears], choices: {{position: {where}}}}}
"""


@pytest.mark.parametrize(("where", "library"), [
    ("second", ["Island", "Grizzly Bears", "Forest", "Mountain"]),
    ("bottom", ["Island", "Forest", "Mountain", "Grizzly Bears"]),
])
def test_401_4_temporal_cleansing_bob_chooses_where_his_creature_goes(board, where,
                                                                      library) -> None:
    game = board(_CLEANSING.format(where=where))
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == library
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == ["Plains"]


def test_401_4_quarry_colossus_puts_it_beneath_as_many_cards_as_plains(board) -> None:
    """Quarry Colossus enters with two Plains under Alice's control: Bob's Grizzly Bears goes
    into his library just beneath the top two cards (107.3: X counted as it resolves)."""
    game = board("""
        name: Quarry Colossus
        hand: {Alice: [Quarry Colossus]}
        battlefield: [Plains, Plains, {card: Grizzly Bears, as: bears, controller: Bob}]
        library: {Alice: [Island], Bob: [Island, Forest, Mountain, Swamp]}
        actions:
          - {cast: Quarry Colossus, choices: {target: bears}}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == [
        "Island", "Forest", "Grizzly Bears", "Mountain", "Swamp"]


@pytest.mark.parametrize(("x", "library"), [
    (0, ["Grizzly Bears", "Island", "Forest"]),
    (5, ["Island", "Forest", "Grizzly Bears"]),  # fewer cards than X: all of them above it
])
def test_401_4_unexpectedly_absent_x_cards_above_it(board, x, library) -> None:
    game = board(f"""
        name: Unexpectedly Absent
        hand: {{Alice: [Unexpectedly Absent]}}
        battlefield: [{{card: Grizzly Bears, as: bears, controller: Bob}}]
        library: {{Alice: [Plains], Bob: [Island, Forest]}}
        actions:
          - {{cast: Unexpectedly Absent, targets: [bears], choices: {{x: {x}}}}}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == library
