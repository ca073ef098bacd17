"""603.2 / 503.1 / 504.1: "At the beginning of each player's draw step, if this artifact is
untapped, that player draws an additional card." (Howling Mine): it triggers in every
player's draw step, after the turn's draw; "that player" is the active player; the
intervening "if" is checked as it triggers and resolves (603.4)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import conditions as C
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("line", "step", "body", "cond"), [
    ("At the beginning of each player's draw step, if this artifact is untapped, that player "
     "draws an additional card.", "draw", (I.Draw(1, who=I.Ref.event_player()),),
     C.SourceUntapped()),
    ("At the beginning of each player's upkeep, that player loses 1 life.", "upkeep",
     (I.LoseLife(1, who=I.Ref.event_player()),), None),
])
def test_603_2_each_players_step_lines(line, step, body, cond) -> None:
    [ability] = compile_text(line, "Howling Mine") or [None]
    assert isinstance(ability, TriggeredAbility)
    t = ability.trigger
    assert (t.event, t.step, t.whose) == ("step", step, "any")
    assert ability.instructions == body and ability.intervening_if == cond


def _bob_hand(solve, tapped: str) -> int:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Howling Mine
        battlefield: [{{card: Howling Mine, tapped: {tapped}}}]
        library: {{Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}}
        actions:
          - pass: {{to: precombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.active == 1
    return len(game.state.zone_list("hand", 1))


def test_504_1_howling_mine_gives_bob_an_additional_card(solve) -> None:
    assert _bob_hand(solve, "false") == 2


def test_603_4_a_tapped_howling_mine_doesnt(solve) -> None:
    assert _bob_hand(solve, "true") == 1
