"""609.4b: "You may spend white mana as though it were red mana." (Sunglasses of Urza) and
"You may spend mana as though it were mana of any color." (Chromatic Orrery): only the
static ability's controller, and the mana keeps its type."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_609_4b_sunglasses_white_pays_red(solve) -> None:
    out = solve("""
        name: sunglasses
        battlefield: [Plains, Sunglasses of Urza]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          Plains: {tapped: true}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_609_4b_sunglasses_only_white_only_its_controller(solve) -> None:
    """An Island doesn't pay {R} with Sunglasses; Bob's Sunglasses don't let Alice's Plains
    pay {R}; and white mana still pays {W} (Alice's own Sunglasses change nothing else)."""
    out = solve("""
        name: sunglasses limits
        battlefield:
          - Island
          - Plains
          - {card: Sunglasses of Urza, controller: Bob}
        hand: {Alice: [Lightning Bolt, Savannah Lions]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true, refused: "total cost {R}"}
          - {cast: Savannah Lions, pay: true}
        expect:
          Savannah Lions: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_609_4b_chromatic_orrery_colorless_pays_colored(solve) -> None:
    out = solve("""
        name: orrery
        battlefield: [Chromatic Orrery]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          Chromatic Orrery: {tapped: true}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "card"), [
    ("You may spend white mana as though it were red mana.", "Sunglasses of Urza"),
    ("You may spend mana as though it were mana of any color.", "Chromatic Orrery"),
])
def test_609_4b_spend_as_though_oracle_lines(line: str, card: str) -> None:
    (ab,) = compile_text(line, card)
    assert isinstance(ab, StaticAbility)
    rules = [p.rule for e in ab.effects for p in e.parts]
    assert rules and rules[0].startswith("spend_mana_as")
