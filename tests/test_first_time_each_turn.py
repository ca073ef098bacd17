"""603.2: "Whenever <event> for the first time each turn": only the turn's first event that
meets the rest of the trigger condition triggers it, even one from before the ability's
source was on the battlefield; a new turn starts over. Played on a board with Attended
Healer (gaining life), Heartfire Hero (valiant: becoming the target of a spell or ability
you control) and Vengeful Warchief (losing life)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

LINES = [
    ("Attended Healer", "Whenever you gain life for the first time each turn, create a 1/1 "
     "white Cat creature token."),
    ("Heartfire Hero", "Valiant — Whenever this creature becomes the target of a spell or "
     "ability you control for the first time each turn, put a +1/+1 counter on it."),
    ("Aurelia, the Warleader", "Whenever Aurelia attacks for the first time each turn, untap "
     "all creatures you control. After this phase, there is an additional combat phase."),
    ("Vengeful Warchief", "Whenever you lose life for the first time each turn, put a +1/+1 "
     "counter on this creature."),
    ("Whispering Snitch", "Whenever you surveil for the first time each turn, this creature "
     "deals 1 damage to each opponent and you gain 1 life."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_603_2_first_time_each_turn_lines_read(name: str, line: str) -> None:
    abilities = compile_line(line, name, legendary="," in name)
    assert len(abilities) == 1
    ability = abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger.first_each_turn


def test_603_2_only_the_first_life_gain_of_the_turn(solve) -> None:
    """Alice casts Revitalize twice: only the first gain creates a Cat; she gained 6."""
    out = solve("""
        name: first gain
        battlefield: [{card: Attended Healer}]
        hand: {Alice: [Revitalize, Revitalize]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Revitalize}
          - {cast: Revitalize}
        expect:
          Cat Token: {count: 1}
          player Alice: {life: 26}
    """)
    assert out.passed, out.failures


def test_603_2_a_gain_before_it_entered_counts(solve) -> None:
    """Alice gains life with Revitalize, then Attended Healer enters and she gains life
    again: that gain isn't the first this turn, so no Cat."""
    out = solve("""
        name: gain before
        hand: {Alice: [Revitalize, Revitalize, Attended Healer]}
        library: {Alice: [Island, Island]}
        actions:
          - {cast: Revitalize}
          - {cast: Attended Healer}
          - {cast: Revitalize}
        expect:
          Cat Token: {count: 0}
          player Alice: {life: 26}
    """)
    assert out.passed, out.failures


def test_603_2_each_turn_starts_over(solve) -> None:
    """A gain this turn, then in the next turn (Bob's) a first gain again: a Cat each turn."""
    out = solve("""
        name: next turn
        battlefield: [{card: Attended Healer}]
        hand: {Alice: [Revitalize, Revitalize]}
        library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Revitalize}
          - {pass: next_turn}
          - {cast: Revitalize, by: Alice}
        expect:
          Cat Token: {count: 2}
    """)
    assert out.passed, out.failures


def test_603_2_valiant_once_per_turn_for_your_own_spells(solve) -> None:
    """Bob's Giant Growth on Heartfire Hero doesn't count (not a spell Alice controls);
    Alice's first Giant Growth gives a +1/+1 counter, her second none: a 1/1 with one
    counter and two Giant Growths from Alice and one from Bob, 11/11 this turn."""
    out = solve("""
        name: valiant
        battlefield: [{card: Heartfire Hero, as: hero}]
        hand: {Alice: [Giant Growth, Giant Growth], Bob: [Giant Growth]}
        actions:
          - {cast: Giant Growth, by: Bob, targets: [hero]}
          - {cast: Giant Growth, targets: [hero]}
          - {cast: Giant Growth, targets: [hero]}
        expect:
          hero: {counters: {+1/+1: 1}, power: 11, toughness: 11}
    """)
    assert out.passed, out.failures


def test_603_2_first_life_loss_each_turn(solve) -> None:
    """Vengeful Warchief: Alice loses life to Lightning Bolt and Shock this turn, one
    counter; in the next turn (Bob's) she loses life again, a second counter."""
    out = solve("""
        name: warchief
        battlefield: [{card: Vengeful Warchief, as: chief}]
        hand: {Bob: [Lightning Bolt, Shock, Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
          - {cast: Shock, by: Bob, targets: [Alice]}
          - {pass: next_turn}
          - {cast: Shock, by: Bob, targets: [Alice]}
        expect:
          chief: {counters: {+1/+1: 2}}
          player Alice: {life: 13}
    """)
    assert out.passed, out.failures
