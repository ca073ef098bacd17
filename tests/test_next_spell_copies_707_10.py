"""603.7 / 707.10 / 707.10c: a delayed trigger "When you next cast <a spell> this turn," whose
effect copies that spell: "copy it and you may choose new targets for the copy" (Jeong Jeong,
the Deserter), "copy that spell twice. You may choose new targets for the copies." (Complete
the Circuit: each copy its own, 707.10c), played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I


@pytest.mark.parametrize(("line", "copies"), [
    ("When you next cast an instant or sorcery spell this turn, copy it and you may choose new "
     "targets for the copy.", 1),
    ("When you next cast an instant or sorcery spell this turn, copy it. You may choose new "
     "targets for the copy.", 1),
    ("When you next cast an instant or sorcery spell this turn, copy that spell twice. You may "
     "choose new targets for the copies.", 2),
])
def test_603_7_707_10_next_spell_copy_lines(line: str, copies: int) -> None:
    [ability] = compile_text(line, "Test Card", spell=True)
    (delayed,) = ability.instructions
    assert (delayed.this_turn, delayed.once) == (True, True)
    assert delayed.ability.instructions == (I.CopySpell(I.Ref.event(), new_targets=True),) * copies


def test_707_10_complete_the_circuit_copies_the_next_bolt_twice(solve) -> None:
    """Alice casts Complete the Circuit, then Lightning Bolt at Bob; the delayed trigger copies
    the Bolt twice, each copy keeping Bob as its target (no new targets chosen): 9 damage.
    A second Bolt isn't copied (603.7c: once)."""
    out = solve("""
        name: complete the circuit
        battlefield: [Island, Island, Island, Island, Island, Island, Mountain, Mountain]
        hand: {Alice: [Complete the Circuit, {card: Lightning Bolt, as: b1},
                       {card: Lightning Bolt, as: b2}]}
        choices: [null, null]
        actions:
          - {cast: Complete the Circuit, pay: true}
          - {cast: b1, targets: [Bob], pay: true}
          - {cast: b2, targets: [Bob], pay: true}
        expect:
          player Bob: {life: 8}
    """)
    assert out.passed, out.failures
