"""614.10 / 506.1: "When this creature enters, target opponent skips their next combat
phase." (Stonehorn Dignitary): Bob's next turn goes from his precombat main phase straight
to his postcombat main phase (every step of the combat phase skipped); the turn after it has
its combat phase. "... their next combat phase this turn." stays unread."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text

_DIGNITARY = """
        name: stonehorn dignitary
        battlefield: [Plains, Plains, Plains, Plains]
        hand: {Alice: [Stonehorn Dignitary]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
        turn: {number: 3, phase: precombat_main}
        actions:
          - {cast: Stonehorn Dignitary}
          - {pass: {to: precombat_main}}
          - {pass: next_step}
"""


def test_614_10_bobs_next_combat_phase_is_skipped(solve) -> None:
    out = solve(_DIGNITARY + """
        expect:
          game: {turn: 4, step: postcombat_main}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.combat_phases == 0


def test_614_10_only_the_next_combat_phase(solve) -> None:
    out = solve(_DIGNITARY + """
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
          - {pass: next_step}
        expect:
          game: {turn: 6, step: beginning_of_combat}
    """)
    assert out.passed, out.failures


def test_614_10_alices_own_combat_phase_isnt_skipped(solve) -> None:
    """The effect names Bob: Alice's turn 5 has its combat phase."""
    out = solve(_DIGNITARY + """
          - {pass: {to: precombat_main}}
          - {pass: next_step}
        expect:
          game: {turn: 5, step: beginning_of_combat}
    """)
    assert out.passed, out.failures


def test_614_10_this_turn_variant_stays_unread() -> None:
    abilities = compile_text("Target player skips their next combat phase this turn.",
                             "Moment of Silence", spell=True) or []
    assert not abilities or any(unread_parts(a) for a in abilities)
