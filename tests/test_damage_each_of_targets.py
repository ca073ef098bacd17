"""120.3, 115.1, 115.4: "<source> deals N damage to each of [up to] <count> target
creatures / targets": one target requirement for several different targets (115.3), and each
target still legal as the spell resolves is dealt N damage, all at once (120.4, 608.2b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

#: Real Oracle lines in today's wording: (card, line, count, up to, any target).
LINES = [
    ("Furious Reprisal", "Furious Reprisal deals 2 damage to each of two targets.", 2, False,
     True),
    ("Dual Shot", "Dual Shot deals 1 damage to each of up to two target creatures.", 2, True,
     False),
    ("Shower of Coals", "Shower of Coals deals 2 damage to each of up to three targets.", 3,
     True, True),
    ("Volcanic Salvo", "Volcanic Salvo deals 6 damage to each of up to two target creatures "
                       "and/or planeswalkers.", 2, True, False),
    ("Meteor Blast", "Meteor Blast deals 4 damage to each of X targets.", 0, False, True),
]


@pytest.mark.parametrize(("name", "line", "count", "up_to", "any_target"), LINES)
def test_115_1_each_of_targets_lines(name: str, line: str, count: int, up_to: bool,
                                    any_target: bool) -> None:
    (ability,) = compile_line(line, name, spell=True)
    assert isinstance(ability, SpellAbility)
    (spec,) = ability.targets
    assert (spec.count, spec.up_to, spec.kind == "any") == (count, up_to, any_target)
    assert spec.x == (count == 0)


def test_115_4_targets_without_a_count_are_not_read() -> None:
    """"targets" names how many; without a number the words aren't a target phrase."""
    (ability,) = compile_line("Zap deals 2 damage to targets.", "Zap", spell=True)
    assert not isinstance(ability, SpellAbility)


def test_120_3_furious_reprisal_deals_2_to_a_player_and_2_to_a_creature(board) -> None:
    """Bob (20 life) and his Grizzly Bears (2/2): Bob at 18, the Bears die (704.5g)."""
    game = board("""
        name: reprisal
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [{card: Furious Reprisal, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [Bob, bears]}
    """)
    assert game.state.players[1].life == 18
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


def test_115_3_furious_reprisal_needs_two_different_targets(board) -> None:
    """"Each of two targets": the same player twice is refused, the game unchanged."""
    game = board("""
        name: reprisal twice
        hand: {Alice: [{card: Furious Reprisal, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    from arbiter.engine.casting import spells

    before = game.state.version
    with pytest.raises(IllegalActionError, match="115.3"):
        spells.cast(game, obj_id(game, "d"), 0, [("player", 1), ("player", 1)], {})
    assert game.state.version == before and game.state.players[1].life == 20


def test_107_3_meteor_blast_x_2_deals_4_to_each_of_two_targets(board) -> None:
    """X = 2: two targets, Bob and a Serra Angel (4/4), each dealt 4: Bob at 16, the Angel
    dies."""
    game = board("""
        name: meteor blast
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        hand: {Alice: [{card: Meteor Blast, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: d, targets: [Bob, angel], choices: {x: 2}}
    """)
    assert game.state.players[1].life == 16
    assert game.obj(obj_id(game, "angel")).zone == "graveyard"
