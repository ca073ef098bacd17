"""613.1b, 611.2c, 608.2c: "Gain control of all <permanents> [until end of turn]. Untap them.
They gain haste until end of turn." (Mob Rule, Rowan, Broadcast Takeover), "Gain control of
all artifacts and creatures target opponent controls." (Tezzeret, Master of Metal) and 108.3
"Each player gains control of all creatures they own." (Homeward Path), played through the
real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_613_1b_mob_rule_takes_the_big_creatures_untaps_them_and_gives_haste(solve) -> None:
    """Mob Rule's first mode: every creature with power 4 or greater, Alice's own tapped Craw
    Wurm too, is Alice's until end of turn, untapped, with haste; Bob's Grizzly Bears (power
    2) stay his."""
    out = solve("""
        name: mob rule
        battlefield:
          - {card: Craw Wurm, as: mine, tapped: true}
          - {card: Craw Wurm, as: theirs, controller: Bob, tapped: true}
          - {card: Grizzly Bears, as: bears, controller: Bob, tapped: true}
        hand: {Alice: [Mob Rule]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Mob Rule, choices: {mode: 1}}
        expect:
          theirs: {controller: Alice, tapped: false, has: [haste]}
          mine: {controller: Alice, tapped: false, has: [haste]}
          bears: {controller: Bob, tapped: true, lacks: [haste]}
    """)
    assert out.passed, out.failures


def test_611_2a_mob_rule_control_ends_with_the_turn(solve) -> None:
    """514.2: at the cleanup step the effect ends: the Wurm is Bob's again, without haste."""
    out = solve("""
        name: mob rule ends
        battlefield:
          - {card: Craw Wurm, as: theirs, controller: Bob}
        hand: {Alice: [Mob Rule]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Mob Rule, choices: {mode: 1}}
          - {pass: next_turn}
        expect:
          theirs: {controller: Bob, lacks: [haste]}
    """)
    assert out.passed, out.failures


def test_611_2c_the_group_is_fixed_as_the_spell_resolves(solve) -> None:
    """Mob Rule's second mode (power 3 or less): Bob's Bears are taken; a creature that later
    enters under Bob's control stays his (the set was locked, 611.2c)."""
    out = solve("""
        name: mob rule locked
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
        hand: {Alice: [Mob Rule]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Mob Rule, choices: {mode: 2}}
          - {enter: {card: Grizzly Bears, as: late, controller: Bob}}
        expect:
          bears: {controller: Alice, has: [haste]}
          late: {controller: Bob, lacks: [haste]}
    """)
    assert out.passed, out.failures


def test_613_1b_tezzeret_takes_the_target_opponents_artifacts_and_creatures(solve) -> None:
    """Tezzeret's −8: Bob's Ornithopter and Grizzly Bears are Alice's from now on; his
    Glorious Anthem (an enchantment) stays his."""
    out = solve("""
        name: tezzeret ultimate
        turn: {number: 2}
        battlefield:
          - {card: "Tezzeret, Master of Metal", as: tez, counters: {loyalty: 8}}
          - {card: Ornithopter, as: thopter, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Glorious Anthem, as: anthem, controller: Bob}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {activate: {card: tez, ability: "-8", targets: [Bob]}}
          - {pass: next_turn}
        expect:
          thopter: {controller: Alice}
          bears: {controller: Alice}
          anthem: {controller: Bob}
    """)
    assert out.passed, out.failures


def test_108_3_homeward_path_gives_each_creature_back_to_its_owner(solve) -> None:
    """Bob's Control Magic took Alice's Bears; Homeward Path gives them back to Alice (its
    effect is later, 613.7) and leaves Bob's own Craw Wurm with Bob."""
    out = solve("""
        name: homeward path
        battlefield:
          - {card: Homeward Path, as: path}
          - {card: Grizzly Bears, as: bears}
          - {card: Control Magic, controller: Bob, attached_to: bears}
          - {card: Craw Wurm, as: wurm, controller: Bob}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {activate: {card: path, ability: 2}}
        expect:
          bears: {controller: Alice}
          wurm: {controller: Bob}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a singular pronoun after a group names no one object (608.2c)
    "Gain control of all creatures until end of turn. Untap it.",
    "Gain control of all creatures until end of turn. Untap that creature.",
    # another duration isn't read here
    "Gain control of all creatures until your next turn.",
])
def test_613_1b_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None


def test_613_1b_twist_allegiance_each_gains_control_of_the_others_creatures(solve) -> None:
    """Twist Allegiance targeting Bob: Alice's tapped Bears are Bob's and Bob's tapped Wurm is
    Alice's until end of turn (both sets fixed first, exchanged at once), both untapped with
    haste."""
    out = solve("""
        name: twist allegiance
        battlefield:
          - {card: Grizzly Bears, as: bears, tapped: true}
          - {card: Craw Wurm, as: wurm, controller: Bob, tapped: true}
        hand: {Alice: [Twist Allegiance]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Twist Allegiance, targets: [Bob]}
        expect:
          bears: {controller: Bob, tapped: false, has: [haste]}
          wurm: {controller: Alice, tapped: false, has: [haste]}
    """)
    assert out.passed, out.failures
