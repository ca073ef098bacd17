"""205.1a / 608.2d: "{1}: This creature becomes the creature type of your choice until end
of turn." (Mistform Wall): the type is chosen as the ability resolves and replaces the
creature's creature types (layer 4) until the cleanup step (514.2)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ActivatedAbility


def test_205_1a_the_line_is_read_as_a_choice_then_a_type_change() -> None:
    (ab,) = compile_line("{1}: This creature becomes the creature type of your choice until "
                         "end of turn.", "Mistform Wall")
    assert isinstance(ab, ActivatedAbility)
    choose, effect = ab.instructions
    assert isinstance(choose, I.Choose) and choose.key == "creature_type"
    assert isinstance(effect, I.CreateEffect)


def test_205_1a_mistform_wall_becomes_an_elf_and_loses_defender(solve) -> None:
    """Mistform Wall "has defender as long as it's a Wall": as an Elf it is no Illusion nor
    Wall and has no defender; after the cleanup step it is an Illusion Wall with defender."""
    out = solve("""
        name: mistform wall
        battlefield: [{card: Mistform Wall, as: wall}]
        actions:
          - activate: {card: wall, ability: 2, choices: {creature_type: Elf}}
    """)
    assert out.passed, out.failures
    game = out.game
    wall = obj_id(game, "wall")
    assert game.chars(wall).subtypes == {"Elf"}
    assert not game.chars(wall).has_keyword("defender")
    steps.cleanup_actions(game)  # 514.2: "until end of turn" ends
    assert game.chars(wall).subtypes == {"Illusion", "Wall"}
    assert game.chars(wall).has_keyword("defender")
