"""611.2b: effects "for as long as this creature remains on the battlefield" / "until this
creature leaves the battlefield" (Awakener Druid, Sower of Temptation, Gaea's Liege), played
through the real engine: the effect ends when its source leaves the battlefield."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility
from arbiter.state.effects import WHILE_SOURCE


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Gaea's Liege", "{T}: Target land becomes a Forest until this creature leaves the "
     "battlefield.", ActivatedAbility),
    ("Sower of Temptation", "When this creature enters, gain control of target creature for "
     "as long as this creature remains on the battlefield.", TriggeredAbility),
    ("Awakener Druid", "When this creature enters, target Forest becomes a 4/5 green Treefolk "
     "creature for as long as this creature remains on the battlefield. It's still a land.",
     TriggeredAbility),
])
def test_611_2b_while_source_remains_real_lines(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind)
    assert [i.duration for i in ab.instructions if hasattr(i, "duration")] == [WHILE_SOURCE]


def test_611_2b_sower_of_temptation_control_ends_when_it_leaves(board) -> None:
    """Sower of Temptation takes Bob's Hill Giant; Bob's Lightning Bolt kills the Sower: the
    Giant goes back to Bob."""
    game = board("""
        name: sower
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Sower of Temptation, as: sower}], Bob: [Lightning Bolt]}
        choices: [giant]
        actions:
          - {cast: Sower of Temptation}
    """)
    giant = obj_id(game, "giant")
    assert game.chars(giant).controller == 0
    game2 = board("""
        name: sower dies
        battlefield: [{card: Hill Giant, controller: Bob, as: giant}]
        hand: {Alice: [{card: Sower of Temptation, as: sower}], Bob: [Lightning Bolt]}
        choices: [giant]
        actions:
          - {cast: Sower of Temptation}
          - {cast: Lightning Bolt, by: Bob, targets: [sower]}
    """)
    assert game2.obj(obj_id(game2, "sower")).zone == "graveyard"
    assert game2.chars(obj_id(game2, "giant")).controller == 1


def test_611_2b_awakener_druid_forest_stops_being_a_creature(board) -> None:
    game = board("""
        name: awakener druid
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [{card: Awakener Druid, as: druid}], Bob: [Lightning Bolt]}
        choices: [forest]
        actions:
          - {cast: Awakener Druid}
    """)
    ch = game.chars(obj_id(game, "forest"))
    assert "Creature" in ch.types and (ch.power, ch.toughness) == (4, 5)
    game = board("""
        name: awakener druid dies
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [{card: Awakener Druid, as: druid}], Bob: [Lightning Bolt]}
        choices: [forest]
        actions:
          - {cast: Awakener Druid}
          - {cast: Lightning Bolt, by: Bob, targets: [druid]}
    """)
    ch = game.chars(obj_id(game, "forest"))
    assert "Creature" not in ch.types and ch.subtypes == {"Forest"}
