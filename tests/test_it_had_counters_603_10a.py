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
