"""611.2c / 115.1: "<up to two | any number of | two> target creatures each get +N/+N [and
gain <keyword>] until end of turn": one target requirement for several targets (115.1,
601.2c; each object chosen once, 115.3), and the continuous effect applies to the targets
still legal as the spell resolves (608.2b), locked in then (611.2c)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording (the card, its line).
LINES = [
    ("Abandon Reason", "Up to two target creatures each get +1/+0 and gain first strike "
                       "until end of turn."),
    ("Dauntless Onslaught", "Up to two target creatures each get +2/+2 until end of turn."),
    ("Aerial Formation", "Any number of target creatures each get +1/+1 and gain flying "
                         "until end of turn."),
    ("Phalanx Formation", "Any number of target creatures each gain double strike until end "
                          "of turn."),
    ("Desperate Stand", "Any number of target creatures each get +2/+0 and gain first strike "
                        "and vigilance until end of turn."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_115_1_each_get_lines_read_as_one_requirement_for_several_targets(
        name: str, line: str) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (spec,) = ability.targets
    assert spec.up_to and spec.count >= 2


def test_611_2c_dauntless_onslaught_pumps_both_targets_until_end_of_turn(board) -> None:
    """Two Grizzly Bears (2/2) targeted: each is 4/4; a third creature is untouched; after
    cleanup (514.2) both are 2/2 again."""
    game = board("""
        name: onslaught
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b},
                      {card: Grizzly Bears, as: c, controller: Bob}]
        hand: {Alice: [{card: Dauntless Onslaught, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [a, b]}
    """)
    a, b, c = (obj_id(game, x) for x in "abc")
    assert [(game.chars(o).power, game.chars(o).toughness) for o in (a, b, c)] == [
        (4, 4), (4, 4), (2, 2)]
    steps.cleanup_actions(game)
    assert (game.chars(a).power, game.chars(b).power) == (2, 2)


def test_115_1_abandon_reason_with_one_target_of_up_to_two(board) -> None:
    """"Up to two": one target chosen is legal; it gets +1/+0 and first strike."""
    game = board("""
        name: abandon reason one
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b}]
        hand: {Alice: [{card: Abandon Reason, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [a]}
    """)
    a, b = obj_id(game, "a"), obj_id(game, "b")
    assert (game.chars(a).power, game.chars(a).toughness) == (3, 2)
    assert game.chars(a).has_keyword("first strike")
    assert game.chars(b).power == 2 and not game.chars(b).has_keyword("first strike")


def test_608_2b_phalanx_formation_an_illegal_target_gets_nothing(board) -> None:
    """Any number of target creatures: three chosen; one leaves before it resolves, the other
    two gain double strike (608.2b); the spell isn't countered (608.2b: some targets legal)."""
    game = board("""
        name: phalanx
        battlefield: [{card: Grizzly Bears, as: a}, {card: Grizzly Bears, as: b},
                      {card: Grizzly Bears, as: c, controller: Bob}]
        hand: {Alice: [{card: Phalanx Formation, as: d}], Bob: [{card: Unsummon, as: u}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [a, b, c], respond: true}
          - {cast: u, by: Bob, targets: [c]}
    """)
    a, b = obj_id(game, "a"), obj_id(game, "b")
    assert game.obj(obj_id(game, "c")).zone == "hand"
    assert all(game.chars(o).has_keyword("double strike") for o in (a, b))
    assert game.obj(obj_id(game, "d")).zone == "graveyard"
