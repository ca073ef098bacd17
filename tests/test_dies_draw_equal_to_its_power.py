"""608.2h with 603.10a: "When this creature dies, draw cards equal to its power." - the
power of the creature as it last existed on the battlefield (its +1/+1 counters included,
613.4c). Thought Sponge prints it; Doom Weaver grants it in quotes to the creatures paired
with it (702.95, 113.10)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.last_known import EventObjectPower


@pytest.mark.parametrize(("name", "line"), [
    ("Thought Sponge", "When this creature dies, draw cards equal to its power."),
    ("Doom Weaver", 'As long as Doom Weaver is paired with another creature, each of those '
     'creatures has "When this creature dies, draw cards equal to its power."'),
])
def test_608_2h_draw_equal_to_its_power_reads(name: str, line: str) -> None:
    assert compile_text(line, name) is not None


def test_608_2h_only_after_it_died() -> None:
    """"its power" names the creature that died, as it last existed (608.2h); on an enters
    trigger, the creature as it is when the ability resolves (`rules.event_object_stats`)."""
    from arbiter.rules.event_object_stats import EventObjectStat

    (enters,) = compile_text("When this creature enters, draw cards equal to its power.", "X")
    assert enters.instructions[0].n == EventObjectStat("power")
    (ab,) = compile_text("When this creature dies, draw cards equal to its power.", "X")
    assert ab.instructions[0].n == EventObjectPower()


def test_603_10a_draws_its_last_known_power(solve) -> None:
    """A 1/1 with Thought Sponge's line and two +1/+1 counters (3/3) is killed by Bob's
    Lightning Bolt: Alice draws three cards. (Thought Sponge's enters-with-counters line
    isn't read yet, so the line is on a test creature.)"""
    out = solve("""
        name: draw equal to its power
        library: {Alice: [Island, Island, Island, Island], Bob: [Island]}
        battlefield:
          - token: {name: Sponge, types: [Creature], power: 1, toughness: 1,
                    text: "When this creature dies, draw cards equal to its power."}
            as: sponge
            counters: {+1/+1: 2}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [sponge]}
        expect:
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures
