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


def test_608_2h_erg_raiders_gone_is_judged_as_it_last_existed(solve) -> None:
    """Erg Raiders cast this turn, its ability on the stack at the end step, then destroyed by
    Bob's Murder: as it last existed it came under Alice's control this turn, so no damage;
    one that was hers since before the turn deals its 2 damage though it's gone (608.2h)."""
    out = solve("""
        name: erg raiders gone
        hand: {Alice: [Erg Raiders], Bob: [Murder]}
        actions:
          - {cast: Erg Raiders, as: raiders}
          - {pass: {to: end}, respond: true}
          - {cast: Murder, by: Bob, targets: [raiders]}
        expect:
          player Alice: {life: 20}
          raiders: {zone: graveyard}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: erg raiders old gone
        battlefield: [{card: Erg Raiders, as: raiders}]
        hand: {Bob: [Murder]}
        actions:
          - {pass: {to: end}, respond: true}
          - {cast: Murder, by: Bob, targets: [raiders]}
        expect:
          player Alice: {life: 18}
          raiders: {zone: graveyard}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
