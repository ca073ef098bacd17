"""611.3b: conditions on the permanents that entered the battlefield under your control this
turn (Celebration's "two or more nonland permanents entered ...", "another creature entered
...", "an artifact entered ..."), each judged as the permanent entered, even once it has left
(400.7). Played through the real engine: spells cast and resolved, lands played."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_611_3b_celebration_armory_mice_two_nonland_permanents(solve) -> None:
    """Armory Mice (3/1): Alice plays a Forest (a land: doesn't count) and casts Grizzly
    Bears: one nonland permanent, a 3/1; a second Grizzly Bears makes it a 3/3."""
    out = solve("""
        name: armory mice one
        battlefield: [{card: Armory Mice, as: mice}]
        hand: {Alice: [Forest, {card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2}]}
        actions:
          - {play: Forest}
          - {cast: b1}
        expect:
          mice: {power: 3, toughness: 1}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: armory mice two
        battlefield: [{card: Armory Mice, as: mice}]
        hand: {Alice: [Forest, {card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2}]}
        actions:
          - {play: Forest}
          - {cast: b1}
          - {cast: b2}
        expect:
          mice: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_611_3b_a_permanent_that_entered_and_left_still_counts(solve) -> None:
    """Two Grizzly Bears enter under Alice's control, then one is destroyed by Bob's Shock:
    two nonland permanents did enter this turn, Armory Mice stays a 3/3. On Bob's turn it is
    a 3/1 again."""
    out = solve("""
        name: armory mice left
        battlefield: [{card: Armory Mice, as: mice}]
        hand: {Alice: [{card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2}],
               Bob: [Shock]}
        actions:
          - {cast: b1}
          - {cast: b2}
          - {cast: Shock, by: Bob, targets: [b1]}
        expect:
          b1: {zone: graveyard}
          mice: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: armory mice next turn
        battlefield: [{card: Armory Mice, as: mice}]
        hand: {Alice: [{card: Grizzly Bears, as: b1}, {card: Grizzly Bears, as: b2}]}
        actions:
          - {cast: b1}
          - {cast: b2}
          - {pass: next_turn}
        expect:
          mice: {power: 3, toughness: 1}
    """)
    assert out.passed, out.failures


def test_611_3b_bristlebane_outrider_another_creature_not_itself(solve) -> None:
    """Bristlebane Outrider (3/5) cast this turn: its own entering doesn't count ("another"),
    a 3/5; then Grizzly Bears enters: a 5/5. Bob's creature entering under his control
    doesn't count."""
    out = solve("""
        name: outrider
        hand: {Alice: [{card: Bristlebane Outrider, as: rider}, Grizzly Bears],
               Bob: [{card: Grizzly Bears, as: bobs}]}
        actions:
          - {cast: rider}
        expect:
          rider: {power: 3, toughness: 5}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: outrider bears
        hand: {Alice: [{card: Bristlebane Outrider, as: rider}, Grizzly Bears]}
        actions:
          - {cast: rider}
          - {cast: Grizzly Bears}
        expect:
          rider: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_611_3b_mechan_shieldmate_attacks_after_an_artifact_entered(solve) -> None:
    """Mechan Shieldmate (defender, 3/2) can't attack; after Alice casts Ornithopter (an
    artifact) it can attack as though it didn't have defender, and deals 3."""
    out = solve("""
        name: shieldmate alone
        turn: {number: 2}
        battlefield: [{card: Mechan Shieldmate, as: mate}]
        actions:
          - {attack: [mate], refused: "defender"}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: shieldmate
        turn: {number: 2}
        battlefield: [{card: Mechan Shieldmate, as: mate}]
        hand: {Alice: [Ornithopter]}
        actions:
          - {cast: Ornithopter}
          - {attack: [mate]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


LINES = [
    ("Armory Mice", "Celebration — This creature gets +0/+2 as long as two or more nonland "
     "permanents entered the battlefield under your control this turn."),
    ("Gallant Pie-Wielder", "Celebration — This creature has double strike as long as two or "
     "more nonland permanents entered the battlefield under your control this turn."),
    ("Bellowing Elk", "As long as you had another creature enter the battlefield under your "
     "control this turn, this creature has trample and indestructible."),
    ("Bristlebane Outrider", "As long as another creature entered the battlefield under your "
     "control this turn, this creature gets +2/+0."),
    ("Saddled Rimestag", "This creature gets +2/+2 as long as you had another creature enter "
     "the battlefield under your control this turn."),
    ("Sentinel Sarah Lyons", "As long as an artifact entered the battlefield under your control "
     "this turn, creatures you control get +2/+2."),
    ("Shipwreck Sentry", "As long as an artifact entered the battlefield under your control "
     "this turn, this creature can attack as though it didn't have defender."),
    ("Dummy Card", "Creatures you control get +X/+X, where X is the number of creatures that "
     "entered the battlefield under your control this turn."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_611_3b_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)
