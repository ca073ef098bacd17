"""603.2 / 608.2h: "that creature's power / toughness / mana value" in a triggered ability is
the creature the trigger's event names, as it is when the ability resolves, or as it last
existed on the battlefield if it has left (603.10a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.event_object_stats import EventObjectStat


def test_608_2h_hamletback_goliath_grows_by_the_entering_creatures_power(solve) -> None:
    """Hamletback Goliath (6/6); Alice casts Hill Giant (3/3): she puts three +1/+1 counters
    on the Goliath."""
    out = solve("""
        name: hamletback goliath
        battlefield:
          - {card: Hamletback Goliath, as: goliath}
        hand: {Alice: [Hill Giant]}
        choices: [yes]
        actions:
          - {cast: Hill Giant}
          - pass: next_step
        expect:
          goliath: {power: 9, toughness: 9, counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures


def test_603_2_hamletback_goliath_counts_an_opponents_creature_too(solve) -> None:
    """"Another creature" is anyone's: Bob's Grizzly Bears entering gives two counters."""
    out = solve("""
        name: hamletback goliath, Bob's creature
        battlefield:
          - {card: Hamletback Goliath, as: goliath}
        choices: [yes]
        actions:
          - {enter: {card: Grizzly Bears, controller: Bob}}
          - pass: next_step
        expect:
          goliath: {counters: {+1/+1: 2}}
    """)
    assert out.passed, out.failures


def test_603_10a_proper_burial_gains_the_dead_creatures_toughness(solve) -> None:
    """Proper Burial: Alice's Hill Giant (3/3) dies: she gains 3 life, its toughness as it
    last existed on the battlefield."""
    out = solve("""
        name: proper burial
        battlefield:
          - Proper Burial
          - {card: Hill Giant, as: giant}
        actions:
          - {move: {card: giant, to: graveyard}}
          - pass: next_step
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "stat"), [
    ("Whenever another creature enters, you may put X +1/+1 counters on this creature, where "
     "X is that creature's power.", "power"),  # Hamletback Goliath
    ("Whenever a creature you control dies, you gain life equal to that creature's "
     "toughness.", "toughness"),  # Proper Burial
    ("Whenever another creature you control enters, you gain life equal to that creature's "
     "toughness.", "toughness"),  # Trostani, Selesnya's Voice
    ("When a creature enters, sacrifice this artifact and create X 2/2 green Monkey creature "
     "tokens, where X is that creature's mana value.", "mana_value"),  # Monkey Cage
    ("Whenever a nonland creature you control dies, earthbend X, where X is that creature's "
     "power.", "power"),  # Beifong's Bounty Hunters (701.66a: N counted as it resolves)
])
def test_608_2h_event_creature_stat_lines(line: str, stat: str) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert repr(EventObjectStat(stat)) in repr(ab.instructions)


def test_608_2h_that_creature_after_a_target_stays_unread() -> None:
    """After a target, "that creature" may be the target: not read as the event's."""
    [ab] = compile_text("Whenever a creature you control dies, this creature deals damage to "
                        "target creature equal to that creature's power.", "Test Card") or [None]
    assert not isinstance(ab, TriggeredAbility)


def test_603_10a_creature_bond_damages_the_dead_creatures_controller(solve) -> None:
    """Alice's Creature Bond on Bob's Hill Giant (3/3): the Giant dies, the Aura goes to the
    graveyard too (704.5m), and its ability deals 3 damage to Bob, the Giant's controller as
    it last existed."""
    out = solve("""
        name: creature bond
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Creature Bond, attached_to: giant}
        actions:
          - {move: {card: giant, to: graveyard}}
          - pass: next_step
        expect:
          Creature Bond: {zone: graveyard}
          player Bob: {life: 17}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
