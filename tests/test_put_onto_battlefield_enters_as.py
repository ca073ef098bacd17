"""110.2 / 611.2e: "Put target creature card from a graveyard onto the battlefield under your
control." (Beacon of Unrest, Reanimate's first sentence), and "That creature is a black Zombie
in addition to its other colors and types." (Rise from the Grave): an effect saying the
permanent "is" something applies as it enters, so it enters as a Zombie."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_110_2_put_onto_the_battlefield_under_your_control_line() -> None:
    [ability] = compile_text("Put target artifact or creature card from a graveyard onto the "
                             "battlefield under your control. Shuffle Beacon of Unrest into "
                             "its owner's library.", "Beacon of Unrest", True) or [None]
    put, shuffle = ability.instructions
    assert put == I.ReturnToBattlefield(I.Ref.target(0), under_you=True)
    assert shuffle == I.ShuffleInto(I.Ref.this())
    assert ability.targets[0].zone == "graveyard"


def test_611_2e_rise_from_the_grave_line() -> None:
    [ability] = compile_text("Put target creature card from a graveyard onto the battlefield "
                             "under your control. That creature is a black Zombie in addition "
                             "to its other colors and types.", "Rise from the Grave",
                             True) or [None]
    [put] = ability.instructions
    assert isinstance(put, I.ReturnToBattlefield) and put.under_you
    assert len(put.effect_parts) == 2  # a Zombie, black: as it enters


def test_611_2e_rise_from_the_grave_enters_as_a_black_zombie(solve) -> None:
    """Bob's Grizzly Bears from his graveyard: Alice's, a black and green Zombie Bear; it
    entered as a Zombie, so Alice's Champion of the Perished triggers."""
    out = solve("""
        name: Rise from the Grave
        battlefield: [{card: Champion of the Perished, as: champion}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [Rise from the Grave]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - {cast: Rise from the Grave, targets: [bears]}
        expect:
          bears: {zone: battlefield, controller: Alice, colors: [black, green],
                  subtypes: [Bear, Zombie]}
          champion: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures
