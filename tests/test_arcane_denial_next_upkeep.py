"""603.7 / 603.7d / 608.2h: "Its controller may draw up to two cards at the beginning of the
next turn's upkeep." (Arcane Denial): a delayed triggered ability Arcane Denial's controller
controls, letting the countered spell's controller draw none to two cards at the next upkeep."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting import spells
from arbiter.engine.triggers.next_upkeep_player_draws import PlayerMayDrawAtNextUpkeep
from arbiter.engine.turn import loop, steps
from arbiter.rules.instructions import objects as I


def test_603_7_arcane_denial_line() -> None:
    [ability] = compile_text("Counter target spell. Its controller may draw up to two cards at "
                             "the beginning of the next turn's upkeep.", "Arcane Denial", True)
    assert ability.instructions[-1] == PlayerMayDrawAtNextUpkeep(2, I.Ref.controller_of(0))


class _Answers:
    """Passes priority, declares no attackers, orders triggers as offered, and answers Bob's
    "draw how many" with `drawn` (declining for none)."""

    def __init__(self, drawn: int) -> None:
        self.drawn = drawn
        self.asked: list[str] = []

    def decide(self, d: Any) -> Any:
        from arbiter.engine.turn.priority import PASS

        self.asked.append(d.key or d.kind)
        if d.kind == "priority":
            return PASS
        if d.key == "draw_up_to":
            assert d.player == 1  # the countered spell's controller decides
            return self.drawn or None
        if d.kind in ("attack", "block") or d.optional:
            return None
        return d.options[0][1]


@pytest.mark.parametrize("drawn", [2, 1, 0])
def test_603_7_arcane_denial_bob_draws_up_to_two_next_upkeep(board, drawn: int) -> None:
    """Alice counters Bob's Lightning Bolt with Arcane Denial: at the next turn's upkeep Alice
    draws a card (its second sentence) and Bob draws the number he chooses."""
    game = board("""
        name: arcane denial
        hand: {Alice: [{card: Arcane Denial, as: ad}], Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp, Swamp]}
    """)
    spells.cast(game, obj_id(game, "bolt"), 1, [("player", 0)], {})
    bolt = game.state.stack_items[-1].source
    spells.cast(game, obj_id(game, "ad"), 0, [bolt], {})
    answers = _Answers(drawn)
    game.decider = answers
    steps.resolve_all(game)
    assert obj_id(game, "bolt") != bolt and game.obj(obj_id(game, "bolt")).zone == "graveyard"
    assert game.state.players[0].life == 20
    assert len(game.state.zone_list("hand", 1)) == 0
    t = game.state.turn
    while t.number == 1 or t.step in ("untap", "upkeep", "draw"):
        loop.step(game)
    # Bob, in his main phase: the cards he chose at upkeep and the one of his draw step
    assert t.active == 1 and "draw_up_to" in answers.asked
    assert len(game.state.zone_list("hand", 1)) == drawn + 1
    assert len(game.state.zone_list("hand", 0)) == 1  # Alice's delayed draw
