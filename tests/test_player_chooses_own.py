"""608.2d / 101.4: "Target opponent chooses a creature they control. Destroy that creature."
(Imperial Edict), "Each opponent chooses a creature they control. You gain control of those
creatures." (Riches), "... You gain control of it." (Sakashima's Will): the opponent makes the
choice as the spell resolves (not a target), among creatures they control, and the next
sentence acts on the creature chosen. Played through the engine."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.stack.player_chooses import PlayerChoosesOwn
from arbiter.rules.abilities import UnsupportedAbility


def test_608_2d_imperial_edict_destroys_the_creature_bob_chooses(solve) -> None:
    """Bob controls Grizzly Bears and Hill Giant and chooses the Bears: it is destroyed, the
    Giant stays."""
    out = solve("""
        name: imperial edict
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob},
                      {card: Hill Giant, as: giant, controller: Bob},
                      {card: Savannah Lions, as: lions}]
        hand: {Alice: [Imperial Edict]}
        actions:
          - {cast: Imperial Edict, targets: [Bob], choices: {choose_object: bears}}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield}
          lions: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2d_riches_alice_gains_control_of_the_chosen_creature(solve) -> None:
    """Riches (the aftermath half, cast from Alice's graveyard): Bob, her only opponent,
    chooses Hill Giant among his creatures; Alice gains control of it, and Bob keeps his
    Grizzly Bears."""
    out = solve("""
        name: riches
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob},
                      {card: Hill Giant, as: giant, controller: Bob}]
        graveyard: {Alice: [Rags // Riches]}
        actions:
          - {cast: Rags // Riches, from: graveyard, alternative: aftermath,
             choices: {choose_object: giant}}
        expect:
          giant: {controller: Alice}
          bears: {controller: Bob}
    """)
    assert out.passed, out.failures


def test_608_2d_nothing_to_choose_nothing_happens(solve) -> None:
    """Bob controls no creature: Imperial Edict resolves and Alice's Savannah Lions, which Bob
    doesn't control, can't be chosen."""
    out = solve("""
        name: imperial edict no creature
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Imperial Edict]}
        actions:
          - {cast: Imperial Edict, targets: [Bob]}
        expect:
          lions: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2d_that_creature_after_each_opponents_choice_stays_unread() -> None:
    (ab,) = compile_line("Each opponent chooses a creature they control. Destroy that "
                         "creature.", "Card", spell=True)
    assert isinstance(ab, UnsupportedAbility)
    (ab,) = compile_line("Target opponent chooses a creature they control. You gain control "
                         "of it.", "Card", spell=True)
    assert isinstance(ab.instructions[0], PlayerChoosesOwn)
