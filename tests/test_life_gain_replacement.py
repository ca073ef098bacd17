"""614.1a / 119.10 / 616.1: "If you would gain life, you gain that much life plus 1 instead."
(Angel of Vitality) and "... twice that much life instead." (Boon Reflection), played
through the engine: each event of a source making you gain life is replaced (two lifelink
creatures are two events), an opponent's gain isn't, and with both, you choose the order."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def _life(out, player: int = 0) -> int:
    return out.game.state.players[player].life


@pytest.mark.parametrize(("card", "life"), [
    ("Angel of Vitality", 24), ("Boon Reflection", 26), ("Grizzly Bears", 23),
])
def test_614_1a_revitalize_with_a_life_gain_replacement(solve, card: str, life: int) -> None:
    out = solve(f"""
name: gain
battlefield: [{card}]
hand: {{Alice: [Revitalize]}}
library: {{Alice: [Island]}}
actions:
  - {{cast: Revitalize}}
""")
    assert out.passed, out.failures
    assert _life(out) == life


def test_119_10_an_opponents_gain_isnt_yours(solve) -> None:
    out = solve("""
name: gain opponent
battlefield: [{card: Boon Reflection, controller: Bob}]
hand: {Alice: [Revitalize]}
library: {Alice: [Island]}
actions:
  - {cast: Revitalize}
""")
    assert out.passed, out.failures
    assert _life(out) == 23


def test_119_10_each_lifelink_source_is_its_own_event(solve) -> None:
    """Vampire Nighthawk and Child of Night (lifelink, 2 power each) deal combat damage at
    once: two life gain events, each plus 1 with Angel of Vitality (26 life, not 25)."""
    out = solve("""
name: lifelink twice
turn: {number: 2}
battlefield:
  - Angel of Vitality
  - {card: Vampire Nighthawk, as: a}
  - {card: Child of Night, as: b}
actions:
  - {attack: [a, b]}
  - {block: {}}
  - {pass: end_of_turn}
""")
    assert out.passed, out.failures
    assert _life(out) == 26
    assert _life(out, 1) == 16


@pytest.mark.parametrize(("choice", "life"), [
    ("that much plus 1 then twice that much: 8 life", 28),
    ("twice that much then that much plus 1: 7 life", 27),
])
def test_616_1_you_order_the_two(solve, choice: str, life: int) -> None:
    out = solve(f"""
name: both
choices: ["{choice}"]
battlefield: [Angel of Vitality, Boon Reflection]
hand: {{Alice: [Revitalize]}}
library: {{Alice: [Island]}}
actions:
  - {{cast: Revitalize}}
""")
    assert out.passed, out.failures
    assert _life(out) == life


@pytest.mark.parametrize(("name", "line"), [
    ("Angel of Vitality", "If you would gain life, you gain that much life plus 1 instead."),
    ("Rhox Faithmender", "If you would gain life, you gain twice that much life instead."),
])
def test_614_1a_life_gain_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
