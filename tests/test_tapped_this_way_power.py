"""602.2b, 608.2h: "Tap an untapped <creature> you control: This creature gets +X/+0 until end
of turn, where X is the power of the creature tapped this way" — X is the power of the creature
tapped paying the activation cost, fixed as the ability resolves (Impelled Giant, Keldon
Battlewagon), compiled from the real cards and played through the engine."""

from __future__ import annotations


def test_608_2h_impelled_giant_gets_the_tapped_creatures_power(solve) -> None:
    """Impelled Giant (3/3) taps Alice's Hill Giant (red, 3/3): +3/+0, a 6/3 until end of
    turn; the Hill Giant is tapped."""
    out = solve("""
        name: impelled giant
        battlefield: [{card: Impelled Giant, as: ig}, {card: Hill Giant, as: hill}]
        actions:
          - activate: {card: ig, ability: 2, choices: {tap: hill}}
        expect:
          ig: {power: 6, toughness: 3}
          hill: {tapped: true}
    """)
    assert out.passed, out.failures


def test_608_2h_the_power_as_the_ability_resolves(solve) -> None:
    """Keldon Battlewagon (0/3) taps Grizzly Bears; in response Alice gives the Bears +3/+3
    with Giant Growth: the Bears' power is 5 as the ability resolves, so the Battlewagon
    becomes 5/3."""
    out = solve("""
        name: keldon battlewagon
        battlefield: [{card: Keldon Battlewagon, as: kb}, {card: Grizzly Bears, as: bears},
                      Forest]
        hand: {Alice: [Giant Growth]}
        actions:
          - activate: {card: kb, ability: 4, choices: {tap: bears}, respond: true}
          - {cast: Giant Growth, targets: [bears], pay: true}
        expect:
          kb: {power: 5, toughness: 3}
    """)
    assert out.passed, out.failures


def test_118_3_impelled_giant_cant_tap_a_creature_that_isnt_red(solve) -> None:
    """Grizzly Bears isn't red: the cost can't be paid with it; refused, nothing changes."""
    out = solve("""
        name: impelled giant, green bears
        battlefield: [{card: Impelled Giant, as: ig}, {card: Grizzly Bears, as: bears}]
        actions:
          - activate: {card: ig, ability: 2, choices: {tap: bears}}
            refused: "tap"
        expect:
          ig: {power: 3}
          bears: {tapped: false}
    """)
    assert out.passed, out.failures
