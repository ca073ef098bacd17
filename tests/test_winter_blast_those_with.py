"""608.2c / 120.3: "Tap X target creatures. Winter Blast deals 2 damage to each of those
creatures with flying." — only the targets (still legal) that have flying are dealt damage."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.referenced_selectors import AmongReferenced
from arbiter.rules.structure import nodes


def test_608_2c_winter_blast_line() -> None:
    [ability] = compile_text("Tap X target creatures. Winter Blast deals 2 damage to each of "
                             "those creatures with flying.", "Winter Blast", True)
    tap, damage = ability.instructions
    [among] = [n for n in nodes(damage) if isinstance(n, AmongReferenced)]
    assert among.what == tap.what


def test_608_2c_those_creatures_with_no_reference_is_unread() -> None:
    assert compile_text("Winter Blast deals 2 damage to each of those creatures with flying.",
                        "Winter Blast", True) is None


def test_120_3_winter_blast_damages_only_the_targeted_fliers(solve) -> None:
    """X = 2 on Serra Angel and Grizzly Bears: both tapped, the Angel dealt 2; Bob's other
    Serra Angel, not a target, untouched."""
    out = solve("""
        name: winter blast
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Serra Angel, controller: Bob, as: other}
        hand: {Alice: [Winter Blast]}
        actions:
          - {cast: Winter Blast, targets: [angel, bears], choices: {x: 2}}
        expect:
          angel: {tapped: true}
          bears: {tapped: true}
          other: {tapped: false}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "angel")).damage == 2
    assert game.obj(obj_id(game, "bears")).damage == 0
    assert game.obj(obj_id(game, "other")).damage == 0
