"""603.2 with 102.2: "Whenever you cast a spell during an opponent's turn" (Brineborn
Cutthroat), "Whenever an opponent casts a spell during your turn" (Hermit of the
Natterknolls): the event triggers the ability only in such a turn."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


@pytest.mark.parametrize(("bobs_turn", "counters"), [(True, {"+1/+1": 1}), (False, {})])
def test_102_2_brineborn_cutthroat_counts_spells_in_an_opponents_turn(
        solve, bobs_turn: bool, counters: dict[str, int]) -> None:
    first = "          - pass: {to: precombat_main}\n" if bobs_turn else ""
    out = solve(f"""
        name: brineborn cutthroat
        battlefield:
          - {{card: Brineborn Cutthroat, as: cutthroat}}
        hand: {{Alice: [Lightning Bolt]}}
        library: {{Alice: [Forest, Forest], Bob: [Forest, Forest]}}
        actions:
{first}          - {{cast: Lightning Bolt, targets: [Bob], by: Alice}}
          - pass: next_step
        expect:
          cutthroat: {{counters: {counters}}}
          player Bob: {{life: 17}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == (1 if bobs_turn else 0)


@pytest.mark.parametrize(("line", "whose"), [
    ("Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on this "
     "creature.", "opponent"),  # Brineborn Cutthroat
    ("Whenever an opponent casts a spell during your turn, draw a card.", "you"),
    ("Whenever you gain life during your turn, put a +1/+1 counter on this creature.", "you"),
    ("Whenever you draw a card during an opponent's turn, put a +1/+1 counter on this "
     "creature.", "opponent"),
])
def test_102_2_during_turn_lines(line: str, whose: str) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.whose == whose
