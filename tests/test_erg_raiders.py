"""Erg Raiders: "At the beginning of your end step, if this creature didn't attack this turn,
it deals 2 damage to you unless it came under your control this turn." The intervening "if"
(603.4, 508.1a) and the "unless" checked as the ability resolves (608.2c, 302.6), played
through the turn."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("actions", "life"), [
    # it stayed home, controlled since before the turn: 2 damage to Alice
    ("[{pass: {to: end}}]", 18),
    # it attacked (Bob takes 2): the ability doesn't trigger
    ("[{attack: [raiders]}, {pass: {to: end}}]", 20),
])
def test_603_4_erg_raiders_damages_you_unless_it_attacked(solve, actions: str,
                                                          life: int) -> None:
    out = solve(f"""
        name: erg raiders
        battlefield: [{{card: Erg Raiders, as: raiders}}]
        actions: {actions}
        expect:
          player Alice: {{life: {life}}}
          game: {{step: end, stack: 0}}
    """)
    assert out.passed, out.failures


def test_302_6_erg_raiders_that_came_under_your_control_this_turn_deals_no_damage(
        solve) -> None:
    """It entered this turn (302.6: it came under Alice's control this turn): the ability
    triggers (it didn't attack) but deals no damage as it resolves."""
    out = solve("""
        name: erg raiders new
        hand: {Alice: [Erg Raiders]}
        actions:
          - {cast: Erg Raiders}
          - {pass: {to: end}}
        expect:
          player Alice: {life: 20}
          game: {step: end, stack: 0}
    """)
    assert out.passed, out.failures


def test_302_6_erg_raiders_stolen_this_turn_deals_no_damage(solve) -> None:
    """Bob's Erg Raiders, stolen by Alice's Threaten this turn (layer 2), didn't attack: as
    Alice's end step begins, it would deal 2 damage to Alice, but it came under her control
    this turn, so it deals none."""
    out = solve("""
        name: erg raiders stolen
        battlefield: [{card: Erg Raiders, as: raiders, controller: Bob}]
        hand: {Alice: [Threaten]}
        actions:
          - {cast: Threaten, targets: [raiders]}
          - {pass: {to: end}}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 20}
          raiders: {controller: Alice}
    """)
    assert out.passed, out.failures
