"""603.4, 122.1: an intervening "if" about the source's counters: "if this enchantment has no
charge counters on it" (Mana Bloom), "if this creature doesn't have a +1/+1 counter on it"
(Shatterskull Charger). The ability triggers only if the source has none of that kind."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


@pytest.mark.parametrize(("charge", "zone"), [(0, "hand"), (1, "battlefield")])
def test_603_4_mana_bloom_returns_only_without_charge_counters(
        solve, charge: int, zone: str) -> None:
    out = solve(f"""
        name: mana bloom
        battlefield:
          - {{card: Mana Bloom, counters: {{charge: {charge}}}, as: bloom}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - {{pass: next_turn}}
          - {{pass: next_turn}}
          - {{pass: {{to: draw}}}}
        expect:
          bloom: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("counters", "zone"), [({}, "hand"), ({"+1/+1": 1}, "battlefield")])
def test_603_4_shatterskull_charger_returns_without_a_plus_counter(
        solve, counters: dict[str, int], zone: str) -> None:
    """An unkicked Charger goes back to Alice's hand at her end step; one with a +1/+1
    counter (kicked) stays."""
    out = solve(f"""
        name: shatterskull charger
        battlefield:
          - {{card: Shatterskull Charger, counters: {counters}, as: charger}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - {{pass: {{to: cleanup}}}}
        expect:
          charger: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


def test_122_1_a_counter_of_any_kind_stays_unread_here() -> None:
    """"has no counters on it" (of any kind) isn't this reading's (a kind is named)."""
    assert compile_text("At the beginning of your upkeep, if this creature has no counters "
                        "on it, draw a card.", "Test") is None
