"""Trigger events of a player (603.2): "Whenever you scry" (701.22d: after the scry; 701.22b:
none for scry 0), "Whenever you surveil" (701.25c-d), "Whenever you scry or surveil",
"Whenever you lose life" (119.3; "that many" is the life lost)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_701_22d_flamespeaker_adept_after_scry(solve) -> None:
    """Alice casts Opt (scry 1, draw): Flamespeaker Adept (2/3) gets +2/+0."""
    out = solve("""
        name: flamespeaker
        battlefield: [{card: Flamespeaker Adept, as: adept}]
        hand: {Alice: [Opt]}
        library: {Alice: [Island, Island, Island]}
        choices: [top]
        actions:
          - {cast: Opt}
        expect:
          adept: {power: 4, toughness: 3, has: [first strike]}
    """)
    assert out.passed, out.failures


def test_701_25d_dimir_spybug_after_surveil(solve) -> None:
    """Alice casts Consider (surveil 1, draw): Dimir Spybug (1/1) gets a +1/+1 counter."""
    out = solve("""
        name: spybug
        battlefield: [{card: Dimir Spybug, as: spybug}]
        hand: {Alice: [Consider]}
        library: {Alice: [Island, Island, Island]}
        choices: [top]
        actions:
          - {cast: Consider}
        expect:
          spybug: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_119_3_vilis_draws_that_many(solve) -> None:
    """Bob's Lightning Bolt deals 3 damage to Alice (3 life lost): Vilis draws her 3 cards."""
    out = solve("""
        name: vilis
        battlefield: [{card: "Vilis, Broker of Blood", as: vilis}]
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Island, Island, Island, Island]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
        expect:
          player Alice: {life: 17, hand_size: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "events"), [
    ("Flamespeaker Adept", "Whenever you scry, this creature gets +2/+0 and gains first "
     "strike until end of turn.", ["scry"]),
    ("Dimir Spybug", "Whenever you surveil, put a +1/+1 counter on this creature.",
     ["surveil"]),
    ("Matoya, Archon Elder", "Whenever you scry or surveil, draw a card.",
     ["scry", "surveil"]),
    ("Vilis, Broker of Blood", "Whenever you lose life, draw that many cards.",
     ["loses_life"]),
])
def test_603_2_oracle_lines(name: str, line: str, events: list[str]) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert [t.event for t in (ab.trigger.any_of or (ab.trigger,))] == events
