"""614.12 / 614.1c / 119.4: the shock lands: "As this land enters, you may pay 2 life. If you
don't, it enters tapped." The choice is made as it enters; paying life needs a life total of
at least the amount."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


@pytest.mark.parametrize("line", [
    "As this land enters, you may pay 2 life. If you don't, it enters tapped.",
    "As Sacred Foundry enters the battlefield, you may pay 2 life. If you don't, it enters "
    "the battlefield tapped.",  # the wording before 2024
])
def test_614_12_the_shock_land_line(line: str) -> None:
    (ability,) = compile_text(line, "Sacred Foundry")
    assert ability == ReplacementAbility(text="", kind="as_enters_pay_life_or_tapped", spec=(2,))


def _board(solve, choices: str, life: int = 20):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: shock land
        actions:
          - set: {{player: Alice, life: {life}}}
          - enter: {{card: Sacred Foundry, as: foundry{choices}}}
    """).game


def _foundry(game):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.objects.values() if o.alias == "foundry")


def test_614_12_paying_2_life_it_enters_untapped(solve) -> None:
    game = _board(solve, ", choices: {pay_life: yes}")
    assert not _foundry(game).tapped
    assert game.state.players[0].life == 18


def test_614_12_not_paying_it_enters_tapped(solve) -> None:
    game = _board(solve, ", choices: {pay_life: no}")
    assert _foundry(game).tapped
    assert game.state.players[0].life == 20


def test_119_4_with_1_life_it_can_t_be_paid(solve) -> None:
    game = _board(solve, ", choices: {pay_life: yes}", life=1)
    assert _foundry(game).tapped
    assert game.state.players[0].life == 1


def test_scenario_setup_declines_it_enters_tapped(solve) -> None:
    """The scenario format: a setup entry declines optional decisions as it enters unless
    its `choices` say otherwise."""
    out = solve("""
        name: shock land on the board
        battlefield:
          - {card: Sacred Foundry, as: a}
          - {card: Sacred Foundry, as: b, choices: {pay_life: yes}}
        expect:
          a: {tapped: true}
          b: {tapped: false}
    """)
    assert out.failures == []
