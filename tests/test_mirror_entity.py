"""Mirror Entity's "{X}: Until end of turn, creatures you control have base power and
toughness X/X and gain all creature types." (613.4b, 205.3m, 611.2c, 107.3m), played through
the real engine: the creatures it affects are fixed as it resolves, and X is the X paid."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

_LINE = ("{X}: Until end of turn, creatures you control have base power and toughness X/X "
         "and gain all creature types.")


def test_613_4b_mirror_entity_line_is_an_activated_ability() -> None:
    (ab,) = compile_line(_LINE, "Mirror Entity")
    assert isinstance(ab, ActivatedAbility)


def test_107_3_a_static_base_pt_x_without_a_definition_stays_unread() -> None:
    (ab,) = compile_line("Creatures you control have base power and toughness X/X.", "Test")
    assert isinstance(ab, UnsupportedAbility)


def test_613_4b_mirror_entity_x_5(board) -> None:
    """X=5: Mirror Entity and Grizzly Bears are 5/5 (Bears with a +1/+1 counter 6/6, 613.4c)
    and every creature type; Bob's Hill Giant is unchanged. A creature entering afterwards
    isn't affected (611.2c). At the cleanup step it all ends (514.2)."""
    game = board("""
        name: mirror entity
        battlefield:
          - {card: Mirror Entity, as: entity}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [{card: Llanowar Elves, as: elves}]}
        actions:
          - {activate: {card: entity, ability: "{X}", choices: {x: 5}}}
          - {cast: Llanowar Elves}
    """)
    pt = {a: (game.chars(obj_id(game, a)).power, game.chars(obj_id(game, a)).toughness)
          for a in ("entity", "bears", "giant", "elves")}
    assert pt == {"entity": (5, 5), "bears": (6, 6), "giant": (3, 3), "elves": (1, 1)}
    bears = game.chars(obj_id(game, "bears"))
    assert all(bears.has_subtype(t) for t in ("Bear", "Elf", "Sliver", "Wizard"))
    assert not game.chars(obj_id(game, "giant")).has_subtype("Elf")
    steps.cleanup_actions(game)  # 514.2
    bears = game.chars(obj_id(game, "bears"))
    assert (bears.power, bears.toughness) == (3, 3) and not bears.has_subtype("Elf")
