"""702.150a compleated: a planeswalker whose caster paid life for Phyrexian mana symbols
enters with two fewer loyalty counters for each of them."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("swamps", "loyalty", "life"), [
    # Five Swamps for {4}{B}{B/P}: the {B/P} must be paid with 2 life (107.4f).
    (5, 4, 18),
    # Six Swamps: the {B/P} is paid with mana, so Vraska keeps her printed loyalty.
    (6, 6, 20),
])
def test_702_150a_life_paid_for_a_phyrexian_symbol_costs_two_loyalty(
        solve, swamps: int, loyalty: int, life: int) -> None:
    out = solve(f"""
        name: compleated
        battlefield: [{", ".join(["Swamp"] * swamps)}]
        hand: {{Alice: ["Vraska, Betrayal's Sting"]}}
        actions:
          - {{cast: "Vraska, Betrayal's Sting", as: vraska, pay: true}}
        expect:
          vraska: {{zone: battlefield, loyalty: {loyalty}}}
          player Alice: {{life: {life}}}
    """)
    assert out.failures == []
