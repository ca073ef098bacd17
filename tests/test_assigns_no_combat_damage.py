"""510.1a: "<creature> assigns no combat damage this turn" as a resolving effect: the
creature assigns none in the combat damage step, as a creature whose power is 0 doesn't
(Keeper of Tresserhorn, Ophidian). Played through real combat."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_510_1a_keeper_of_tresserhorn_deals_no_combat_damage(solve) -> None:
    """Keeper of Tresserhorn (6/6) attacks and isn't blocked: its trigger makes it assign no
    combat damage and Bob loses 2 life; Bob ends at 18, not 12."""
    out = solve("""
        name: keeper of tresserhorn
        battlefield:
          - {card: Keeper of Tresserhorn, as: keeper}
        actions:
          - {attack: [keeper]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_510_1a_ophidian_draws_instead_of_dealing_damage(solve) -> None:
    """Ophidian (1/3) attacks unblocked; Alice chooses to draw (608.2c "If you do"): she
    draws a card and Ophidian assigns no combat damage, so Bob stays at 20."""
    out = solve("""
        name: ophidian draws
        battlefield:
          - {card: Ophidian, as: snake}
        library: {Alice: [Opt, Opt]}
        choices: [true]
        actions:
          - {attack: [snake]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 20}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_510_1a_ophidian_not_drawing_deals_its_damage(solve) -> None:
    """Alice declines the draw: nothing stops Ophidian's 1 combat damage."""
    out = solve("""
        name: ophidian declines
        battlefield:
          - {card: Ophidian, as: snake}
        library: {Alice: [Opt, Opt]}
        choices: [false]
        actions:
          - {attack: [snake]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 19}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "If you do" after an action whose doing the engine doesn't record (608.2c; an action
    # on a target is read: tests/test_if_you_do_chosen_target.py, 118.12; exiling the top
    # card of your library is recorded: tests/test_impulse_until_another_exiled_607_2a.py)
    "Whenever this creature attacks and isn't blocked, you may reveal the top card of your "
    "library. If you do, this creature assigns no combat damage this turn.",
    # a duration the wording doesn't give
    "Whenever this creature attacks, it assigns no combat damage.",
])
def test_510_1a_variants_not_read(line: str) -> None:
    assert compile_text(line, "Test") is None
