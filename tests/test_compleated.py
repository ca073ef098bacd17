"""702.150a compleated: a planeswalker whose caster paid life for Phyrexian mana symbols
enters with two fewer loyalty counters for each of them."""

from __future__ import annotations

from conftest import obj_id


def test_702_150a_life_paid_for_the_phyrexian_symbol_costs_two_loyalty(solve) -> None:
    # Five Swamps for {4}{B}{B/P}: the {B/P} must be paid with 2 life (107.4f).
    out = solve("""
        name: compleated with life
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp]
        hand: {Alice: ["Vraska, Betrayal's Sting"]}
        actions:
          - {cast: "Vraska, Betrayal's Sting", as: vraska, pay: true}
        expect:
          vraska: {zone: battlefield, loyalty: 4}
          player Alice: {life: 18}
    """)
    assert out.failures == []


def test_702_150a_mana_paid_for_the_phyrexian_symbol_keeps_full_loyalty(solve) -> None:
    out = solve("""
        name: compleated with mana
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
        hand: {Alice: ["Vraska, Betrayal's Sting"]}
        actions:
          - {cast: "Vraska, Betrayal's Sting", as: vraska, pay: true}
        expect:
          vraska: {zone: battlefield, loyalty: 6}
          player Alice: {life: 20}
    """)
    assert out.failures == []
    assert obj_id(out.game, "vraska")
