"""603.4, 603.10a: "When this creature dies, if it had a +1/+1 counter on it, ..." and
"Whenever another creature you control dies, if it had counters on it, ...": the counters on
the creature as it last existed on the battlefield (the event's object), checked as the
ability triggers and as it resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


@pytest.mark.parametrize(("counters", "drawn"), [(", counters: {+1/+1: 1}", 1), ("", 0)])
def test_603_10a_promising_duskmage_draws_if_it_had_a_counter(solve, counters: str,
                                                              drawn: int) -> None:
    out = solve(f"""
        name: duskmage
        battlefield:
          - {{card: Promising Duskmage, as: mage{counters}}}
        library: {{Alice: [Island, Island], Bob: [Island]}}
        actions:
          - {{move: {{card: mage, to: graveyard}}}}
        expect:
          player Alice: {{hand_size: {drawn}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("counters", "grown"), [(", counters: {+1/+1: 2}", 1), ("", 0)])
def test_603_10a_grakmaw_grows_when_a_creature_with_a_counter_dies(solve, counters: str,
                                                                  grown: int) -> None:
    out = solve(f"""
        name: grakmaw
        battlefield:
          - {{card: "Grakmaw, Skyclave Ravager", as: grakmaw}}
          - {{card: Grizzly Bears, as: bears{counters}}}
        actions:
          - {{move: {{card: bears, to: graveyard}}}}
    """)
    assert out.passed, out.failures
    grakmaw = next(o for o in out.game.state.objects.values() if o.alias == "grakmaw"
                   and o.zone == "battlefield")
    assert grakmaw.counters.get("+1/+1", 0) == 3 + grown  # it enters with three


def test_603_10a_it_had_counters_after_an_entering_stays_unread() -> None:
    """Nothing left the battlefield: "it had counters" names no last known object."""
    line = "Whenever another creature you control enters, if it had counters on it, draw a card."
    assert compile_text(line, "Test Card") is None


@pytest.mark.parametrize(("counters", "drawn"), [(", counters: {-1/-1: 1}", 1), ("", 0)])
def test_603_10a_nikara_one_or_more_counters_as_it_left(solve, counters: str,
                                                       drawn: int) -> None:
    """Nikara, Lair Scavenger: "Whenever another creature you control leaves the battlefield,
    if it had one or more counters on it, you draw a card and you lose 1 life." Grizzly Bears
    is returned to Alice's hand: with a counter she draws and loses 1, without, nothing."""
    out = solve(f"""
        name: nikara
        battlefield:
          - {{card: "Nikara, Lair Scavenger", as: nikara}}
          - {{card: Grizzly Bears, as: bears{counters}}}
        library: {{Alice: [Island, Island], Bob: [Island]}}
        actions:
          - {{move: {{card: bears, to: hand}}}}
        expect:
          player Alice: {{hand_size: {1 + drawn}, life: {20 - drawn}}}
    """)
    assert out.passed, out.failures
