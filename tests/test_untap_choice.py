"""502.3: "You may choose not to untap ~ during your untap step." and 611.2b: effects "for as
long as ~ remains tapped", played over turns through the real engine. The active player
determines which permanents untap, then they untap all at once; an effect that lasts while
its source remains tapped ends when the source untaps and doesn't come back if it is tapped
again; one whose source was untapped before it began does nothing."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility

_LIBRARIES = "library: {Alice: [Island, Island, Island], Bob: [Island, Island, Island]}"


def _weaponry(solve, keep: str, extra: str = "", expect: str = ""):
    """Tawnos's Weaponry ({2}, {T}: Target creature gets +1/+1 for as long as this artifact
    remains tapped.) used on Alice's turn 1, then to her turn 3 upkeep, where she answers
    whether she keeps it tapped."""
    return solve(f"""
        name: weaponry
        {_LIBRARIES}
        battlefield:
          - {{card: "Tawnos's Weaponry", as: w}}
          - {{card: Grizzly Bears, as: bears}}
        choices: [{keep}]
        actions:
          - {{activate: {{card: w, ability: "{{2}}", targets: [bears]}}}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}{extra}
        expect:{expect}
          bears: {{power: {"3" if keep == "yes" else "2"}}}
    """)


def test_502_3_611_2b_kept_tapped_the_effect_lasts(solve) -> None:
    out = _weaponry(solve, "yes", expect="\n          w: {tapped: true}")
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3


def test_502_3_611_2b_untapped_the_effect_ends(solve) -> None:
    out = _weaponry(solve, "'no'", expect="\n          w: {tapped: false}")
    assert out.passed, out.failures


def test_611_2b_tapped_again_the_old_effect_doesnt_come_back(solve) -> None:
    """Untapped at turn 3, then used again: the Bears get +1/+1 from the new activation only
    (3/3, not 4/4)."""
    out = solve(f"""
        name: weaponry again
        {_LIBRARIES}
        battlefield:
          - {{card: "Tawnos's Weaponry", as: w}}
          - {{card: Grizzly Bears, as: bears}}
        choices: ['no']
        actions:
          - {{activate: {{card: w, ability: "{{2}}", targets: [bears]}}}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
          - {{activate: {{card: w, ability: "{{2}}", targets: [bears]}}}}
        expect:
          bears: {{power: 3, toughness: 3}}
    """)
    assert out.passed, out.failures


def test_611_2b_source_untapped_before_it_resolves_the_effect_does_nothing(solve) -> None:
    """In response to the ability, Twiddle untaps Tawnos's Weaponry: the duration never
    began, so the Bears don't get +1/+1 (and stay 2/2 when the Weaponry is tapped later)."""
    out = solve("""
        name: weaponry twiddled
        battlefield:
          - {card: "Tawnos's Weaponry", as: w}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Twiddle]}
        choices: [yes, untap]
        actions:
          - {activate: {card: w, ability: "{2}", targets: [bears]}, respond: true}
          - {cast: Twiddle, targets: [w]}
        expect:
          w: {tapped: false}
          bears: {power: 2}
    """)
    assert out.passed, out.failures


def test_502_3_doesnt_untap_for_as_long_as_the_prison_remains_tapped(solve) -> None:
    """Amber Prison taps Bob's Bears on turn 1: at Bob's turn 2 untap step they stay tapped;
    Alice untaps the Prison at her turn 3 untap step; at Bob's turn 4 they untap."""
    board = f"""
        name: prison
        {_LIBRARIES}
        battlefield:
          - {{card: Amber Prison, as: p}}
          - {{card: Grizzly Bears, as: bears, controller: Bob}}
        choices: ['no']
        actions:
          - {{activate: {{card: p, ability: "{{4}}", targets: [bears]}}}}
          - {{pass: {{to: upkeep}}}}"""
    out = solve(board + """
        expect:
          bears: {tapped: true}
    """)
    assert out.passed, out.failures
    out = solve(board + """
          - {pass: {to: upkeep}}
          - {pass: {to: upkeep}}
        expect:
          p: {tapped: false}
          bears: {tapped: false}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 4


def test_502_3_permanents_untap_at_once_what_untaps_is_decided_first(solve) -> None:
    """Alice's own Bears held by her Amber Prison: at her untap step she untaps the Prison,
    but which permanents untap is determined before they untap together (502.3), while the
    Prison is still tapped: the Bears stay tapped this time."""
    out = solve(f"""
        name: own prison
        {_LIBRARIES}
        battlefield:
          - {{card: Amber Prison, as: p}}
          - {{card: Grizzly Bears, as: bears}}
        choices: ['no']
        actions:
          - {{activate: {{card: p, ability: "{{4}}", targets: [bears]}}}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
        expect:
          p: {{tapped: false}}
          bears: {{tapped: true}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "read"), [
    ("You may choose not to untap this creature during your untap step.", True),
    ("You may choose not to untap this artifact during your untap step.", True),
    ("You may choose not to untap this land during your untap step.", True),
    ("You may choose not to untap ~ during your untap step. If you do, put a pause counter "
     "on it, then you lose 1 life for each pause counter on it.", False),  # Macie
])
def test_502_3_oracle_lines(line: str, read: bool) -> None:
    (ab,) = compile_line(line, "Some Permanent")
    assert isinstance(ab, StaticAbility if read else UnsupportedAbility)


def test_611_2b_oracle_line_reads_the_duration() -> None:
    (ab,) = compile_line("{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as "
                         "long as this creature remains tapped.", "Everglove Courier")
    (effect,) = ab.instructions
    assert effect.duration == "while_source_tapped"



@pytest.mark.parametrize("line", [
    # Flying Crane Technique: "they" are the creatures untapped, not the spell
    "Untap all creatures you control. They gain flying and double strike until end of turn.",
    # Kill Switch: "they" are the artifacts tapped
    "{2}, {T}: Tap all other artifacts. They don't untap during their controllers' untap "
    "steps for as long as this artifact remains tapped.",
])
def test_611_2c_they_after_tapping_a_group_is_left_unread(line: str) -> None:
    """A pronoun after an instruction on each object of a kind names that group, which the
    engine's references can't name yet: the line stays unread rather than acting on the
    source itself."""
    abilities = compile_line(line, "Some Card", spell=not line.startswith("{"))
    assert any(isinstance(a, UnsupportedAbility) for a in abilities)
