"""303.4 / 613.4b / 611.3b: "As long as this creature is enchanted by exactly two Auras, it
has base power and toughness 5/5 and vigilance." (Timber Paladin): the number of Auras
attached to the source, and a base power/toughness with abilities after one "has". Played on
boards by the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize("line", [
    "As long as this creature is enchanted by exactly one Aura, it has base power and "
    "toughness 3/3.",
    "As long as this creature is enchanted by exactly two Auras, it has base power and "
    "toughness 5/5 and vigilance.",
    "As long as this creature is enchanted by three or more Auras, it has base power and "
    "toughness 10/10, vigilance, and trample.",
])
def test_303_4_timber_paladin_lines_read(line: str) -> None:
    (ab,) = compile_line(line, "Timber Paladin")
    assert isinstance(ab, StaticAbility), ab


_AURAS = ["Holy Strength", "Unholy Strength", "Ancestral Mask"]


@pytest.mark.parametrize(("n", "power", "toughness", "has", "lacks"), [
    (0, 1, 1, [], ["vigilance", "trample"]),  # printed 1/1
    (1, 4, 5, [], ["vigilance", "trample"]),  # base 3/3, Holy Strength +1/+2
    (2, 8, 8, ["vigilance"], ["trample"]),  # base 5/5, +1/+2 and +2/+1
    # base 10/10, +3/+3, and Ancestral Mask +2/+2 for each of the two other enchantments
    (3, 17, 17, ["vigilance", "trample"], []),
])
def test_613_4b_timber_paladin_by_the_number_of_auras(solve, n: int, power: int,
                                                      toughness: int, has: list[str],
                                                      lacks: list[str]) -> None:
    auras = "".join(f"\n          - {{card: {a}, attached_to: paladin}}" for a in _AURAS[:n])
    out = solve(f"""
        name: timber paladin
        battlefield:
          - {{card: Timber Paladin, as: paladin}}{auras}
        expect:
          paladin: {{power: {power}, toughness: {toughness}, has: {has}, lacks: {lacks}}}
    """)
    assert out.passed, out.failures
