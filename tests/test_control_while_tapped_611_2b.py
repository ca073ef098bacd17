"""611.2b: "Gain control of target creature for as long as you control Rubinia Soulsinger and
Rubinia Soulsinger remains tapped." (Rubinia Soulsinger, Helm of Possession, Willow Satyr,
Hivis of the Scale): the effect lasts while both are true and ends for good as soon as
either stops (the source untaps, or another player gains control of it). Played through the
real engine."""

from __future__ import annotations

_RUBINIA = """
    name: {name}
    turn: {{number: 3}}
    battlefield:
      - {{card: Rubinia Soulsinger, as: rubinia}}
      - {{card: Grizzly Bears, as: bears, controller: Bob}}
    hand: {{Alice: [Vitalize], Bob: [Act of Treason]}}
    library: {{Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}}
    actions:
      - {{activate: {{card: rubinia, ability: 2, targets: [bears]}}}}
{more}
    expect:
{expect}
"""


def test_611_2b_rubinia_takes_the_creature_while_tapped(solve) -> None:
    out = solve(_RUBINIA.format(name="rubinia", more="", expect="""
      bears: {controller: Alice}
      rubinia: {tapped: true}
"""))
    assert out.passed, out.failures


def test_611_2b_untapping_rubinia_ends_it(solve) -> None:
    """Alice casts Vitalize: Rubinia untaps, so the Bears go back to Bob."""
    out = solve(_RUBINIA.format(name="rubinia untaps", more="""
      - {cast: Vitalize}
""", expect="""
      bears: {controller: Bob}
      rubinia: {tapped: false}
"""))
    assert out.passed, out.failures


def test_611_2b_losing_control_of_rubinia_ends_it_while_still_tapped(solve) -> None:
    """On Bob's turn he enchants the tapped Rubinia with Control Magic: Alice no longer
    controls it, so the Bears are Bob's again though Rubinia is still tapped."""
    out = solve(_RUBINIA.format(name="rubinia stolen", more="""
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: Control Magic, by: Bob, targets: [rubinia]}
""", expect="""
      bears: {controller: Bob}
      rubinia: {controller: Bob, tapped: true}
""").replace("Bob: [Act of Treason]", "Bob: [Control Magic]"))
    assert out.passed, out.failures


def test_611_2b_an_ended_duration_doesnt_begin_again(solve) -> None:
    """Act of Treason takes Rubinia for Bob's turn (and untaps it): the effect ended; when
    Rubinia comes back to Alice at the end of that turn the Bears stay Bob's."""
    out = solve(_RUBINIA.format(name="rubinia back", more="""
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: Act of Treason, by: Bob, targets: [rubinia]}
      - {pass: next_turn}
""", expect="""
      bears: {controller: Bob}
      rubinia: {controller: Alice}
"""))
    assert out.passed, out.failures
