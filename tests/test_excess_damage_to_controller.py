"""120.4a: "Flame Spill deals 4 damage to target creature. Excess damage is dealt to that
creature's controller instead.": the creature is dealt what would be lethal damage (its
toughness less the damage already marked on it), and the rest is dealt to its controller at the
same time. Played through the engine: Flame Spill, Pigment Storm."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.replacement.excess_damage import ExcessToController
from arbiter.rules.abilities import UnsupportedAbility


def test_120_4a_flame_spill_on_a_2_2_deals_2_to_its_controller(solve) -> None:
    """Flame Spill on Bob's Grizzly Bears (2/2): 2 damage is lethal, the other 2 are dealt to
    Bob."""
    out = solve("""
        name: flame spill bears
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Flame Spill]}
        actions:
          - {cast: Flame Spill, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_120_4a_damage_already_marked_counts(solve) -> None:
    """Shock first marks 2 damage on Bob's Hill Giant (3/3); Flame Spill's 4 damage then has
    only 1 lethal, and 3 are dealt to Bob."""
    out = solve("""
        name: flame spill marked
        battlefield: [{card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Shock, Flame Spill]}
        actions:
          - {cast: Shock, targets: [giant]}
          - {cast: Flame Spill, targets: [giant]}
        expect:
          giant: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_120_4a_no_excess_nothing_to_the_controller(solve) -> None:
    """Pigment Storm's 5 damage to Bob's Shivan Dragon (5/5): all 5 are lethal, none is
    excess, and Bob loses no life."""
    out = solve("""
        name: pigment storm dragon
        battlefield: [{card: Shivan Dragon, as: dragon, controller: Bob}]
        hand: {Alice: [Pigment Storm]}
        actions:
          - {cast: Pigment Storm, targets: [dragon]}
        expect:
          dragon: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_120_4a_excess_after_damage_to_a_player_stays_unread() -> None:
    (ab,) = compile_line("~ deals 4 damage to any target. Excess damage is dealt to that "
                         "creature's controller instead.", "Card", spell=True)
    assert isinstance(ab, UnsupportedAbility)
    (ab,) = compile_line("~ deals 4 damage to target creature. Excess damage is dealt to that "
                         "creature's controller instead.", "Flame Spill", spell=True)
    assert isinstance(ab.instructions[-1], ExcessToController)
