"""614.12: "As this land enters, choose a color other than blue." (the Gates of Lorwyn
Eclipsed: Sea Gate, Cliffgate ...), played through the real engine: the excluded color isn't
among the choices, and the land then taps for its own color or the chosen one."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ReplacementAbility


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


@pytest.mark.parametrize(("name", "line", "excluded"), [
    ("Sea Gate", "As this land enters, choose a color other than blue.", "blue"),
    ("Cliffgate", "As this land enters, choose a color other than red.", "red"),
    ("Black Dragon Gate", "As this land enters, choose a color other than black.", "black"),
])
def test_614_12_choose_a_color_other_than_real_lines(name: str, line: str,
                                                      excluded: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ReplacementAbility) and ab.kind == "as_enters_choose"
    assert (ab.choice, ab.spec) == ("color", (excluded,))


def test_614_12_sea_gate_cant_choose_blue(board) -> None:
    """Played from the hand, Sea Gate enters tapped and its controller chooses among the four
    colors other than blue; once untapped it taps for {U} or the chosen color."""
    game = board("""
        name: sea gate
        hand: {Alice: [Sea Gate]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(next(a for a in _labels(game) if a.startswith("play Sea Gate")))
    assert sorted(_labels(game)) == ["black", "green", "red", "white"]
    game.apply("red")
    gate = next(o for o in game.state.objects.values()
                if game.name_of(o.id) == "Sea Gate" and o.zone == "battlefield")
    assert gate.tapped and gate.choices.get("color") == "red"


def test_614_12_sea_gate_taps_for_blue_or_the_chosen_color(board) -> None:
    game = board("""
        name: sea gate mana
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {enter: {card: Sea Gate, choices: {color: green}}}
    """)
    gate = next(o for o in game.state.objects.values()
                if game.name_of(o.id) == "Sea Gate" and o.zone == "battlefield")
    gate.tapped = False  # as if its controller's untap step had come
    game.state.touch()
    (label,) = [a for a in _labels(game) if a.startswith("tap Sea Gate")]
    assert label.endswith("for {U} or {G}")
