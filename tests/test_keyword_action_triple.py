"""Triple (701.11), played through the real engine: Tifa's Limit Break's third mode triples a
creature's power and toughness (+X/+Y, twice its own numbers as the spell resolves, 701.11b;
negative numbers, 701.11c), and the table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.doubling import OwnAsResolved

ALICE = 0


def _board(extra: str = "") -> str:
    forests = ", ".join(["Forest"] * 8)
    return f"""
        name: triple
        battlefield: [{forests}, {{card: Grizzly Bears, as: bears}}{extra}]
        hand: {{Alice: [{{card: Tifa's Limit Break, as: tifa}}]}}
        library: {{Alice: [Forest], Bob: [Forest]}}
    """


def test_701_11b_triple_a_creatures_power_and_toughness(board) -> None:
    """Tifa's Limit Break ({G}) with its Final Heaven mode ({6}{G} more,
    tiered, 702.183a): Grizzly Bears (2/2)
    gets +4/+4 until end of turn: 6/6."""
    game = board(_board())
    bears = obj_id(game, "bears")
    cast(game, obj_id(game, "tifa"), ALICE, [bears], {"mode": 3}, pay=True)
    resolve_all(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (6, 6)


def test_701_11b_the_bonus_is_fixed_as_the_spell_resolves(board) -> None:
    """701.11a-b: the effect modifies, it doesn't set. Tripled to 6/6, the Bears then get a
    +1/+1 counter: 7/7 (the +4/+4 stays as fixed, not 3 times the new 3/3)."""
    game = board(_board())
    bears = obj_id(game, "bears")
    cast(game, obj_id(game, "tifa"), ALICE, [bears], {"mode": 3}, pay=True)
    resolve_all(game)
    game.put_counters(bears, "+1/+1", 1)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (7, 7)


def test_701_10b_the_double_mode_of_the_same_card(board) -> None:
    """The Meteor Strikes mode ({2} more) of the same card gives the Bears +2/+2: 4/4."""
    game = board(_board())
    bears = obj_id(game, "bears")
    cast(game, obj_id(game, "tifa"), ALICE, [bears], {"mode": 2}, pay=True)
    resolve_all(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_701_11c_tripling_a_negative_power(board) -> None:
    """701.11c: Wall of Stone (0/8) with two -1/-1 counters is -2/6; tripling its power and
    toughness gives it -4/+12 (twice the difference from 0, twice its toughness): -6/18."""
    game = board(_board(", {card: Wall of Stone, as: wall}"))
    wall = obj_id(game, "wall")
    game.put_counters(wall, "-1/-1", 2)
    assert (game.chars(wall).power, game.chars(wall).toughness) == (-2, 6)
    cast(game, obj_id(game, "tifa"), ALICE, [wall], {"mode": 3}, pay=True)
    resolve_all(game)
    assert (game.chars(wall).power, game.chars(wall).toughness) == (-6, 18)


@pytest.mark.parametrize(("line", "times"), [
    ("\u2022 Triple target creature's power and toughness until end of turn.", 2),
    ("\u2022 Double target creature's power and toughness until end of turn.", 1),
    ("Double the power of target creature until end of turn.", 1),
])
def test_701_11b_triple_lines_read(line, times) -> None:
    [ab] = compile_line(line, "Tifa's Limit Break", spell=True)
    assert not isinstance(ab, UnsupportedAbility)
    part = ab.instructions[0].parts[0]
    assert part.power == OwnAsResolved("power", times)
    assert ab.instructions[0].duration == "end_of_turn"


@pytest.mark.parametrize("line", [
    # 701.11a is about power and toughness only: tripling damage is a replacement effect.
    "If a source you control would deal damage to a permanent or player, it deals triple "
    "that damage instead.",
])
def test_701_11a_tripling_damage_is_not_this_clause(line) -> None:
    """614.1a: read as a replacement effect on the damage (`rules.damage_increase`, three
    times the damage), not as the keyword action."""
    from arbiter.rules.abilities import StaticAbility
    from arbiter.rules.damage_increase import RULE, DamageIncrease

    [ab] = compile_line(line, "City on Fire")
    assert isinstance(ab, StaticAbility)
    (part,) = ab.effects[0].parts
    assert part.rule == RULE and isinstance(part.detail, DamageIncrease)
    assert (part.detail.op, part.detail.n) == ("times", 3)
