"""701.12b, 701.12a: "Exchange control of this artifact and target nonland permanent."
(Avarice Totem): the source and the target change controllers at once; with both under the
same player's control nothing happens."""

from __future__ import annotations


def test_701_12b_avarice_totem_swaps_with_bobs_giant(solve) -> None:
    out = solve("""
    name: avarice totem
    battlefield:
      - {card: Avarice Totem, as: totem}
      - {card: Hill Giant, as: giant, controller: Bob}
    actions:
      - {activate: {card: totem, ability: "{5}", targets: [giant]}}
    expect:
      totem: {controller: Bob}
      giant: {controller: Alice}
    """)
    assert out.passed, out.failures


def test_701_12b_same_controller_nothing_changes(solve) -> None:
    out = solve("""
    name: avarice totem own
    battlefield:
      - {card: Avarice Totem, as: totem}
      - {card: Hill Giant, as: giant}
    actions:
      - {activate: {card: totem, ability: "{5}", targets: [giant]}}
    expect:
      totem: {controller: Alice}
      giant: {controller: Alice}
    """)
    assert out.passed, out.failures
