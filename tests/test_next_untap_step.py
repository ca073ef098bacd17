"""502.3 / 611.2a: "{T}: Add {B} or {R}. This land doesn't untap during your next untap
step." (Cinder Marsh): tapped for mana, it stays tapped through its controller's next untap
step, and untaps in the one after."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.next_untap import DoesntUntapYourNext
from arbiter.rules.abilities import ActivatedAbility


def test_502_3_the_line_is_a_mana_ability_with_the_rider() -> None:
    (ab,) = compile_line("{T}: Add {B} or {R}. This land doesn't untap during your next untap "
                         "step.", "Cinder Marsh")
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability  # 605.1a
    assert isinstance(ab.instructions[-1], DoesntUntapYourNext)


def test_502_3_cinder_marsh_skips_one_untap_step(solve) -> None:
    out = solve("""
        name: cinder marsh
        battlefield: [{card: Cinder Marsh, as: marsh}]
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        choices: ["{B}"]
        actions:
          - activate: {card: marsh, ability: 2}
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          marsh: {tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.number == 3  # Alice's next turn: its untap step has passed
    out = solve("""
        name: cinder marsh later
        battlefield: [{card: Cinder Marsh, as: marsh}]
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Swamp, Swamp, Swamp]}
        choices: ["{B}"]
        actions:
          - activate: {card: marsh, ability: 2}
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          marsh: {tapped: false}
    """, name="later.yaml")
    assert out.passed, out.failures
