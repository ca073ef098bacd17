"""615.1 / 611.2a / 510.2: "Untap target attacking creature. Prevent all combat damage that
would be dealt to and dealt by that creature this turn." (Maze of Ith, Ebony Horse): a
resolved prevention effect on one creature, both ways, for combat damage only."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I


def _maze(board, blocked: bool):  # type: ignore[no-untyped-def]
    block = "{bears: wurm}" if blocked else "{}"
    return board(f"""
        name: Maze of Ith
        turn: {{number: 2}}
        battlefield:
          - {{card: Craw Wurm, as: wurm}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Maze of Ith, controller: Bob, as: maze}}
        hand: {{Bob: [{{card: Shock, as: shock}}]}}
        actions:
          - {{attack: [wurm]}}
          - {{block: {block}}}
          - {{activate: {{card: maze, ability: 1, targets: [wurm], by: Bob}}}}
          - {{pass: {{to: end_of_combat}}}}
    """)


def test_615_1_maze_of_ith_blocked_no_damage_either_way(board) -> None:
    """Craw Wurm (6/4) blocked by Grizzly Bears: the Maze untaps it, and neither deals or is
    dealt combat damage."""
    game = _maze(board, blocked=True)
    wurm, bears = obj_id(game, "wurm"), obj_id(game, "bears")
    assert not game.obj(wurm).tapped
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 0
    assert game.obj(wurm).damage == 0
    assert game.obj(obj_id(game, "maze")).tapped


def test_615_1_maze_of_ith_unblocked_no_damage_to_the_player(board) -> None:
    game = _maze(board, blocked=False)
    assert game.state.players[1].life == 20


def test_510_2_maze_of_ith_doesnt_prevent_noncombat_damage(board) -> None:
    """After the Maze, Bob's Shock still deals 2 to the Wurm (only combat damage)."""
    from arbiter.engine.casting import spells
    from arbiter.engine.turn.steps import resolve_all

    game = _maze(board, blocked=True)
    wurm = obj_id(game, "wurm")
    spells.cast(game, obj_id(game, "shock"), 1, [wurm], {})
    resolve_all(game)
    assert game.obj(wurm).damage == 2


@pytest.mark.parametrize("text,card,rules", [
    ("{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to "
     "and dealt by that creature this turn.", "Maze of Ith",
     {"prevent_all_combat_damage_dealt_to", "prevent_all_combat_damage_dealt_by"}),
    ("{2}, {T}: Untap target attacking creature you control. Prevent all combat damage that "
     "would be dealt to and dealt by that creature this turn.", "Ebony Horse",
     {"prevent_all_combat_damage_dealt_to", "prevent_all_combat_damage_dealt_by"}),
    ("{U}: Prevent all combat damage that would be dealt to and dealt by this creature this "
     "turn.", "Sparring Golem", None),
    ("{1}{W}: Prevent all combat damage that would be dealt by target creature this turn.",
     "Shelter", {"prevent_all_combat_damage_dealt_by"}),
    ("{2}{W}: Prevent all combat damage that would be dealt this turn by target attacking "
     "creature with flying.", "Ray of Distortion", {"prevent_all_combat_damage_dealt_by"}),
    ("[+1]: Until your next turn, prevent all damage that would be dealt to and dealt by "
     "target permanent an opponent controls.", "Gideon", {"prevent_all_damage_dealt_to",
                                                          "prevent_all_damage_dealt_by"}),
])
def test_615_1_prevent_all_on_an_object_oracle_lines(text: str, card: str,
                                                     rules: set[str] | None) -> None:
    [ability] = compile_text(text, card, False)
    effect = next(i for i in ability.instructions if isinstance(i, I.CreateEffect))
    got = {p.rule for p in effect.parts}
    assert got == (rules or {"prevent_all_combat_damage_dealt_to",
                             "prevent_all_combat_damage_dealt_by"})
