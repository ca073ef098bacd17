"""603.2, 608.2h: "its power" (toughness, mana value) in a triggered ability's effect, where
"it" can only be the object the trigger's event names: its value as the ability resolves if
it is still on the battlefield, else as it last existed there. "When this creature enters,
you gain life equal to its power." (Boulderbranch Golem), "Whenever a creature you control
enters, you gain life equal to its toughness." (Angelic Chorus)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.event_object_stats import EventObjectStat


def test_608_2h_angelic_chorus_gains_the_entering_creatures_toughness(solve) -> None:
    """Grizzly Bears (2/2) enters under Alice's control: Angelic Chorus gains her 2."""
    out = solve("""
        name: angelic chorus
        battlefield: [Angelic Chorus]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears}
        expect:
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_608_2h_angelic_chorus_ignores_an_opponents_creature(solve) -> None:
    """Bob's Grizzly Bears isn't a creature Alice controls: no life."""
    out = solve("""
        name: angelic chorus, bob's bears
        players: [Bob, Alice]
        battlefield: [{card: Angelic Chorus, controller: Alice}]
        hand: {Bob: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, by: Bob}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_boulderbranch_golem_prototyped_gains_its_prototype_power(solve) -> None:
    """Boulderbranch Golem cast prototyped is a 3/3 (718.3b): its enters trigger gains 3, the
    power it has, not the 6 printed on the card."""
    out = solve("""
        name: boulderbranch prototyped
        hand: {Alice: [Boulderbranch Golem]}
        actions:
          - {cast: Boulderbranch Golem, alternative: prototype}
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_608_2h_boulderbranch_golem_full_gains_six(solve) -> None:
    out = solve("""
        name: boulderbranch full
        hand: {Alice: [Boulderbranch Golem]}
        actions:
          - {cast: Boulderbranch Golem}
        expect:
          player Alice: {life: 26}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a target named before "its": "it" could be that target
    "When this creature enters, target creature gets -1/-1 until end of turn. You gain life "
    "equal to its power.",
    "When this creature enters, tap target creature. You gain life equal to its power.",
    # an intervening "if" between the trigger and the effect isn't looked through
    "When this creature enters, if you control a Forest, you gain life equal to its power.",
])
def test_608_2b_its_of_another_object_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None


def test_603_2_its_toughness_reads_the_events_object() -> None:
    (a,) = compile_text("Whenever a creature you control enters, you gain life equal to its "
                        "toughness.", "Angelic Chorus") or [None]
    assert a.instructions[0].n == EventObjectStat("toughness")


def test_608_2h_mortis_dogs_dies_with_its_attacking_power(solve) -> None:
    """Mortis Dogs (2/2) attacks and gets +2/+0; Hill Giant blocks and kills it. Its dies
    trigger uses its power as it last existed on the battlefield, 4: Bob loses 4."""
    out = solve("""
        name: mortis dogs
        battlefield:
          - {card: Mortis Dogs, as: dogs}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [dogs]}
          - {block: {giant: dogs}}
          - {pass: {to: end_of_combat}}
        choices: [Bob]
        expect:
          dogs: {zone: graveyard}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
