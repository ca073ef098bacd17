"""603.2, 113.6k: one triggered ability with two trigger conditions triggers on either.

"When you cast this spell and whenever this creature attacks, ..." (Titans' Vanguard): 113.6k,
each condition functions in its own zone, the first on the stack (before, the cast half never
triggered: the ability was checked only on the battlefield). "When this enchantment enters
and at the beginning of your first main phase, ..." (Crack in Time), "When this Aura enters
and at the beginning of your upkeep, ..." (Frenzied Fugue), "When this artifact enters and
when you sacrifice it, ..." (Carrot Cake, 701.21a), "When you cycle this card and when this
creature dies, ..." (Bant Sojourners, 702.29c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_113_6k_titans_vanguard_triggers_as_it_is_cast(solve) -> None:
    """Alice casts Titans' Vanguard: its cast trigger works on the stack and puts a +1/+1
    counter on each colorless creature she controls: Ornithopter becomes 1/3."""
    out = solve("""
        name: vanguard cast
        battlefield: [{card: Ornithopter, as: thopter}]
        hand: {Alice: [Titans' Vanguard]}
        actions:
          - {cast: Titans' Vanguard, as: vanguard}
        expect:
          thopter: {power: 1, toughness: 3}
          vanguard: {zone: battlefield, power: 5}
    """)
    assert out.passed, out.failures


def test_113_6k_titans_vanguard_attacking_triggers_too(solve) -> None:
    """On the battlefield the Vanguard (devoid: colorless) attacks: a counter on it and on
    Ornithopter; Bob takes 6."""
    out = solve("""
        name: vanguard attacks
        battlefield:
          - {card: Titans' Vanguard, as: vanguard}
          - {card: Ornithopter, as: thopter}
        actions:
          - {attack: [vanguard]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          thopter: {power: 1}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_603_2_crack_in_time_enters_and_first_main_phase(solve) -> None:
    """Crack in Time exiles a creature of Bob's as it enters."""
    out = solve("""
        name: crack in time enters
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Crack in Time]}
        actions:
          - {cast: Crack in Time}
        expect:
          bears: {zone: exile}
    """)
    assert out.passed, out.failures


def test_603_2_crack_in_time_not_at_bobs_main_phase(solve) -> None:
    """Crack in Time on Alice's battlefield: Bob's precombat main phase begins, nothing."""
    out = solve("""
        name: crack in time bob's main phase
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Crack in Time, counters: {time: 3}, as: crack}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: precombat_main}}
        expect:
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_2_crack_in_time_at_alices_first_main_phase(solve) -> None:
    """At the beginning of Alice's precombat main phase Crack in Time exiles Bob's Bears
    (vanishing took a time counter in her upkeep)."""
    out = solve("""
        name: crack in time alice's main phase
        players: [Bob, Alice]
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Crack in Time, counters: {time: 3}, controller: Alice, as: crack}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: precombat_main}}
        expect:
          bears: {zone: exile}
          crack: {counters: {time: 2}}
    """)
    assert out.passed, out.failures


def test_603_2_frenzied_fugue_at_the_upkeep_takes_the_permanent(solve) -> None:
    """Frenzied Fugue on Bob's Grizzly Bears: at the beginning of Alice's upkeep she gains
    control of it until end of turn, untapped."""
    out = solve("""
        name: frenzied fugue upkeep
        players: [Bob, Alice]
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears, tapped: true}
          - {card: Frenzied Fugue, controller: Alice, attached_to: bears}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {pass: {to: upkeep}}
        expect:
          bears: {controller: Alice, tapped: false}
    """)
    assert out.passed, out.failures


def test_701_21a_carrot_cake_enters_and_sacrificed(solve) -> None:
    """Carrot Cake enters: a Rabbit (scry 1 to the bottom); sacrificed for its Food ability:
    another Rabbit, and Alice gains 3."""
    out = solve("""
        name: carrot cake
        hand: {Alice: [Carrot Cake]}
        library: {Alice: [Island, Island, Island]}
        choices: [bottom, bottom]
        actions:
          - {cast: Carrot Cake, as: cake}
          - {activate: {card: cake, ability: "{2}"}}
        expect:
          Rabbit Token: {count: 2}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_702_29c_bant_sojourners_when_it_dies(solve) -> None:
    """Bant Sojourners dies to Murder: Alice may create a Soldier, and does."""
    out = solve("""
        name: bant sojourners dies
        battlefield: [{card: Bant Sojourners, as: sojourners}]
        hand: {Bob: [Murder]}
        choices: [yes]
        actions:
          - {cast: Murder, by: Bob, targets: [sojourners]}
        expect:
          sojourners: {zone: graveyard}
          Soldier Token: {count: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # 400.7: "it" after cycling or dying is a new object the ability can't follow
    "When you cycle this card and when this creature dies, you may have it deal 1 damage to "
    "any target.",
    # "when you sacrifice it" after an event that names another object
    "When a creature you control enters and when you sacrifice it, draw a card.",
])
def test_603_2_two_conditions_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
